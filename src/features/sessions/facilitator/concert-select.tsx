import { useId } from 'react';
import type { WatchableEntry } from '@/features/concerts';

interface ConcertSelectProps {
  concerts: readonly WatchableEntry[];
  value: string;
  onChange: (id: string) => void;
  label: string;
  help?: string;
  disabled?: boolean;
}

/** The room's concert: a native select, large enough to tap, with its label and help tied to it. */
export function ConcertSelect({ concerts, value, onChange, label, help, disabled }: ConcertSelectProps) {
  const id = useId();
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
        {concerts.map((concert) => (
          <option key={concert.id} value={concert.id}>
            {concert.title}
          </option>
        ))}
      </select>
      {help && (
        <p id={`${id}-help`} className="text-base text-slate-700 dark:text-slate-300">
          {help}
        </p>
      )}
    </div>
  );
}
