import { useDeferredValue } from 'react';
import { FeaturedArtists } from '@/features/artists/featured-artists';
import { BenefitsSection } from '@/features/home/benefits-section';
import { BookingPilotSection } from '@/features/home/booking-pilot-section';
import { DownloadSection } from '@/features/home/download-section';
import { FeatureHighlights } from '@/features/home/feature-highlights';
import { FeaturedConcertsSection } from '@/features/home/featured-concerts-section';
import { HeroSection } from '@/features/home/hero-section';
import { NewArtistBanner } from '@/features/home/new-artist-banner';
import { PastEventShowcase } from '@/features/home/past-event-showcase';
import { RecognitionSection } from '@/features/home/recognition-section';
import { TipSection } from '@/features/home/tip-section';
import { UpcomingListSection } from '@/features/home/upcoming-list-section';
import { UpcomingVrConcerts } from '@/features/home/upcoming-vr-concerts';
import { useScrollToHash } from '@/features/home/use-scroll-to-hash';
import { VisionStrip } from '@/features/home/vision-strip';
import { PartnersSection } from '@/features/partners/partners-section';
import { PageHead } from '@/features/seo/page-head';
import { TestimonialsSection } from '@/features/testimonials/testimonials-section';

/** The home page: its sections in the SPEC's order (section 2, 'Home page sections'). */
export default function HomePage() {
  // The first screen is committed and painted on its own; the sections below it render right after, as a
  // second, interruptible render. A phone shows the top of the page sooner, and nothing the person sees moves.
  const below = useDeferredValue(true, false);
  useScrollToHash(below);
  return (
    <>
      <PageHead page="home" />
      <HeroSection />
      <VisionStrip />
      <FeatureHighlights />
      {below ? <BelowTheFold /> : <div aria-hidden="true" className="min-h-dvh" />}
    </>
  );
}

function BelowTheFold() {
  return (
    <>
      <PastEventShowcase />
      <NewArtistBanner />
      <FeaturedConcertsSection />
      <FeaturedArtists />
      <TipSection variant="tipOfTheDay" />
      <BookingPilotSection />
      <PartnersSection />
      <TestimonialsSection />
      <BenefitsSection />
      <DownloadSection />
      <UpcomingVrConcerts />
      <UpcomingListSection />
      <TipSection variant="dailyMusicTip" />
      <RecognitionSection />
    </>
  );
}
