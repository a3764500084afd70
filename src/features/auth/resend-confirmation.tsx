import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeAuthError, type AuthProblem } from '@/lib/auth/auth-errors';
import { BUSY_BUTTON } from '@/lib/forms/form-parts';
import { useSubmission } from '@/lib/forms/use-submission';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import { normaliseEmail, siteRoot } from './credentials';
import { ProblemText } from './problem-message';

/** Asks the auth service for a new confirmation email (SPEC section 7: it leads to the site root). */
export function resendConfirmation(client: TuttiClient, email: string) {
  return client.auth.resend({ type: 'signup', email: normaliseEmail(email), options: { emailRedirectTo: siteRoot(window.location.origin) } });
}

/** One button beside 'your email is not confirmed': sends the confirmation link again. */
export function ResendConfirmation({ client, email }: { client: TuttiClient; email: string }) {
  const { t } = useTranslation('auth');
  const { submitting: busy, run } = useSubmission();
  const [outcome, setOutcome] = useState<'sent' | AuthProblem | null>(null);
  const send = () =>
    run(async () => {
      const { error } = await resendConfirmation(client, email);
      const next = error ? describeAuthError(error) : 'sent';
      setOutcome(next);
      announce(next === 'sent' ? t('resend.sent', { email: normaliseEmail(email) }) : t(`errors.${next.key}`));
    });
  return (
    <div className="mt-3 space-y-2 text-base font-normal">
      <Button variant="secondary" aria-disabled={busy || undefined} className={BUSY_BUTTON} onClick={() => void send()}>
        {busy ? t('resend.submitting') : t('resend.again')}
      </Button>
      {outcome === 'sent' && <p>{t('resend.sent', { email: normaliseEmail(email) })}</p>}
      {outcome !== null && outcome !== 'sent' && <ProblemText problem={outcome} />}
    </div>
  );
}
