/**
 * Where /auth sends a person once they are signed in: `/auth?next=/facility/register` from a page that
 * needs an account. Only a path of this site: never `//host` or `/\host` (which browsers read as another
 * host), nothing with a scheme, control characters or spaces, and never /auth itself.
 */
export function safeNextPath(value: string | null): string | null {
  if (value === null || value.length > 512) return null;
  if (!/^\/(?![/\\])[^\s\\]*$/.test(value) || /\p{Cc}/u.test(value)) return null;
  if (value === '/auth' || value.startsWith('/auth?') || value.startsWith('/auth/')) return null;
  return value;
}

/** A link of /auth that keeps the way back (`next`) when it switches between sign-in and registration. */
export function withNext(to: string, next: string | null): string {
  if (next === null) return to;
  return `${to}${to.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}`;
}
