import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { RequiredNote, SubmitButton } from '@/lib/forms/form-parts';
import { checkPassword } from './credentials';
import { NewPasswordField } from './credential-fields';
import { ProblemMessage } from './problem-message';
import { useAuthForm } from './use-auth-form';

const IDS = { password: 'new-password' };

/** The last step of a password reset: the reset link signed the person in; now the new password. */
export function UpdatePasswordForm({ client, email, onDone }: { client: TuttiClient; email: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const form = useAuthForm(IDS);
  const submit = form.onSubmit({
    check: () => {
      const problem = checkPassword(password, { rules: true });
      return problem ? { password: problem } : {};
    },
    send: () => client.auth.updateUser({ password }),
    done: () => {
      announce(t('updatePassword.done'));
      onDone();
    },
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="auth-heading" className="space-y-5">
      <RequiredNote />
      {/* Tells a password manager which account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordField id={IDS.password} value={password} onValue={setPassword} error={form.fieldError('password')} />
      {form.problem && <ProblemMessage problem={form.problem} />}
      <SubmitButton submitting={form.busy} busyLabel={t('updatePassword.submitting')}>
        {t('updatePassword.submit')}
      </SubmitButton>
    </form>
  );
}
