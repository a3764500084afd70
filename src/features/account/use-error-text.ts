import { useTranslation } from 'react-i18next';
import { authErrorKey, type AuthErrorLike } from './auth-error-key';

/** Turns an error of the account service into a sentence in the visitor's language. */
export function useErrorText(): (error: AuthErrorLike) => string {
  const { t } = useTranslation('account');
  return (error) => t(`errors.${authErrorKey(error)}`);
}
