import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '@/lib/forms/fields';

interface SpotsFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Spots still free: the most that can be reserved. */
  remaining: number;
  /** The translated error: a shared rule, or more spots than remain (which the shared fields cannot say). */
  error?: string;
}

/**
 * 'Number of spots', wired like the shared fields (label, hint, error linked by aria-describedby,
 * aria-invalid). Text with a numeric keyboard rather than type=number: no spinner to mis-tap, and a
 * scroll wheel cannot change the number unnoticed.
 */
export function SpotsField({ value, onValueChange, remaining, error }: SpotsFieldProps) {
  const { t } = useTranslation('reserve');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-base font-semibold text-slate-900 dark:text-slate-100">
        {t('form.spots')}
        <span aria-hidden="true" className="ml-1 text-red-700 dark:text-red-300">
          *
        </span>
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t('form.spotsHint', { count: remaining })}
      </p>
      <input
        id={id}
        name="spots"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        required
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        aria-invalid={error ? true : undefined}
        className={controlClasses(Boolean(error), 'max-w-40')}
      />
      {error && (
        <p id={errorId} className="mt-2 text-base font-semibold text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
