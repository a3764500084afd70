import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/ui/button';
import { PanelMessage } from './panel-message';

type Refusal = 'signedOut' | 'notAdmin' | 'needsSecondFactor';

const LINKS: Record<Refusal, { to: string; key: 'signIn' | 'home' | 'security' }> = {
  signedOut: { to: '/auth', key: 'signIn' },
  notAdmin: { to: '/', key: 'home' },
  needsSecondFactor: { to: '/security-dashboard', key: 'security' },
};

/** Why this person sees no data, and the one place that helps: sign in, go back, or add a second factor. */
export function AccessNotice({ reason }: { reason: Refusal }) {
  const { t } = useTranslation('admin');
  const link = LINKS[reason];
  return (
    <PanelMessage title={t(`access.${reason}.title`)}>
      <p>{t(`access.${reason}.text`)}</p>
      <Link to={link.to} className={buttonClasses('primary', 'mt-4')}>
        {t(`access.${reason}.link`)}
      </Link>
    </PanelMessage>
  );
}
