import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/lib/forms/fields';
import { PasswordField } from '@/lib/forms/password-field';
import { PasswordRules } from './password-rules';

interface CredentialFieldProps {
  id: string;
  value: string;
  onValue: (value: string) => void;
  /** Translated, beside the field. */
  error?: ReactNode;
}

/** The email field every account form shares (the field kit's, set up once): required, no keyboard fixes. */
export function EmailField({ id, value, onValue, error }: CredentialFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      id={id}
      name="email"
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      value={value}
      onValueChange={onValue}
      errorText={error}
    />
  );
}

/** The password to sign in with. */
export function CurrentPasswordField({ id, value, onValue, error }: CredentialFieldProps) {
  const { t } = useTranslation('auth');
  return <PasswordField id={id} name="password" label={t('fields.password')} autoComplete="current-password" required value={value} onValueChange={onValue} errorText={error} />;
}

/** A new password (registration, reset), with its rules shown before typing rather than found through errors. */
export function NewPasswordField({ id, value, onValue, error }: CredentialFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <PasswordField
      id={id}
      name="new-password"
      label={t('fields.newPassword')}
      autoComplete="new-password"
      required
      hint={<PasswordRules />}
      value={value}
      onValueChange={onValue}
      errorText={error}
    />
  );
}
