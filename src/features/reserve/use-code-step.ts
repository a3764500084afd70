import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSubmission } from '@/lib/forms/use-submission';
import { loadSupabase } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { codeDigits, RESEND_COOLDOWN_MS, sendCode, verifyCode, type SendCodeOutcome } from './email-code';
import { confirmSpotRequest, type ConfirmOutcome } from './spot-request';
import type { PendingRequest } from './use-reserve';

/** What the code step says went wrong; each has its text under `reserve:code.problems`. */
export type CodeProblem = 'wrongCode' | 'tooManyTries' | 'notSent' | 'tooSoon' | 'timeout' | 'failed';

/** The code the auth service mails: 6 digits by default, up to 10 when a project sets it so. */
const CODE_SHAPE = /^\d{6,10}$/;

const problemOfSend = (outcome: SendCodeOutcome): CodeProblem | null =>
  outcome.status === 'sent' ? null : outcome.status === 'tooSoon' ? 'tooSoon' : outcome.status === 'timeout' ? 'timeout' : 'notSent';

interface CodeStepOptions {
  pending: PendingRequest;
  onConfirmed: (outcome: ConfirmOutcome) => Promise<void>;
}

/**
 * The code field's state: check the code (`verifyOtp`, which signs the visitor in with the address), then
 * confirm the request with that session; a new code at most once a minute (the auth service's own limit).
 */
export function useCodeStep({ pending, onConfirmed }: CodeStepOptions) {
  const { t } = useTranslation('reserve');
  const email = pending.reservation.contact_email;
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState(false);
  const [problem, setProblem] = useState<CodeProblem | null>(() => problemOfSend(pending.code));
  const [coolingDown, setCoolingDown] = useState(pending.code.status !== 'failed' && pending.code.status !== 'timeout');
  const [resends, setResends] = useState(0);
  const { submitting, run } = useSubmission();
  const field = useRef<HTMLInputElement>(null);

  // Restarted by every code sent: the button comes back when the service would send another.
  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => setCoolingDown(false), RESEND_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [coolingDown, resends]);

  const show = (next: CodeProblem) => {
    flushSync(() => setProblem(next));
    field.current?.focus();
    announce(t(`code.problems.${next}`), { politeness: 'assertive' });
  };

  const submit = () =>
    run(async () => {
      setProblem(null);
      if (!CODE_SHAPE.test(codeDigits(code))) {
        flushSync(() => setFormatError(true));
        field.current?.focus();
        return;
      }
      const client = await loadSupabase();
      if (!client) return show('failed');
      const verified = await verifyCode(client, email, code);
      if (verified.status !== 'verified') return show(verified.status);
      await onConfirmed(await confirmSpotRequest(client, pending.request));
    });

  const resend = () =>
    run(async () => {
      setProblem(null);
      const client = await loadSupabase();
      const sent = client ? await sendCode(client, email) : ({ status: 'failed' } as const);
      const next = problemOfSend(sent);
      if (next) return show(next);
      setCode('');
      setCoolingDown(true);
      setResends((count) => count + 1);
      announce(t('code.resent', { email }));
      field.current?.focus();
    });

  const changeCode = (value: string) => {
    setFormatError(false);
    setCode(value);
  };

  return { email, code, changeCode, formatError, problem, coolingDown, resends, submitting, submit, resend, field };
}
