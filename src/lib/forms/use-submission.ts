import { useCallback, useRef, useState } from 'react';

/**
 * Idle/submitting state of a form, with a lock against double submits. Shared by every form.
 *
 *   const { submitting, run } = useSubmission();
 *   <form onSubmit={(e) => { e.preventDefault(); void run(async () => { ...validate and send... }); }}>
 *   <SubmitButton submitting={submitting}>…</SubmitButton>   // disabled while submitting
 *
 * The lock is a ref, set synchronously: a second submit event (double click, Enter twice) arriving before
 * React has re-rendered the disabled button is ignored, so one person's send is one request.
 * `run` resolves to false when it refused to start because a send was already in flight.
 */
export interface Submission {
  submitting: boolean;
  run: (task: () => Promise<void> | void) => Promise<boolean>;
}

export function useSubmission(): Submission {
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const run = useCallback(async (task: () => Promise<void> | void) => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setSubmitting(true);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
    return true;
  }, []);

  return { submitting, run };
}
