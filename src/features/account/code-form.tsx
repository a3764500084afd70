import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { isSixDigitCode, normaliseCode } from './one-time-code';

interface CodeFormProps {
  label: string;
  submitLabel: string;
  /** Resolves to an error message to show, or null when the code was accepted. */
  onVerify: (code: string) => Promise<string | null>;
}

export const fieldClasses =
  'min-h-12 w-full rounded-xl border-2 border-slate-400 bg-white px-4 text-lg text-slate-900 dark:border-slate-500 dark:bg-slate-950 dark:text-white';

/**
 * The 6-digit code from an authenticator app. A wrong code keeps what was typed (to correct one digit)
 * and puts the focus back in the field with the reason next to it.
 */
export function CodeForm({ label, submitLabel, onVerify }: CodeFormProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (message: string) => {
    setError(message);
    announce(message, { politeness: 'assertive' });
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const normalised = normaliseCode(code);
    if (!isSixDigitCode(normalised)) return fail(t('code.invalid'));
    setBusy(true);
    setError(null);
    const problem = await onVerify(normalised);
    setBusy(false);
    if (problem !== null) fail(problem);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <label htmlFor={`${id}-code`} className="block text-base font-semibold text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-code`}
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={9}
        aria-invalid={error !== null}
        aria-describedby={error === null ? `${id}-hint` : `${id}-hint ${id}-error`}
        className={cn(fieldClasses, 'max-w-60 font-mono tracking-widest', error !== null && 'border-red-700 dark:border-red-400')}
      />
      <p id={`${id}-hint`} className="text-base text-slate-700 dark:text-slate-300">
        {t('code.hint')}
      </p>
      {error !== null && (
        <p id={`${id}-error`} className="text-lg font-semibold text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? t('code.checking') : submitLabel}
      </Button>
    </form>
  );
}
