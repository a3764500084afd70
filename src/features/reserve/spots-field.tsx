import { useTranslation } from 'react-i18next';
import { TextField } from '@/lib/forms/fields';

interface SpotsFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Spots still free: the most that can be reserved. */
  remaining: number;
  /** The translated error: a shared rule, or more spots than remain. */
  error?: string;
}

/**
 * 'Number of spots'. Text with a numeric keyboard rather than type=number: no spinner to mis-tap, and a
 * scroll wheel cannot change the number unnoticed.
 */
export function SpotsField({ value, onValueChange, remaining, error }: SpotsFieldProps) {
  const { t } = useTranslation('reserve');
  return (
    <TextField
      name="spots"
      label={t('form.spots')}
      hint={t('form.spotsHint', { count: remaining })}
      required
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      value={value}
      onValueChange={onValueChange}
      errorText={error}
      inputClassName="max-w-40"
    />
  );
}
