import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { describeAuthError, type AuthProblem } from '@/lib/auth/auth-errors';
import { useSubmission } from '@/lib/forms/use-submission';
import { announce } from '@/ui/announcer';
import type { CredentialProblems } from './credentials';
import { ProblemText, useProblemText } from './problem-message';

type Field = keyof CredentialProblems;

interface Submission<R extends { error: unknown }> {
  /** The form's own checks; any problem stops the submission before a request is made. */
  check: () => CredentialProblems;
  /** The supabase-js call; its `error` (returned, or thrown) is explained to the person. */
  send: () => Promise<R>;
  done: (result: R) => void;
}

/**
 * What every account form does on submit: check, send once, and on a problem put the message where
 * it belongs (beside its field, which gets focus, or above the button, announced).
 * `ids` are the inputs of the form's fields.
 */
export function useAuthForm(ids: Partial<Record<Field, string>>) {
  const [checks, setChecks] = useState<CredentialProblems>({});
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const { submitting: busy, run } = useSubmission();
  const text = useProblemText();

  const focus = (field: Field) => {
    const id = ids[field];
    if (id) document.getElementById(id)?.focus();
  };

  async function attempt<R extends { error: unknown }>({ check, send, done }: Submission<R>) {
    const found = check();
    flushSync(() => {
      setChecks(found);
      setProblem(null);
    });
    const invalid = (['email', 'password'] as const).find((field) => found[field] !== undefined);
    if (invalid) return focus(invalid);
    let error: unknown;
    try {
      const result = await send();
      if (!result.error) return done(result);
      error = result.error;
    } catch (thrown) {
      error = thrown;
    }
    const next = describeAuthError(error);
    flushSync(() => setProblem(next));
    if (next.field && ids[next.field]) focus(next.field);
    else announce(text.service(next), { politeness: 'assertive' });
  }

  return {
    busy,
    /** Form-level problem (not tied to one field), for a ProblemMessage above the button. */
    problem: problem && !(problem.field && ids[problem.field]) ? problem : null,
    onSubmit: <R extends { error: unknown }>(submission: Submission<R>) => (event: FormEvent) => {
      event.preventDefault();
      void run(() => attempt(submission));
    },
    fieldError: (field: Field) => {
      const own = checks[field];
      if (own) return text.credential(own);
      return problem?.field === field && ids[field] ? <ProblemText problem={problem} /> : undefined;
    },
  };
}
