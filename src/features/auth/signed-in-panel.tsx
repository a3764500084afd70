import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { User } from '@supabase/supabase-js';
import { describeAuthError, type AuthProblem } from '@/lib/auth/auth-errors';
import { BUSY_BUTTON } from '@/lib/forms/form-parts';
import { useSubmission } from '@/lib/forms/use-submission';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { Button, buttonClasses } from '@/ui/button';
import { ProblemMessage } from './problem-message';

/** The name the person chose at sign-up (user_metadata.display_name), if any. */
function displayNameOf(user: User): string | undefined {
  const chosen: unknown = user.user_metadata?.display_name;
  return typeof chosen === 'string' && chosen.trim() !== '' ? chosen : undefined;
}

/**
 * Who is signed in, the way to their account screens, and sign-out. The admin link is only a
 * signpost for people whose account carries the admin claim (set by the service role, never by the
 * person): the database decides who reads admin data, not this link.
 */
export function SignedInPanel({ client, user }: { client: TuttiClient; user: User }) {
  const { t } = useTranslation('auth');
  const { submitting: busy, run } = useSubmission();
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const isAdmin = user.app_metadata?.role === 'admin';
  const name = displayNameOf(user);

  const signOut = () =>
    run(async () => {
      setProblem(null);
      // This device only; the security dashboard signs out other devices. supabase-js ignores a
      // 401, 403 or 404 answer and removes the local session anyway (SPEC section 8).
      const { error } = await client.auth.signOut({ scope: 'local' });
      if (!error) return announce(t('signedIn.signedOut'));
      const next = describeAuthError(error);
      setProblem(next);
      announce(t(`errors.${next.key}`), { politeness: 'assertive' });
    });

  return (
    <div className="space-y-6">
      <p className="text-xl">
        {name ? t('signedIn.signedInAs', { name, email: user.email ?? '' }) : t('signedIn.signedInAsEmail', { email: user.email ?? '' })}
      </p>
      <nav aria-label={t('signedIn.linksLabel')} className="flex flex-wrap gap-3">
        <Link to="/security-dashboard" className={buttonClasses('secondary')}>
          {t('signedIn.securityDashboard')}
        </Link>
        {isAdmin && (
          <Link to="/admin" className={buttonClasses('secondary')}>
            {t('signedIn.admin')}
          </Link>
        )}
      </nav>
      {problem && <ProblemMessage problem={problem} />}
      <Button aria-disabled={busy || undefined} className={BUSY_BUTTON} onClick={() => void signOut()}>
        {busy ? t('signedIn.signingOut') : t('signedIn.signOut')}
      </Button>
    </div>
  );
}
