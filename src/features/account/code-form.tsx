import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/lib/forms/fields';
import { SubmitButton } from '@/lib/forms/form-parts';
import { announce } from '@/ui/announcer';
import { isSixDigitCode, normaliseCode } from './one-time-code';

interface CodeFormProps {
  label: string;
  submitLabel: string;
  /** Resolves to an error message to show, or null when the code was accepted. */
  onVerify: (code: string) => Promise<string | null>;
}

/**
 * The 6-digit code from an authenticator app. A wrong code keeps what was typed (to correct one digit)
 * and puts the focus back in the field with the reason next to it.
 */
export function CodeForm({ label, submitLabel, onVerify }: CodeFormProps) {
  const { t } = useTranslation('account');
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
      <TextField
        ref={input}
        name="code"
        label={label}
        hint={t('code.hint')}
        value={code}
        onValueChange={setCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={9}
        errorText={error ?? undefined}
        inputClassName="max-w-60 font-mono tracking-widest"
      />
      <SubmitButton submitting={busy} busyLabel={t('code.checking')}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
