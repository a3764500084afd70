import type { SupabaseClient } from '@supabase/supabase-js';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from '@/lib/env';
import { timedFetch } from '@/lib/timed-fetch';
import type { Database } from './database.types';

export type TuttiClient = SupabaseClient<Database>;

let client: Promise<TuttiClient> | undefined;

/**
 * The one Supabase client, created on first use: supabase-js is loaded by the features that need it
 * (accounts, admin, forms on send, reservations), never with the home page. Null when this deployment
 * has no backend configured (README: Configuration).
 */
export function loadSupabase(): Promise<TuttiClient | null> {
  const url = SUPABASE_URL;
  const key = SUPABASE_ANON_KEY;
  if (url === undefined || key === undefined) return Promise.resolve(null);
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient<Database>(url, key, {
      // PKCE: the confirmation and recovery links carry a one-time code, not tokens, in the URL.
      auth: { flowType: 'pkce', persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
      // Data, functions and auth alike: a backend that never answers becomes an error the screen can show.
      global: { fetch: timedFetch() },
    }),
  );
  return client;
}
