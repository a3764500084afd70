import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { buttonClasses } from '@/ui/button';
import { describeAuthError } from '@/lib/auth/auth-errors';
import { AuthFrame, AuthLoading } from './auth-frame';
import { ProblemMessage } from './problem-message';
import { ResendForm } from './resend-form';
import { useLinkOutcome } from './use-link-outcome';

/**
 * /verify-email inside an AuthProvider: completes the confirmation link (token_hash or code, or an
 * error the link carried) and says what happened, with the way on when it did not work.
 */
export function VerifyEmailScreen() {
  const { t } = useTranslation('auth');
  const { loading, client, user, event } = useAuth();
  const link = useLinkOutcome(client);

  // After a used link, wait for the session event too, so the success view has the person's email.
  if (loading || client === null || link === 'pending' || (link.kind === 'signedIn' && !user))
    return <AuthFrame heading={t('verify.checkingHeading')}><AuthLoading text={t('verify.checking')} /></AuthFrame>;

  // A password-reset link that came this way: the new password is chosen on /auth.
  if (link.kind === 'signedIn' && (link.recovery || event === 'PASSWORD_RECOVERY')) return <Navigate to="/auth?mode=update-password" replace />;

  if (link.kind === 'failed')
    return (
      <AuthFrame heading={t('verify.failedHeading')}>
        <ProblemMessage problem={describeAuthError(link.error)} />
        <p className="text-lg">{t('verify.whatToDo')}</p>
        <ResendForm client={client} />
      </AuthFrame>
    );

  if (user && (link.kind === 'signedIn' || user.email_confirmed_at))
    return (
      <AuthFrame heading={t('verify.successHeading')} intro={<p>{t('verify.successText', { email: user.email ?? '' })}</p>}>
        <div className="flex flex-wrap gap-3">
          <Link to="/" className={buttonClasses('primary')}>
            {t('verify.continue')}
          </Link>
          <Link to="/auth" className={buttonClasses('secondary')}>
            {t('verify.account')}
          </Link>
        </div>
      </AuthFrame>
    );

  return (
    <AuthFrame heading={t('verify.noLinkHeading')} intro={<p>{t('verify.noLinkText')}</p>}>
      <ResendForm client={client} initialEmail={user?.email ?? ''} />
    </AuthFrame>
  );
}
