import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { Button } from '@/ui/button';
import { createSession } from '../api/create-session';
import { creationFailureKey } from './creation-failure';
import { forgetRoom } from '../use-room-leader';
import { useSessionConcerts } from '../use-session-concerts';
import { ConcertSelect } from './concert-select';
import { FacilityGate } from './facility-gate';
import { FacilitySessions } from './facility-sessions';
import { forgetLedSession, loadLedSession, saveLedSession, type LedSession } from './led-session-store';
import { SessionConsole } from './session-console';

interface LauncherProps {
  client: TuttiClient;
  userId: string;
  name: string;
}

/**
 * Straight back into the session this device leads; otherwise the facility's running sessions to lead from here,
 * and a concert to choose and 'Create session'.
 */
export function SessionLauncher({ client, userId, name }: LauncherProps) {
  const [led, setLed] = useState<LedSession | null>(() => loadLedSession(userId));
  const lead = (session: LedSession) => {
    saveLedSession(session);
    setLed(session);
  };
  if (led) {
    return (
      <SessionConsole
        client={client}
        session={led}
        name={name}
        onConcert={(concertId) => {
          // The live opening was the room's first state only; the room's own state says what it is now.
          const { live: _opening, ...rest } = led;
          const next = { ...rest, concertId };
          saveLedSession(next);
          setLed(next);
        }}
        onNew={() => {
          forgetRoom(led.id);
          forgetLedSession();
          setLed(null);
        }}
      />
    );
  }
  return (
    <FacilityGate client={client} userId={userId}>
      {(facility) => (
        <>
          <FacilitySessions client={client} facility={facility} userId={userId} onLead={lead} />
          <SessionStarter client={client} facility={facility.id} onCreated={(created) => lead({ ...created, userId })} />
        </>
      )}
    </FacilityGate>
  );
}

function SessionStarter({ client, facility, onCreated }: { client: TuttiClient; facility: string; onCreated: (session: Omit<LedSession, 'userId'>) => void }) {
  const { t } = useTranslation('sessions');
  const concerts = useSessionConcerts();
  const [concertId, setConcertId] = useState(concerts[0]?.id ?? '');
  const errorId = useId();
  const create = useMutation({
    mutationFn: () => createSession(client, concertId || null, facility),
    onSuccess: (created) => onCreated({ ...created, concertId: concertId || null, facility }),
  });
  return (
    <form
      className="max-w-xl space-y-6 rounded-xl border border-slate-300 bg-white p-6 dark:border-slate-600 dark:bg-slate-900"
      aria-describedby={create.isError ? errorId : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate();
      }}
    >
      <ConcertSelect concerts={concerts} value={concertId} onChange={setConcertId} label={t('lead.start.concert')} help={t('lead.start.concertHelp')} />
      {create.isError && (
        <p id={errorId} role="alert" className="text-lg font-semibold text-red-800 dark:text-red-300">
          {t(creationFailureKey(create.error))}
        </p>
      )}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t('lead.start.creating') : t('lead.start.create')}
      </Button>
    </form>
  );
}
