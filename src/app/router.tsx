import { lazy, type ComponentType } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { ROUTES, type RouteId } from './route-paths';

/** A page's code; `prepare`, where a page has one, starts what it will show (the player's stream) at once. */
type PageModule = Promise<{ default: ComponentType; prepare?: () => void }>;

/** Every page is its own chunk: a visitor downloads only the pages they open. */
const PAGE_LOADERS: Record<RouteId, () => PageModule> = {
  home: () => import('@/pages/home-page'),
  concerts: () => import('@/pages/concerts-page'),
  concertDemo: () => import('@/pages/concert-demo-page'),
  concert: () => import('@/pages/concert-page'),
  concertStage: () => import('@/pages/concert-stage-page'),
  artist: () => import('@/pages/artist-page'),
  booking: () => import('@/pages/booking-page'),
  contact: () => import('@/pages/contact-page'),
  about: () => import('@/pages/about-page'),
  donate: () => import('@/pages/donate-page'),
  contribute: () => import('@/pages/contribute-page'),
  neuromarketing: () => import('@/pages/neuromarketing-page'),
  waitlist: () => import('@/pages/waitlist-page'),
  auth: () => import('@/pages/auth-page'),
  verifyEmail: () => import('@/pages/verify-email-page'),
  admin: () => import('@/pages/admin-page'),
  adminConcerts: () => import('@/pages/admin-concerts-page'),
  adminConcert: () => import('@/pages/admin-concert-page'),
  adminArtists: () => import('@/pages/admin-artists-page'),
  adminArtist: () => import('@/pages/admin-artist-page'),
  adminAudit: () => import('@/pages/admin-audit-page'),
  securityDashboard: () => import('@/pages/security-dashboard-page'),
  shop: () => import('@/pages/shop-page'),
  aframeDemo: () => import('@/pages/aframe-demo-page'),
  accessibility: () => import('@/pages/accessibility-page'),
  privacy: () => import('@/pages/privacy-page'),
  pricing: () => import('@/pages/pricing-page'),
  kiosk: () => import('@/pages/kiosk-page'),
  session: () => import('@/pages/session-page'),
  join: () => import('@/pages/join-page'),
  facilityRegister: () => import('@/pages/facility-register-page'),
  facility: () => import('@/pages/facility-page'),
  notFound: () => import('@/pages/not-found-page'),
};

/**
 * Pages already downloaded (the first one before the first render, any other once visited) render at once:
 * through `lazy()` even a loaded page suspends once, and React then holds the page back until 300 ms
 * after the fallback showed (its Suspense reveal throttle). xr/react/module-loader.ts does the same for the
 * player's code splits; the two cannot share code (xr never imports the site, and the shell does not import xr).
 */
const loadedPages = new Map<RouteId, ComponentType>();

/** Routes that need the session and the live-data cache: they sit inside app/account-providers.tsx. */
const needsAccount = (id: RouteId): boolean => ROUTES.some((route) => route.id === id && 'account' in route && route.account);

let loadedProviders: ComponentType | undefined;
const loadProviders = () =>
  import('./account-providers').then((module) => {
    loadedProviders = module.default;
    return module;
  });
const LazyProviders = lazy(loadProviders);

/** The account pages' layout: their providers, downloaded with the first of them (never on other pages). */
function AccountLayout() {
  const Loaded = loadedProviders;
  return Loaded ? <Loaded /> : <LazyProviders />;
}

function loadPage(id: RouteId): PageModule {
  // The providers' chunk downloads beside the page's, not after it.
  const providers = needsAccount(id) ? loadProviders() : undefined;
  return Promise.all([PAGE_LOADERS[id](), providers]).then(([module]) => {
    // A stream starts in a browser only, never in the build's prerender.
    if (!loadedPages.has(id) && typeof window !== 'undefined') module.prepare?.();
    loadedPages.set(id, module.default);
    return module;
  });
}

const PAGE_ROUTES = ROUTES.map((route) => ({ ...route, Lazy: lazy(() => loadPage(route.id)) }));
const pageRoute = ({ id, path, Lazy }: (typeof PAGE_ROUTES)[number]) => <Route key={id} path={path} element={<Page id={id} Lazy={Lazy} />} />;

function Page({ id, Lazy }: { id: RouteId; Lazy: ComponentType }) {
  const Loaded = loadedPages.get(id);
  return Loaded ? <Loaded /> : <Lazy />;
}

/** The route that will render `pathname` (the not-found route when none matches). */
export function routeFor(pathname: string): (typeof ROUTES)[number] {
  const match = matchRoutes([...ROUTES], pathname)?.[0]?.route;
  return ROUTES.find((r) => r.id === match?.id) ?? ROUTES[ROUTES.length - 1]!;
}

/** Starts downloading a page's code at once, in parallel with the translations it needs. */
export async function preloadPage(id: RouteId): Promise<void> {
  await loadPage(id);
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {PAGE_ROUTES.filter((route) => !needsAccount(route.id)).map(pageRoute)}
        <Route element={<AccountLayout />}>{PAGE_ROUTES.filter((route) => needsAccount(route.id)).map(pageRoute)}</Route>
      </Route>
    </Routes>
  );
}
