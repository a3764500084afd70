import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { RequiredNote, SubmitButton } from '@/lib/forms/form-parts';
import { TEXT_LINK } from './auth-frame';
import { checkCredentials, normaliseEmail } from './credentials';
import { CurrentPasswordField, EmailField } from './credential-fields';
import { ProblemMessage } from './problem-message';
import { ResendConfirmation } from './resend-confirmation';
import { useAuthForm } from './use-auth-form';

const IDS = { email: 'sign-in-email', password: 'sign-in-password' };

interface SignInFormProps {
  client: TuttiClient;
  /** Kept by the screen, so switching between sign-in and registration keeps what was typed. */
  email: string;
  onEmail: (email: string) => void;
}

/** Email and password sign-in. Success needs no screen of its own: the account panel replaces the form. */
export function SignInForm({ client, email, onEmail }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const form = useAuthForm(IDS);
  const submit = form.onSubmit({
    check: () => checkCredentials(email, password, { rules: false }),
    send: () => client.auth.signInWithPassword({ email: normaliseEmail(email), password }),
    done: () => announce(t('signIn.done')),
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="auth-heading" className="space-y-5">
      <RequiredNote />
      <EmailField id={IDS.email} value={email} onValue={onEmail} error={form.fieldError('email')} />
      <CurrentPasswordField id={IDS.password} value={password} onValue={setPassword} error={form.fieldError('password')} />
      {form.problem && (
        <ProblemMessage problem={form.problem}>
          {form.problem.key === 'emailNotConfirmed' && <ResendConfirmation client={client} email={email} />}
        </ProblemMessage>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton submitting={form.busy} busyLabel={t('signIn.submitting')}>
          {t('signIn.submit')}
        </SubmitButton>
        <Link to="/auth?mode=forgot" className={TEXT_LINK}>
          {t('signIn.forgot')}
        </Link>
      </div>
    </form>
  );
}
