import type { EmailOtpType } from '@supabase/supabase-js';
import type { TuttiClient } from '@/lib/supabase/client';

/** What opening an email link came to. `recovery`: it was a password-reset link. */
export type LinkOutcome = { kind: 'none' } | { kind: 'signedIn'; recovery: boolean } | { kind: 'failed'; error: unknown };

type AuthClient = Pick<TuttiClient['auth'], 'initialize' | 'verifyOtp' | 'exchangeCodeForSession' | 'getSession'>;

const OTP_TYPES: readonly EmailOtpType[] = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'];
const otpType = (value: string | null): EmailOtpType => OTP_TYPES.find((type) => type === value) ?? 'email';

/**
 * Completes the email link the page was opened with. supabase-js reads the URL itself when it starts
 * (detectSessionInUrl): a `code` whose verifier this browser holds is exchanged, and errors in the
 * query or hash come back from `initialize()`. What it leaves is done here with its own calls:
 * `token_hash` links (verifyOtp), and a `code` it did not take because the verifier is missing
 * (the link was opened in another browser), which `exchangeCodeForSession` then names.
 *
 * `opened` is the address as the page was opened; `currentSearch` the query now, after supabase-js
 * has removed a code it used.
 */
export async function completeLink(auth: AuthClient, opened: URL, currentSearch: () => string): Promise<LinkOutcome> {
  const { error: urlError } = await auth.initialize();
  if (urlError) return { kind: 'failed', error: urlError };
  const query = opened.searchParams;
  const tokenHash = query.get('token_hash');
  if (tokenHash) {
    const type = otpType(query.get('type'));
    const { error } = await auth.verifyOtp({ token_hash: tokenHash, type });
    return error ? { kind: 'failed', error } : { kind: 'signedIn', recovery: type === 'recovery' };
  }
  const code = query.get('code');
  if (code === null) return { kind: 'none' };
  if (new URLSearchParams(currentSearch()).get('code') === code) {
    const { error } = await auth.exchangeCodeForSession(code);
    return error ? { kind: 'failed', error } : { kind: 'signedIn', recovery: false };
  }
  // supabase-js exchanged the code while starting. For code links, a reset link is told apart by the
  // PASSWORD_RECOVERY event supabase-js sends (AuthState.event), not here.
  const { data } = await auth.getSession();
  return data.session ? { kind: 'signedIn', recovery: false } : { kind: 'none' };
}

/** The address without the one-time parameters, so a reload does not spend a used link again. */
export function withoutLinkParameters(url: URL): string {
  const next = new URL(url);
  for (const key of ['token_hash', 'type', 'code']) next.searchParams.delete(key);
  return `${next.pathname}${next.search}${next.hash}`;
}
