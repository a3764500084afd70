/** Canonical URL: the site's address plus the path, without query or trailing slash (except the root). */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

/** Alternate-language URL: the canonical URL with a `lang` query parameter. */
export function alternateUrl(siteUrl: string, pathname: string, language: string): string {
  return `${canonicalUrl(siteUrl, pathname)}?lang=${encodeURIComponent(language)}`;
}
