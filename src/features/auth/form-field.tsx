import { useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn';
import { PasswordRules } from './password-rules';

const INPUT =
  'min-h-12 w-full rounded-xl border-2 bg-white px-4 text-lg text-slate-900 dark:bg-slate-900 dark:text-white';
const BORDER = 'border-slate-500 dark:border-slate-400';
const BORDER_INVALID = 'border-red-700 dark:border-red-400';
const TOGGLE = cn(
  'min-h-12 min-w-11 shrink-0 rounded-xl border-2 border-slate-500 px-3 text-base font-semibold text-slate-900 hover:bg-slate-100',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
  'dark:border-slate-400 dark:text-slate-100 dark:hover:bg-slate-800',
);

interface FieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: string;
  /** Help shown under the label, read with the field. */
  hint?: ReactNode;
  /** Translated error, shown under the field and linked to it. */
  error?: ReactNode;
}

/** The ids a field's input points at (error first: it matters most when present). */
function describedBy(id: string, hint: ReactNode, error: ReactNode): string | undefined {
  const ids = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldFrame({ id, label, hint, error, children }: Pick<FieldProps, 'id' | 'label' | 'hint' | 'error'> & { children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-base font-semibold text-slate-900 dark:text-slate-100">
        {label}
      </label>
      {hint && (
        <div id={`${id}-hint`} className="text-base text-slate-700 dark:text-slate-300">
          {hint}
        </div>
      )}
      {children}
      {error && (
        <div id={`${id}-error`} className="text-base font-semibold text-red-800 dark:text-red-300">
          {error}
        </div>
      )}
    </div>
  );
}

/** A labelled input with its hint and error linked for screen readers. */
export function TextField({ id, label, hint, error, className, ...input }: FieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(INPUT, error ? BORDER_INVALID : BORDER, className)}
        {...input}
      />
    </FieldFrame>
  );
}

/** A password input with a show/hide button, so a person can check what they typed. */
export function PasswordField({ id, label, hint, error, className, ...input }: Omit<FieldProps, 'type'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className="flex gap-2">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={cn(INPUT, error ? BORDER_INVALID : BORDER, 'min-w-0 flex-1', className)}
          {...input}
        />
        <button
          type="button"
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
          className={TOGGLE}
        >
          {t('fields.showPassword')}
        </button>
      </div>
    </FieldFrame>
  );
}

/** The email field every account form shares: required, no capitals or spelling fixes from the keyboard. */
export function EmailField({ id, value, onValue, error }: { id: string; value: string; onValue: (value: string) => void; error?: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      id={id}
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      value={value}
      onChange={(event) => onValue(event.target.value)}
      error={error}
    />
  );
}

/** A new password (registration, reset), with its rules shown before typing rather than found through errors. */
export function NewPasswordField({ id, value, onValue, error }: { id: string; value: string; onValue: (value: string) => void; error?: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <PasswordField
      id={id}
      label={t('fields.newPassword')}
      autoComplete="new-password"
      required
      hint={<PasswordRules />}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      error={error}
    />
  );
}
