import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { Button } from '@/ui/button';
import { takeOverSession, useLiveSessions, type LiveSession } from '../api/facility-sessions';
import { spacedCode } from '../session-code';
import type { LedSession } from './led-session-store';

interface FacilitySessionsProps {
  client: TuttiClient;
  facility: { id: string; name: string };
  userId: string;
  onLead: (session: LedSession) => void;
}

/**
 * The facility's sessions running now, each led from this tablet with one press: the person's own (opened on
 * another device) at once, a colleague's by taking it over. Nothing at all when none is running.
 */
export function FacilitySessions({ client, facility, userId, onLead }: FacilitySessionsProps) {
  const { t } = useTranslation('sessions');
  const sessions = useLiveSessions(client, facility.id);
  const lead = (session: LiveSession) =>
    onLead({ id: session.id, code: session.code, expiresAt: session.expires_at, concertId: session.concert_id, userId, facility: facility.id });
  const takeOver = useMutation({
    mutationFn: async (session: LiveSession) => {
      if (session.created_by !== userId) await takeOverSession(client, session.id);
      return session;
    },
    onSuccess: lead,
  });
  if (!sessions.data?.length) return null;
  return (
    <section aria-labelledby="facility-sessions" className="max-w-xl space-y-4 rounded-xl border border-slate-300 bg-white p-6 dark:border-slate-600 dark:bg-slate-900">
      <h2 id="facility-sessions" className="text-2xl font-bold">
        {t('lead.running.title', { name: facility.name })}
      </h2>
      <ul className="space-y-3">
        {sessions.data.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 text-lg">
            <span>{t('lead.running.code', { code: spacedCode(session.code) })}</span>
            <Button variant="secondary" disabled={takeOver.isPending} onClick={() => takeOver.mutate(session)}>
              {session.created_by === userId ? t('lead.running.continue') : t('lead.running.takeOver')}
            </Button>
          </li>
        ))}
      </ul>
      {takeOver.isError && (
        <p role="alert" className="text-lg font-semibold text-red-800 dark:text-red-300">
          {t('lead.running.failed')}
        </p>
      )}
    </section>
  );
}
