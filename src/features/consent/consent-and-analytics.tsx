import { Suspense, useEffect, useState } from 'react';
import { createAnalytics, type Analytics } from '@/lib/analytics';
import { GA_ID } from '@/lib/env';
import { CookieBanner } from './cookie-banner';
import { useConsentState } from './consent-store';
import { useConsentOffset } from './use-consent-offset';
import { usePageViews } from './use-page-views';

// One loader for the whole visit, created on first render (not at import, so tests without a DOM can import).
let shared: Analytics | undefined;
const getAnalytics = () => (shared ??= createAnalytics(GA_ID));

/** The cookie banner and Google Analytics, which only ever runs with the person's consent. */
export function ConsentAndAnalytics() {
  const { consent, bannerOpen, reopened } = useConsentState();
  const analytics = getAnalytics();
  const granted = consent === 'granted';
  const [banner, setBanner] = useState<HTMLElement | null>(null);

  // Declared before usePageViews: consent must reach the loader before the page view that follows it.
  useEffect(() => {
    if (granted) analytics.grant();
    else analytics.revoke();
  }, [analytics, granted]);
  usePageViews(analytics, granted);
  useConsentOffset(bannerOpen ? banner : null);

  if (!bannerOpen) return null;
  return (
    // The banner's own boundary: loading its texts must never suspend the page around it.
    <Suspense fallback={null}>
      <CookieBanner ref={setBanner} focusOnOpen={reopened} />
    </Suspense>
  );
}
