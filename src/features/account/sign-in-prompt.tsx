import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/ui/button';
import { StatusText } from './status-text';

/** Nobody is signed in: say why the page is empty and where to sign in. */
export function SignInPrompt({ signedOutEverywhere }: { signedOutEverywhere: boolean }) {
  const { t } = useTranslation('account');
  return (
    <div className="space-y-4 rounded-2xl border-2 border-slate-300 p-6 dark:border-slate-600">
      {signedOutEverywhere && <StatusText tone="success">{t('signedOut.everywhere')}</StatusText>}
      <h2 className="text-2xl font-bold text-slate-900 dark:text-white">{t('signedOut.heading')}</h2>
      <p className="text-lg text-slate-700 dark:text-slate-300">{t('signedOut.text')}</p>
      <Link to="/auth" className={buttonClasses('primary')}>
        {t('signedOut.link')}
      </Link>
    </div>
  );
}
