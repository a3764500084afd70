import { useTranslation } from 'react-i18next';
import { authErrorKey } from './auth-errors';

/** Turns an error of the auth service into a sentence in the visitor's language (`auth:errors.<key>`). */
export function useAuthErrorText(): (error: unknown) => string {
  const { t } = useTranslation('auth');
  return (error) => t(`errors.${authErrorKey(error)}`);
}
