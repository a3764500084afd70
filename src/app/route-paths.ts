/**
 * The route table as data (no React), shared by the router, the sitemap generator and the tests. It ships in
 * every page's first download, so it holds only what the browser reads; what the build's start script preloads
 * for a route is in route-start-code.ts.
 * `indexable: false` pages carry `noindex` and stay out of the sitemap; `account` pages sit inside the session
 * and live-data providers (app/account-providers.tsx). `namespaces` are the translation
 * files a page reads beyond `common` and `seo`: fetched together with the page's code on first load.
 * `programmeTextsLater`: the page's first render shows no programme texts, so the sample programme's texts
 * (src/features/concerts/sample) are not fetched before it; the parts that show them ask for them.
 */

export const ROUTES = [
  // The sections further down read concerts, partners, testimonials, artist, media and forms (the pilot form):
  // they load with them (home-page.tsx), as do the sample programme's texts (`programmeTextsLater`).
  { id: 'home', path: '/', indexable: true, namespaces: ['home'], programmeTextsLater: true },
  { id: 'concerts', path: '/concerts', indexable: true, namespaces: ['agenda', 'concerts'] },
  { id: 'concertDemo', path: '/concert/demo', indexable: true, namespaces: ['player', 'concerts'] },
  { id: 'concert', path: '/concert/:id', indexable: true, namespaces: ['concerts', 'player', 'forms', 'reserve'] },
  // A concert's stage (its artist, host and admins): private, noindex like /admin.
  { id: 'concertStage', path: '/concert/:id/stage', indexable: false, account: true, namespaces: ['stage', 'concerts'] },
  { id: 'artist', path: '/artist/:id', indexable: true, namespaces: ['artist', 'concerts', 'media'] },
  { id: 'booking', path: '/booking', indexable: true, namespaces: ['forms', 'booking'] },
  { id: 'contact', path: '/contact', indexable: true, namespaces: ['forms', 'contact'] },
  { id: 'about', path: '/about', indexable: true, namespaces: ['about'] },
  { id: 'donate', path: '/donate', indexable: true, namespaces: ['donate'] },
  { id: 'contribute', path: '/contribute', indexable: true, namespaces: ['contribute'] },
  { id: 'neuromarketing', path: '/neuromarketing', indexable: true, namespaces: ['neuromarketing'] },
  { id: 'waitlist', path: '/waitlist', indexable: true, namespaces: ['forms', 'waitlist'] },
  { id: 'auth', path: '/auth', indexable: false, account: true, namespaces: ['auth', 'forms'] },
  { id: 'verifyEmail', path: '/verify-email', indexable: false, account: true, namespaces: ['auth', 'forms'] },
  { id: 'admin', path: '/admin', indexable: false, account: true, namespaces: ['admin'] },
  // Programme publishing and the audit trail, for admins with a second factor (noindex like /admin).
  { id: 'adminConcerts', path: '/admin/concerts', indexable: false, account: true, namespaces: ['admin'] },
  { id: 'adminConcert', path: '/admin/concerts/:id', indexable: false, account: true, namespaces: ['admin', 'forms'] },
  { id: 'adminArtists', path: '/admin/artists', indexable: false, account: true, namespaces: ['admin'] },
  { id: 'adminArtist', path: '/admin/artists/:id', indexable: false, account: true, namespaces: ['admin', 'forms'] },
  { id: 'adminAudit', path: '/admin/audit', indexable: false, account: true, namespaces: ['admin'] },
  { id: 'securityDashboard', path: '/security-dashboard', indexable: false, account: true, namespaces: ['account', 'auth', 'forms'] },
  { id: 'shop', path: '/shop', indexable: true, namespaces: ['shop'] },
  { id: 'aframeDemo', path: '/aframe-demo', indexable: true, namespaces: ['placeholders', 'aframe'] },
  { id: 'accessibility', path: '/accessibility', indexable: true, namespaces: ['accessibility'] },
  { id: 'privacy', path: '/privacy', indexable: true, namespaces: ['privacy', 'consent'] },
  { id: 'pricing', path: '/pricing', indexable: true, namespaces: ['pricing'] },
  // The conference kiosk: full screen, without the site's header, footer, banners or floating buttons.
  { id: 'kiosk', path: '/kiosk', indexable: false, namespaces: ['kiosk', 'player'], bare: true },
  // Group sessions: care staff lead (signed in), headsets follow (with the join code).
  { id: 'session', path: '/session', indexable: false, account: true, namespaces: ['sessions', 'player', 'concerts', 'mood'] },
  { id: 'join', path: '/join', indexable: false, account: true, namespaces: ['sessions', 'player', 'concerts', 'mood'] },
  // A care manager registers their facility (issue 25): signed in, noindex like the other account pages.
  { id: 'facilityRegister', path: '/facility/register', indexable: false, account: true, namespaces: ['facility', 'forms'] },
  // A facility's page (issue 25): its concerts, staff and details; where its staff land after sign-in.
  { id: 'facility', path: '/facility', indexable: false, account: true, namespaces: ['facility', 'forms', 'sessions', 'mood'] },
  { id: 'notFound', path: '*', indexable: false, namespaces: [] },
] as const;

export type RouteId = (typeof ROUTES)[number]['id'];

/** Routes drawn without the site's chrome (header, footer, cookie banner, accessibility button). */
export function isBarePath(pathname: string): boolean {
  return ROUTES.some((r) => 'bare' in r && r.bare && r.path === pathname.replace(/\/+$/, ''));
}

/** Concrete public paths for the sitemap: indexable routes without parameters. */
export function sitemapPaths(): string[] {
  return ROUTES.map((r): { path: string; indexable: boolean } => r)
    .filter((r) => r.indexable && !r.path.includes(':') && r.path !== '*')
    .map((r) => r.path);
}
