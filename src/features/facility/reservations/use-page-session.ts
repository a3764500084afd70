import type { User } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { loadSupabase, type TuttiClient } from '@/lib/supabase/client';

export interface PageSession {
  client: TuttiClient | null;
  user: User | null;
}

/**
 * The session on a page outside the account providers (the concert page: public, prerendered, and without
 * app/account-providers.tsx). Follows supabase-js's events as AuthProvider does, for this part of the page only:
 * a visitor whose code has just signed them in, or a member signing out in another tab, shows here at once.
 */
export function usePageSession(): PageSession {
  const [state, setState] = useState<PageSession>({ client: null, user: null });
  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    void loadSupabase().then((client) => {
      if (!active || !client) return;
      const { data } = client.auth.onAuthStateChange((_event, session) => setState({ client, user: session?.user ?? null }));
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);
  return state;
}
