import { useTranslation } from 'react-i18next';
import { useConcertPhase, type ConcertPhase } from '@/features/concerts';
import { CONCERT_STATUSES } from '@/features/concerts/editing';
import { cn } from '@/ui/cn';

/** The columns of a listed concert that say where it stands (admin-reads.ts selects them). */
export interface ConcertLifeColumns {
  starts_at: string;
  ends_at: string | null;
  time_zone: string;
  status: string;
  doors_open_minutes: number;
  stream_url: string | null;
  published: boolean;
}

type Status = (typeof CONCERT_STATUSES)[number];
// The database allows only these three (concerts_status_check); anything else would be a newer status this build does not know.
const statusOf = (value: string): Status => CONCERT_STATUSES.find((status) => status === value) ?? 'scheduled';

/** The row as the concert's life reads it: only the recording's address matters there, not its poster or layout. */
const lifeFacts = (row: ConcertLifeColumns) => ({
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  timeZone: row.time_zone,
  status: statusOf(row.status),
  doorsOpenMinutes: row.doors_open_minutes,
  published: row.published,
  stream: row.stream_url === null ? null : { src: row.stream_url, poster: '', layout: 'mono' as const },
});

/** A phase that needs the admin's eye (the night itself, or a concert that will not take place) stands out by its border too. */
const NOTABLE: readonly ConcertPhase[] = ['doors-open', 'live', 'cancelled', 'postponed'];

/** Where the concert stands now, in words: it changes by itself at the doors, the start and the end. */
export function ConcertPhaseBadge({ row }: { row: ConcertLifeColumns }) {
  const { t } = useTranslation('admin');
  const phase = useConcertPhase(lifeFacts(row));
  return (
    <span
      className={cn(
        'inline-flex rounded-full border-2 px-3 py-1 text-base font-semibold whitespace-nowrap',
        NOTABLE.includes(phase) ? 'border-amber-700 text-amber-950 dark:border-amber-400 dark:text-amber-100' : 'border-slate-500 text-slate-800 dark:border-slate-400 dark:text-slate-200',
      )}
    >
      {t(`concerts.phases.${phase}`)}
    </span>
  );
}
