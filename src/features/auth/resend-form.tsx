import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { RequiredNote, SubmitButton } from '@/lib/forms/form-parts';
import { checkEmail, normaliseEmail } from './credentials';
import { EmailField } from './credential-fields';
import { ProblemMessage } from './problem-message';
import { resendConfirmation } from './resend-confirmation';
import { useAuthForm } from './use-auth-form';

const IDS = { email: 'resend-email' };

/** 'Send me a new confirmation link': the way on from an expired or unusable link. */
export function ResendForm({ client, initialEmail = '' }: { client: TuttiClient; initialEmail?: string }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm(IDS);
  const submit = form.onSubmit({
    check: () => {
      const problem = checkEmail(email);
      return problem ? { email: problem } : {};
    },
    send: () => resendConfirmation(client, email),
    done: () => {
      setSentTo(normaliseEmail(email));
      announce(t('resend.sent', { email: normaliseEmail(email) }));
    },
  });

  return (
    <section aria-labelledby="resend-heading" className="space-y-4 rounded-2xl bg-slate-50 p-5 dark:bg-slate-900">
      <h2 id="resend-heading" className="text-2xl font-bold text-slate-950 dark:text-white">
        {t('resend.heading')}
      </h2>
      {sentTo !== null ? (
        <p className="text-lg">
          {t('resend.sent', { email: sentTo })}
        </p>
      ) : (
        <form noValidate onSubmit={submit} aria-labelledby="resend-heading" className="space-y-5">
          <RequiredNote />
          <EmailField id={IDS.email} value={email} onValue={setEmail} error={form.fieldError('email')} />
          {form.problem && <ProblemMessage problem={form.problem} />}
          <SubmitButton submitting={form.busy} busyLabel={t('resend.submitting')}>
        {t('resend.submit')}
      </SubmitButton>
        </form>
      )}
    </section>
  );
}
