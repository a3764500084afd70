import { lazy } from 'react';
import { FeatureHighlights } from '@/features/home/feature-highlights';
import { HeroSection } from '@/features/home/hero-section';
import { useScrollToHash } from '@/features/home/use-scroll-to-hash';
import { VisionStrip } from '@/features/home/vision-strip';
import { PageHead } from '@/features/seo/page-head';
import { WhenNear } from '@/ui/when-near';

/** The sections below the first screens, with their translations: loaded as the visitor scrolls near them. */
const BelowTheFold = lazy(() => import('./home-page-below'));
const PilotForm = lazy(() => import('./home-page-pilot'));
const FurtherDown = lazy(() => import('./home-page-further'));

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
      {/* What someone types into the pilot form before its code arrives waits for it (src/lib/early-input). */}
      <WhenNear placeholder={<div aria-hidden="true" className="min-h-dvh" />}>
        <PilotForm />
      </WhenNear>
      <WhenNear placeholder={<div aria-hidden="true" className="min-h-dvh" />}>
        <FurtherDown />
      </WhenNear>
    </>
  );
}
