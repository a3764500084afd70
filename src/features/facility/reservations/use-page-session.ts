import type { User } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { loadSupabase, type TuttiClient } from '@/lib/supabase/client';

export interface PageSession {
  client: TuttiClient | null;
  user: User | null;
  /** Whether supabase-js has said who is signed in (its first event): until then `user` is null either way. */
  ready: boolean;
}

/**
 * The session on a page outside the account providers (the concert page: public, prerendered, and without
 * app/account-providers.tsx). Follows supabase-js's events as AuthProvider does, for this part of the page only:
 * a visitor whose code has just signed them in, or a member signing out in another tab, shows here at once.
 */
export function usePageSession(): PageSession {
  const [state, setState] = useState<PageSession>({ client: null, user: null, ready: false });
  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    void loadSupabase().then((client) => {
      if (!active) return;
      if (!client) {
        setState((before) => ({ ...before, ready: true }));
        return;
      }
      const { data } = client.auth.onAuthStateChange((_event, session) => setState({ client, user: session?.user ?? null, ready: true }));
      unsubscribe = () => data.subscription.unsubscribe();
    }).catch(() => {
      // supabase-js did not arrive (a flaky network): no one can be known to be signed in, the page goes on as a visitor's.
      if (active) setState((before) => ({ ...before, ready: true }));
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);
  return state;
}
