import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AccessibilityPanel } from '@/features/a11y/a11y-panel';
import { ConsentAndAnalytics } from '@/features/consent/consent-and-analytics';
import { SiteStructuredData } from '@/features/seo/site-structured-data';
import { Announcer } from '@/ui/announcer';
import { ClientOnly } from '@/ui/client-only';
import { LazyToaster } from '@/ui/toast';
import { WhenNear } from '@/ui/when-near';
import { LoadingScreen } from '../loading-screen';
import { isBarePath } from '../route-paths';
import { Header } from './header';
import { SkipLink, MAIN_CONTENT_ID } from './skip-link';
import { useRouteChangeEffects } from './use-route-change-effects';
import { useShellReady } from './use-shell-ready';
import { useUrlLanguageSync } from './use-url-language-sync';
import './reflow.css';

/** At the end of every page: its code comes as the visitor nears it (its prerendered HTML is there from the start). */
const Footer = lazy(() => import('./footer').then(({ Footer }) => ({ default: Footer })));

export function RootLayout() {
  useShellReady();
  useUrlLanguageSync();
  useRouteChangeEffects();
  const { pathname } = useLocation();
  if (isBarePath(pathname)) return <BareLayout pathname={pathname} />;
  return (
    <div className="flex min-h-screen flex-col">
      {/* The cookie bar, while shown: first on the page and first in the focus order (its own Suspense boundary). */}
      <ConsentAndAnalytics />
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-svh flex-1 pt-20 outline-none">
        {/* Keyed by path: a new boundary shows the loading screen even inside the router's transition,
            instead of leaving the old page on screen with no sign that anything is happening. */}
        <Suspense key={pathname} fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <WhenNear openWhenChanged={pathname} openOnFocusPast={false} placeholder={<div aria-hidden="true" className="min-h-96 bg-slate-950" />}>
        <Footer />
      </WhenNear>
      {/* Each of these holds its own Suspense boundary: a slow translation file never blanks the page. */}
      <SiteStructuredData />
      {/* It reads the visitor's stored settings: drawn once the page is live, never in prerendered HTML. */}
      <ClientOnly>
        <AccessibilityPanel />
      </ClientOnly>
      <LazyToaster />
      <Announcer />
    </div>
  );
}

/** A page that owns the whole screen (the kiosk): no header, footer, banners or floating buttons. */
function BareLayout({ pathname }: { pathname: string }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-svh outline-none">
      <Suspense key={pathname} fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      <LazyToaster />
      <Announcer />
    </main>
  );
}
