import { lazy, type ComponentType } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { ROUTES, type RouteId } from './route-paths';

type PageModule = Promise<{ default: ComponentType }>;

/** Every page is its own chunk: a visitor downloads only the pages they open. */
const PAGE_LOADERS: Record<RouteId, () => PageModule> = {
  home: () => import('@/pages/home-page'),
  concerts: () => import('@/pages/concerts-page'),
  concertDemo: () => import('@/pages/concert-demo-page'),
  concert: () => import('@/pages/concert-page'),
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
  securityDashboard: () => import('@/pages/security-dashboard-page'),
  shop: () => import('@/pages/shop-page'),
  aframeDemo: () => import('@/pages/aframe-demo-page'),
  accessibility: () => import('@/pages/accessibility-page'),
  privacy: () => import('@/pages/privacy-page'),
  pricing: () => import('@/pages/pricing-page'),
  notFound: () => import('@/pages/not-found-page'),
};

const PAGE_ROUTES = ROUTES.map((route) => ({ ...route, Page: lazy(PAGE_LOADERS[route.id]) }));

/** The route that will render `pathname` (the not-found route when none matches). */
export function routeFor(pathname: string): (typeof ROUTES)[number] {
  const match = matchRoutes([...ROUTES], pathname)?.[0]?.route;
  return ROUTES.find((r) => r.id === match?.id) ?? ROUTES[ROUTES.length - 1]!;
}

/** Starts downloading a page's code at once, in parallel with the translations it needs. */
export async function preloadPage(id: RouteId): Promise<void> {
  await PAGE_LOADERS[id]();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {PAGE_ROUTES.map(({ id, path, Page }) => (
          <Route key={id} path={path} element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}
