import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { ROUTES, type RouteId } from './route-paths';

/** Every page is its own chunk: a visitor downloads only the pages they open. */
const PAGES: Record<RouteId, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('@/pages/home-page')),
  concerts: lazy(() => import('@/pages/concerts-page')),
  concertDemo: lazy(() => import('@/pages/concert-demo-page')),
  concert: lazy(() => import('@/pages/concert-page')),
  artist: lazy(() => import('@/pages/artist-page')),
  booking: lazy(() => import('@/pages/booking-page')),
  contact: lazy(() => import('@/pages/contact-page')),
  about: lazy(() => import('@/pages/about-page')),
  donate: lazy(() => import('@/pages/donate-page')),
  contribute: lazy(() => import('@/pages/contribute-page')),
  neuromarketing: lazy(() => import('@/pages/neuromarketing-page')),
  waitlist: lazy(() => import('@/pages/waitlist-page')),
  auth: lazy(() => import('@/pages/auth-page')),
  verifyEmail: lazy(() => import('@/pages/verify-email-page')),
  admin: lazy(() => import('@/pages/admin-page')),
  securityDashboard: lazy(() => import('@/pages/security-dashboard-page')),
  shop: lazy(() => import('@/pages/shop-page')),
  aframeDemo: lazy(() => import('@/pages/aframe-demo-page')),
  accessibility: lazy(() => import('@/pages/accessibility-page')),
  privacy: lazy(() => import('@/pages/privacy-page')),
  pricing: lazy(() => import('@/pages/pricing-page')),
  notFound: lazy(() => import('@/pages/not-found-page')),
};

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {ROUTES.map(({ id, path }) => {
          const Page = PAGES[id];
          return <Route key={id} path={path} element={<Page />} />;
        })}
      </Route>
    </Routes>
  );
}
