import { lazy } from 'react';
import { ExperienceSection } from '@/features/home/experience-section';
import { HeroSection } from '@/features/home/hero-section';
import { useScrollToHash } from '@/features/home/use-scroll-to-hash';
import { VisionStrip } from '@/features/home/vision-strip';
import { PageHead } from '@/features/seo/page-head';
import { WhenNear } from '@/ui/when-near';

/** The sections below the first screens, with their translations: loaded as the visitor scrolls near them. */
const CareStory = lazy(() => import('./home-page-story'));
const PilotForm = lazy(() => import('./home-page-pilot'));
const BelowTheFold = lazy(() => import('./home-page-below'));
const FurtherDown = lazy(() => import('./home-page-further'));

/** Keeps a part's room in a page rendered in the browser, until its code has come. */
const ROOM = <div aria-hidden="true" className="min-h-dvh" />;

/**
 * The home page as a story for a care manager first (issue 23): what a resident experiences, how a session runs,
 * who is behind it, how to start a pilot; then the programme, and the rest of SPEC section 2's sections, lighter.
 */
export default function HomePage() {
  useScrollToHash();
  return (
    <>
      <PageHead page="home" />
      <HeroSection />
      <VisionStrip />
      <ExperienceSection />
      <WhenNear placeholder={ROOM}>
        <CareStory />
      </WhenNear>
      {/* What someone types into the pilot form before its code arrives waits for it (src/lib/early-input). */}
      <WhenNear placeholder={ROOM}>
        <PilotForm />
      </WhenNear>
      <WhenNear placeholder={ROOM}>
        <BelowTheFold />
      </WhenNear>
      <WhenNear placeholder={ROOM}>
        <FurtherDown />
      </WhenNear>
    </>
  );
}
