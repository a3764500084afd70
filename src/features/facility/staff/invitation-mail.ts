/**
 * Sends an invitation's e-mail: a magic link from Supabase Auth to the invited address, back to /facility.
 *
 * Not through the site's own client. `signInWithOtp` leaves the sender's session alone, but that client uses the
 * PKCE flow: it would keep the link's code verifier in the manager's browser (replacing any verifier of their own
 * pending link), and the invitee, opening the link on another device, could never exchange the code. This client
 * uses the implicit flow (the link then signs the invitee in wherever they open it; /facility takes its tokens,
 * use-invitation-link.ts) and keeps nothing: no storage, no refresh, no reading of the address bar.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from '@/lib/env';
import { timedFetch } from '@/lib/timed-fetch';

let mailer: Promise<SupabaseClient> | undefined;

function loadMailer(url: string, key: string): Promise<SupabaseClient> {
  mailer ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(url, key, {
      auth: {
        flowType: 'implicit',
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        // Its own name, so it never shares (or warns about sharing) the site client's storage key.
        storageKey: 'tutti-invitation-mailer',
      },
      global: { fetch: timedFetch() },
    }),
  );
  return mailer;
}

/** Where the link leads: the facility's page on this site, where the invitee accepts. */
export const invitationLanding = (origin: string) => `${origin}/facility`;

/** Resolves to true once Auth has taken the e-mail; false when it refused (its rate limit) or could not be reached. */
export async function sendInvitationMail(email: string, origin: string = window.location.origin): Promise<boolean> {
  if (SUPABASE_URL === undefined || SUPABASE_ANON_KEY === undefined) return false;
  try {
    const client = await loadMailer(SUPABASE_URL, SUPABASE_ANON_KEY);
    const { error } = await client.auth.signInWithOtp({ email, options: { emailRedirectTo: invitationLanding(origin), shouldCreateUser: true } });
    return error === null;
  } catch {
    return false;
  }
}
