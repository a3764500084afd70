/** Stands in for the page's origin when the base is a site path; never fetched. */
const PLACEHOLDER_ORIGIN = 'https://base.invalid';

const hasScheme = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url);

/**
 * `reference` (a URI read from a playlist) resolved against the playlist's own URL, as a browser would. The
 * base may be absolute (`https://cdn/x/master.m3u8`) or a site path (`/media/demo/master.m3u8`, what the
 * site passes), and a site path comes back as a site path, so the result fetches the same from any page.
 */
export function resolveUrl(reference: string, base: string): string {
  if (hasScheme(base)) return new URL(reference, base).href;
  const resolved = new URL(reference, new URL(base, `${PLACEHOLDER_ORIGIN}/`));
  if (resolved.origin !== PLACEHOLDER_ORIGIN) return resolved.href;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // A relative base (`media/demo/master.m3u8`) gives a relative result.
  return base.startsWith('/') ? path : path.slice(1);
}
