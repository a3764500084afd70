import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WatchableEntry } from '@/features/concerts';

/** A live concert in the list: its value says so, as a recording of the same concert may be listed too. */
export interface LiveChoice {
  id: string;
  title: string;
}

const LIVE_PREFIX = 'live:';
export const liveValue = (id: string) => `${LIVE_PREFIX}${id}`;

/** What an option's value means: a concert, and whether it is to be played live. */
export function parseChoice(value: string): { concertId: string; live: boolean } {
  const live = value.startsWith(LIVE_PREFIX);
  return { concertId: live ? value.slice(LIVE_PREFIX.length) : value, live };
}

interface ConcertSelectProps {
  concerts: readonly WatchableEntry[];
  /** Concerts live tonight (doors open or playing), listed first in a group of their own. */
  live?: readonly LiveChoice[];
  value: string;
  onChange: (value: string) => void;
  label: string;
  help?: string;
  disabled?: boolean;
}

/** The room's concert: a native select, large enough to tap, with its label and help tied to it. */
export function ConcertSelect({ concerts, live = [], value, onChange, label, help, disabled }: ConcertSelectProps) {
  const { t } = useTranslation('sessions');
  const id = useId();
  const recordings = concerts.map((concert) => (
    <option key={concert.id} value={concert.id}>
      {concert.title}
    </option>
  ));
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-lg font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={help ? `${id}-help` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-12 w-full max-w-md rounded-lg border-2 border-slate-500 bg-white px-3 text-lg dark:border-slate-400 dark:bg-slate-800"
      >
        {live.length === 0 ? (
          recordings
        ) : (
          <>
            <optgroup label={t('lead.room.liveTonight')}>
              {live.map((concert) => (
                <option key={concert.id} value={liveValue(concert.id)}>
                  {t('lead.room.liveOption', { title: concert.title })}
                </option>
              ))}
            </optgroup>
            <optgroup label={t('lead.room.recordings')}>{recordings}</optgroup>
          </>
        )}
      </select>
      {help && (
        <p id={`${id}-help`} className="text-base text-slate-700 dark:text-slate-300">
          {help}
        </p>
      )}
    </div>
  );
}
