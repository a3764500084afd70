import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { RequiredNote, SubmitButton } from '@/lib/forms/form-parts';
import { checkEmail, normaliseEmail, passwordResetTarget } from './credentials';
import { EmailField } from './credential-fields';
import { ProblemMessage } from './problem-message';
import { useAuthForm } from './use-auth-form';

const IDS = { email: 'forgot-email' };

interface ForgotPasswordFormProps {
  client: TuttiClient;
  email: string;
  onEmail: (email: string) => void;
}

/** Sends a password-reset link that comes back to /auth?mode=update-password. */
export function ForgotPasswordForm({ client, email, onEmail }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm(IDS);
  const address = normaliseEmail(email);
  const submit = form.onSubmit({
    check: () => {
      const problem = checkEmail(email);
      return problem ? { email: problem } : {};
    },
    send: () => client.auth.resetPasswordForEmail(address, { redirectTo: passwordResetTarget(window.location.origin) }),
    done: () => {
      setSentTo(address);
      announce(t('forgot.sentHeading'));
    },
  });

  if (sentTo !== null)
    return (
      <div className="space-y-2 rounded-xl bg-brand-50 p-5 text-lg text-brand-950 dark:bg-slate-800 dark:text-slate-100">
        <h2 className="text-2xl font-bold">{t('forgot.sentHeading')}</h2>
        <p>{t('forgot.sentText', { email: sentTo })}</p>
      </div>
    );

  return (
    <form noValidate onSubmit={submit} aria-labelledby="auth-heading" className="space-y-5">
      <RequiredNote />
      <EmailField id={IDS.email} value={email} onValue={onEmail} error={form.fieldError('email')} />
      {form.problem && <ProblemMessage problem={form.problem} />}
      <SubmitButton submitting={form.busy} busyLabel={t('forgot.submitting')}>
        {t('forgot.submit')}
      </SubmitButton>
    </form>
  );
}
