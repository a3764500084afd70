/*
 * Whether this site's own Content-Security-Policy blocked a request (connect-src): the browser answers a blocked
 * fetch as it answers a dead host, but it also reports the violation on the document. The probes tell the admin
 * "this site is not set up for that host" (VITE_STREAM_ORIGINS) instead of "unreachable".
 */

/** Runs `request`, and says whether the policy blocked an address of `url`'s origin meanwhile. */
export async function watchingPolicy<T>(url: string, request: () => Promise<T>): Promise<{ result: T; blocked: boolean } | { error: unknown; blocked: boolean }> {
  const origin = new URL(url).origin;
  let blocked = false;
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (URL.canParse(event.blockedURI) && new URL(event.blockedURI).origin === origin) blocked = true;
  };
  const target = typeof document === 'undefined' ? null : document;
  target?.addEventListener('securitypolicyviolation', onViolation);
  try {
    const result = await request();
    return { result, blocked };
  } catch (error) {
    // The event is dispatched as a task of its own: let it arrive before deciding.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { error, blocked };
  } finally {
    target?.removeEventListener('securitypolicyviolation', onViolation);
  }
}
