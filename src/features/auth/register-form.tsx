import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/lib/forms/fields';
import { RequiredNote, SubmitButton } from '@/lib/forms/form-parts';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { checkCredentials, displayNameFor, normaliseEmail, signUpOptions } from './credentials';
import { EmailField, NewPasswordField } from './credential-fields';
import { ProblemMessage } from './problem-message';
import { useAuthForm } from './use-auth-form';

const IDS = { email: 'register-email', password: 'register-password' };

interface RegisterFormProps {
  client: TuttiClient;
  email: string;
  onEmail: (email: string) => void;
  /** Called when the account exists and its confirmation email is on its way. */
  onRegistered: (email: string) => void;
}

/** Registration (SPEC sections 5 and 7): display name defaults to the part of the email before @. */
export function RegisterForm({ client, email, onEmail, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [displayName, setDisplayName] = useState('');
  const form = useAuthForm(IDS);
  const address = normaliseEmail(email);
  const submit = form.onSubmit({
    check: () => checkCredentials(email, password, { rules: true }),
    send: () => client.auth.signUp({ email: address, password, options: signUpOptions(address, displayName, window.location.origin) }),
    done: ({ data }) => {
      // With email confirmation switched off the service signs the person in at once: the account
      // panel then replaces this form, and there is no email to wait for.
      if (data.session) return announce(t('signIn.done'));
      onRegistered(address);
      announce(t('register.checkEmailHeading'));
    },
  });
  const defaultName = address.includes('@') ? displayNameFor(address) : '';

  return (
    <form noValidate onSubmit={submit} aria-labelledby="auth-heading" className="space-y-5">
      <RequiredNote />
      <EmailField id={IDS.email} value={email} onValue={onEmail} error={form.fieldError('email')} />
      <NewPasswordField id={IDS.password} value={password} onValue={setPassword} error={form.fieldError('password')} />
      <TextField
        id="register-display-name"
        name="display-name"
        label={t('fields.displayName')}
        autoComplete="nickname"
        maxLength={100}
        hint={defaultName ? t('fields.displayNameHintFor', { name: defaultName }) : t('fields.displayNameHint')}
        value={displayName}
        onValueChange={setDisplayName}
      />
      {form.problem && <ProblemMessage problem={form.problem} />}
      <SubmitButton submitting={form.busy} busyLabel={t('register.submitting')}>
        {t('register.submit')}
      </SubmitButton>
    </form>
  );
}
