import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from './credentials';

/** The rules of a new password, visible before typing rather than discovered through errors. */
export function PasswordRules() {
  const { t } = useTranslation('auth');
  return (
    <>
      <p>{t('passwordRules.title')}</p>
      <ul className="list-disc pl-6">
        <li>{t('passwordRules.length', { min: PASSWORD_MIN_LENGTH })}</li>
        <li>{t('passwordRules.unique')}</li>
        <li>{t('passwordRules.tip')}</li>
      </ul>
    </>
  );
}
