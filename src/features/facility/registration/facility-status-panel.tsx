import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import type { TuttiClient } from '@/lib/supabase/client';
import { buttonClasses } from '@/ui/button';
import { cn } from '@/ui/cn';
import type { MyFacility } from '../current';

/** What the admin wrote with the status (why it is suspended, what is missing); members may read their facility. */
async function statusReason(client: TuttiClient, facilityId: string): Promise<string | null> {
  const { data, error } = await client.from('facilities').select('status_reason').eq('id', facilityId).maybeSingle();
  if (error) throw error;
  return z.object({ status_reason: z.string().nullable() }).nullable().parse(data)?.status_reason ?? null;
}

/** Keyed by the status too, so a change of status (seen in my_facilities) reads the reason afresh. */
export const statusReasonQuery = (client: TuttiClient, facility: Pick<MyFacility, 'id' | 'status'>) =>
  queryOptions({ queryKey: ['facility', 'status-reason', facility.id, facility.status], queryFn: () => statusReason(client, facility.id), staleTime: 0 });

const TONES = {
  pending: 'border-brand-300 bg-brand-50 text-brand-950 dark:border-brand-400/60 dark:bg-slate-900 dark:text-brand-50',
  suspended: 'border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-slate-900 dark:text-amber-50',
  verified: 'border-emerald-700 bg-emerald-50 text-emerald-950 dark:border-emerald-400 dark:bg-slate-900 dark:text-emerald-50',
} as const;

interface FacilityStatusPanelProps {
  client: TuttiClient;
  facility: MyFacility;
  /** The heading's level where the panel sits (h2 by default). */
  headingLevel?: 2 | 3;
  /** A link to the facility's page (off where the panel is on that page). */
  linkToFacilityPage?: boolean;
}

/**
 * Where the facility stands, said calmly: waiting for the Tutti team's verification (and what can be done
 * meanwhile), suspended with the team's reason, or verified. A section named by its heading, so a screen
 * reader finds it in the page's outline; the reason is read from the facility's row, which members may read.
 */
export function FacilityStatusPanel({ client, facility, headingLevel = 2, linkToFacilityPage = false }: FacilityStatusPanelProps) {
  const { t } = useTranslation('facility');
  const reason = useQuery({ ...statusReasonQuery(client, facility), enabled: facility.status !== 'verified' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `facility-status-${facility.id}`;
  const name = facility.name;
  return (
    <section aria-labelledby={headingId} data-facility-status={facility.status} className={cn('space-y-3 rounded-2xl border-2 p-5 sm:p-6', TONES[facility.status])}>
      <Heading id={headingId} className="text-2xl font-bold">
        {t(`register.status.${facility.status}.title`, { name })}
      </Heading>
      <p className="text-lg">{t(`register.status.${facility.status}.text`, { name })}</p>
      {facility.status === 'pending' && <p className="text-lg">{t('register.status.pending.meanwhile', { name })}</p>}
      {facility.status !== 'verified' && reason.data && (
        <div className="text-lg">
          <p className="font-semibold">{t('register.status.reasonLabel')}</p>
          {/* The admin's words, shown as text (React escapes them), one line as the database keeps it. */}
          <p className="break-words">{reason.data}</p>
        </div>
      )}
      {facility.status === 'suspended' && <p className="text-lg">{t('register.status.suspended.contact')}</p>}
      {linkToFacilityPage && (
        <Link to="/facility" className={buttonClasses('secondary')}>
          {t('register.status.facilityPage', { name })}
        </Link>
      )}
    </section>
  );
}
