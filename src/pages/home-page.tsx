import { lazy } from 'react';
import { FeatureHighlights } from '@/features/home/feature-highlights';
import { HeroSection } from '@/features/home/hero-section';
import { useScrollToHash } from '@/features/home/use-scroll-to-hash';
import { VisionStrip } from '@/features/home/vision-strip';
import { PageHead } from '@/features/seo/page-head';
import { WhenNear } from '@/ui/when-near';

/** Everything below the first screens, with its translations: loaded as the visitor scrolls near it. */
const BelowTheFold = lazy(() => import('./home-page-below'));

/** The home page: its sections in the SPEC's order (section 2, 'Home page sections'). */
export default function HomePage() {
  useScrollToHash();
  return (
    <>
      <PageHead page="home" />
      <HeroSection />
      <VisionStrip />
      <FeatureHighlights />
      <WhenNear placeholder={<div aria-hidden="true" className="min-h-dvh" />}>
        <BelowTheFold />
      </WhenNear>
    </>
  );
}
