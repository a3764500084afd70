import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AccessibilityPanel } from '@/features/a11y/a11y-panel';
import { ConsentAndAnalytics } from '@/features/consent/consent-and-analytics';
import { SiteStructuredData } from '@/features/seo/site-structured-data';
import { Announcer } from '@/ui/announcer';
import { Toaster } from '@/ui/toast';
import { LoadingScreen } from '../loading-screen';
import { Footer } from './footer';
import { Header } from './header';
import { SkipLink, MAIN_CONTENT_ID } from './skip-link';
import { useRouteChangeEffects } from './use-route-change-effects';
import { useShellReady } from './use-shell-ready';
import { useUrlLanguageSync } from './use-url-language-sync';

export function RootLayout() {
  useShellReady();
  useUrlLanguageSync();
  useRouteChangeEffects();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pt-20 outline-none">
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <SiteStructuredData />
      <ConsentAndAnalytics />
      <AccessibilityPanel />
      <Toaster />
      <Announcer />
    </div>
  );
}
