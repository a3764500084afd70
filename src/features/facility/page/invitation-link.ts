/**
 * What the address /facility was opened with says about signing in. An invitation's e-mail (staff/invitation-mail.ts)
 * is a magic link of the implicit flow: Auth sends the invitee back with the session's tokens in the fragment, which
 * the site's own client (PKCE) leaves alone. A link made from a `token_hash` template (`?token_hash=…&type=…`)
 * works too. Auth reports a spent or expired link in the fragment or the query as `error_description`.
 */
import type { EmailOtpType } from '@supabase/supabase-js';

export type InvitationLink =
  | { kind: 'none' }
  | { kind: 'tokens'; accessToken: string; refreshToken: string }
  | { kind: 'tokenHash'; tokenHash: string; type: EmailOtpType }
  | { kind: 'failed'; description: string };

const OTP_TYPES: readonly EmailOtpType[] = ['magiclink', 'signup', 'invite', 'email'];

export function readInvitationLink(url: URL): InvitationLink {
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const description = fragment.get('error_description') ?? url.searchParams.get('error_description');
  if (description !== null) return { kind: 'failed', description };
  const accessToken = fragment.get('access_token');
  const refreshToken = fragment.get('refresh_token');
  if (accessToken && refreshToken) return { kind: 'tokens', accessToken, refreshToken };
  const tokenHash = url.searchParams.get('token_hash');
  const type = OTP_TYPES.find((known) => known === url.searchParams.get('type'));
  if (tokenHash && type) return { kind: 'tokenHash', tokenHash, type };
  return { kind: 'none' };
}

/** The address without what the link brought, so a reload does not present it again. */
export function withoutLink(url: URL): string {
  const next = new URL(url);
  for (const key of ['token_hash', 'type', 'error', 'error_code', 'error_description']) next.searchParams.delete(key);
  return `${next.pathname}${next.search}`;
}
