import { useEffect, useRef, useState } from 'react';
import type { TuttiClient } from '@/lib/supabase/client';
import { completeLink, withoutLinkParameters, type LinkOutcome } from './complete-link';

/**
 * Completes the email link this page was opened with, once the client is there: 'pending' until
 * then. The address is read at the first render, before supabase-js tidies it up; once the link
 * is used its one-time parameters leave the address bar, so a reload does not spend it again.
 */
export function useLinkOutcome(client: TuttiClient | null): LinkOutcome | 'pending' {
  const opened = useRef(new URL(window.location.href));
  const started = useRef(false);
  const [outcome, setOutcome] = useState<LinkOutcome | 'pending'>('pending');

  useEffect(() => {
    if (client === null || started.current) return;
    started.current = true;
    void completeLink(client.auth, opened.current, () => window.location.search)
      .catch((error: unknown): LinkOutcome => ({ kind: 'failed', error }))
      .then((result) => {
        if (result.kind === 'signedIn') window.history.replaceState(window.history.state, '', withoutLinkParameters(new URL(window.location.href)));
        setOutcome(result);
      });
  }, [client]);

  return outcome;
}
