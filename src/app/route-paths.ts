/**
 * The route table as data (no React), shared by the router, the sitemap generator and the tests.
 * `indexable: false` pages carry `noindex` and stay out of the sitemap.
 */
export const ROUTES = [
  { id: 'home', path: '/', indexable: true },
  { id: 'concerts', path: '/concerts', indexable: true },
  { id: 'concertDemo', path: '/concert/demo', indexable: true },
  { id: 'concert', path: '/concert/:id', indexable: true },
  { id: 'artist', path: '/artist/:id', indexable: true },
  { id: 'booking', path: '/booking', indexable: true },
  { id: 'contact', path: '/contact', indexable: true },
  { id: 'about', path: '/about', indexable: true },
  { id: 'donate', path: '/donate', indexable: true },
  { id: 'contribute', path: '/contribute', indexable: true },
  { id: 'neuromarketing', path: '/neuromarketing', indexable: true },
  { id: 'waitlist', path: '/waitlist', indexable: true },
  { id: 'auth', path: '/auth', indexable: false },
  { id: 'verifyEmail', path: '/verify-email', indexable: false },
  { id: 'admin', path: '/admin', indexable: false },
  { id: 'securityDashboard', path: '/security-dashboard', indexable: false },
  { id: 'shop', path: '/shop', indexable: true },
  { id: 'aframeDemo', path: '/aframe-demo', indexable: true },
  { id: 'accessibility', path: '/accessibility', indexable: true },
  { id: 'privacy', path: '/privacy', indexable: true },
  { id: 'pricing', path: '/pricing', indexable: true },
  { id: 'notFound', path: '*', indexable: false },
] as const;

export type RouteId = (typeof ROUTES)[number]['id'];

/** Concrete public paths for the sitemap: indexable routes without parameters. */
export function sitemapPaths(): string[] {
  return ROUTES.map((r): { path: string; indexable: boolean } => r)
    .filter((r) => r.indexable && !r.path.includes(':') && r.path !== '*')
    .map((r) => r.path);
}
