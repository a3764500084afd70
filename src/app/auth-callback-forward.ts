/**
 * Confirmation emails lead back to the site root (SPEC section 7). When the root is opened with an
 * auth callback in its address, the address becomes /verify-email (query and hash kept) before the
 * router starts, so that page completes the link. Plain string checks: the home page's download
 * stays free of supabase-js.
 */
const QUERY_KEYS = ['code', 'token_hash', 'error', 'error_code', 'error_description'];
const HASH_KEYS = ['access_token', 'error', 'error_code', 'error_description'];
export const VERIFY_EMAIL_PATH = '/verify-email';

function hasAny(params: string, keys: string[]): boolean {
  const parsed = new URLSearchParams(params);
  return keys.some((key) => parsed.has(key));
}

/** The address to continue at, or null when this is not an auth callback at the root. */
export function authCallbackTarget({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): string | null {
  if (pathname !== '/') return null;
  const isCallback = hasAny(search, QUERY_KEYS) || hasAny(hash.replace(/^#/, ''), HASH_KEYS);
  return isCallback ? `${VERIFY_EMAIL_PATH}${search}${hash}` : null;
}

/** Rewrites the address in place (no reload, no extra history entry). */
export function forwardAuthCallback(): void {
  const target = authCallbackTarget(window.location);
  if (target !== null) window.history.replaceState(window.history.state, '', target);
}
