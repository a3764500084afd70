import { useEffect, useState, type ReactNode } from 'react';
import { HAS_BACKEND } from '@/lib/env';
import { loadSupabase } from '@/lib/supabase/client';
import { AuthContext, type AuthState } from './auth-context';

const INITIAL: AuthState = { configured: HAS_BACKEND, loading: HAS_BACKEND, session: null, user: null, client: null };

/**
 * Follows the Supabase session (SPEC section 4). supabase-js does the refreshing, the re-check on
 * visibility and the URL callback; this only mirrors its events into React. `loading` stays true
 * until the first event (INITIAL_SESSION, sent once supabase-js has read storage and the URL).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(INITIAL);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    void loadSupabase().then((client) => {
      if (!active) return;
      if (client === null) {
        setState({ ...INITIAL, configured: false, loading: false });
        return;
      }
      setState((previous) => ({ ...previous, client }));
      const { data } = client.auth.onAuthStateChange((event, session) => {
        setState({ configured: true, loading: false, session, user: session?.user ?? null, client, event });
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
