import { Suspense, useEffect } from 'react';
import { createAnalytics, type Analytics } from '@/lib/analytics';
import { GA_ID } from '@/lib/env';
import { ClientOnly } from '@/ui/client-only';
import { CookieBanner } from './cookie-banner';
import { useConsentState } from './consent-store';
import { usePageViews } from './use-page-views';

// One loader for the whole visit, created on first render (not at import, so tests without a DOM can import).
let shared: Analytics | undefined;
const getAnalytics = () => (shared ??= createAnalytics(GA_ID));

/**
 * The cookie bar and Google Analytics, which only ever runs with the person's consent. The layout puts it
 * first, before the skip link: while it is shown it is the first stop of the keyboard.
 */
export function ConsentAndAnalytics() {
  const { consent, bannerOpen, reopened } = useConsentState();
  return (
    <>
      {/* The loader touches the browser's window: never part of the prerendered page. */}
      <ClientOnly>
        <AnalyticsLoader granted={consent === 'granted'} />
      </ClientOnly>
      {bannerOpen && (
        // The bar's own boundary: loading its texts must never suspend the page around it.
        <Suspense fallback={null}>
          <CookieBanner focusOnOpen={reopened} />
        </Suspense>
      )}
    </>
  );
}

function AnalyticsLoader({ granted }: { granted: boolean }) {
  const analytics = getAnalytics();
  // Declared before usePageViews: consent must reach the loader before the page view that follows it.
  useEffect(() => {
    if (granted) analytics.grant();
    else analytics.revoke();
  }, [analytics, granted]);
  usePageViews(analytics, granted);
  return null;
}
