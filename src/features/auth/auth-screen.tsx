import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import type { TuttiClient } from '@/lib/supabase/client';
import { describeAuthError } from '@/lib/auth/auth-errors';
import { AuthFrame, AuthLoading, TEXT_LINK } from './auth-frame';
import { parseAuthMode, type AuthMode } from './auth-mode';
import { ForgotPasswordForm } from './forgot-password-form';
import { ModeSwitch } from './mode-switch';
import { safeNextPath } from './next-path';
import { ProblemMessage } from './problem-message';
import { RegisterForm } from './register-form';
import { SignedInPanel } from './signed-in-panel';
import { SignInForm } from './sign-in-form';
import { UpdatePasswordForm } from './update-password-form';

import { useLinkOutcome } from './use-link-outcome';

const HEADING = { 'sign-in': 'signIn', register: 'register', forgot: 'forgot', 'update-password': 'updatePassword' } as const;

/** /auth inside an AuthProvider: picks the view from the session, the link it was opened with, and `?mode=`. */
export function AuthScreen() {
  const { t } = useTranslation('auth');
  const { loading, client, session, user, event } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const mode = parseAuthMode(params.get('mode'));
  const link = useLinkOutcome(client);
  const [email, setEmail] = useState('');
  const [registered, setRegistered] = useState<string | null>(null);
  const [passwordSaved, setPasswordSaved] = useState(false);

  if (loading || client === null || link === 'pending')
    return <AuthFrame heading={t(`${HEADING[mode]}.heading`)}><AuthLoading text={t('loading')} /></AuthFrame>;

  const fromResetLink = event === 'PASSWORD_RECOVERY' || (link.kind === 'signedIn' && link.recovery);
  if (session && user && !passwordSaved && (mode === 'update-password' || fromResetLink))
    return (
      <AuthFrame heading={t('updatePassword.heading')} intro={<p>{t('updatePassword.intro', { email: user.email ?? '' })}</p>}>
        <UpdatePasswordForm
          client={client}
          email={user.email ?? ''}
          onDone={() => {
            setPasswordSaved(true);
            void navigate('/auth', { replace: true });
          }}
        />
      </AuthFrame>
    );

  // Signed in on the way to a page that needs an account (/auth?next=…): back to it.
  const next = safeNextPath(params.get('next'));
  if (session && user && next !== null && !passwordSaved) return <Navigate to={next} replace />;

  if (session && user)
    return (
      <AuthFrame heading={t('signedIn.heading')} intro={passwordSaved ? <p>{t('updatePassword.done')}</p> : undefined}>
        <SignedInPanel client={client} user={user} />
      </AuthFrame>
    );

  if (registered !== null)
    return (
      <AuthFrame heading={t('register.checkEmailHeading')} intro={<p>{t('register.checkEmailText', { email: registered })}</p>}>
        <p className="text-lg">{t('register.checkEmailHint')}</p>
        <BackToSignIn onClick={() => setRegistered(null)} />
      </AuthFrame>
    );

  const linkError = link.kind === 'failed' ? link.error : undefined;
  return <SignedOutViews client={client} mode={mode} linkError={linkError} email={email} onEmail={setEmail} onRegistered={setRegistered} />;
}

interface SignedOutProps {
  client: TuttiClient;
  mode: AuthMode;
  linkError: unknown;
  email: string;
  onEmail: (email: string) => void;
  onRegistered: (email: string) => void;
}

function SignedOutViews({ client, mode, linkError, email, onEmail, onRegistered }: SignedOutProps) {
  const { t } = useTranslation('auth');
  const shared = { client, email, onEmail };
  // A reset link that failed, or /auth?mode=update-password without one: the way on is a new link.
  if (mode === 'forgot' || mode === 'update-password' || linkError !== undefined)
    return (
      <AuthFrame heading={t('forgot.heading')} intro={<p>{t(mode === 'forgot' ? 'forgot.intro' : 'forgot.introAfterLink')}</p>}>
        {linkError !== undefined && <ProblemMessage problem={describeAuthError(linkError)} />}
        <ForgotPasswordForm {...shared} />
        <BackToSignIn />
      </AuthFrame>
    );
  return (
    <AuthFrame
      heading={t(mode === 'register' ? 'register.heading' : 'signIn.heading')}
      intro={<p>{t(mode === 'register' ? 'register.intro' : 'signIn.intro')}</p>}
    >
      <ModeSwitch mode={mode} />
      {mode === 'register' ? <RegisterForm {...shared} onRegistered={onRegistered} /> : <SignInForm {...shared} />}
    </AuthFrame>
  );
}

function BackToSignIn({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Link to="/auth" onClick={onClick} className={TEXT_LINK}>
      {t('register.backToSignIn')}
    </Link>
  );
}
