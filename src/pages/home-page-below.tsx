import { FeaturedArtists } from '@/features/artists/featured-artists';
import { BenefitsSection } from '@/features/home/benefits-section';
import { BookingPilotSection } from '@/features/home/booking-pilot-section';
import { DownloadSection } from '@/features/home/download-section';
import { FeaturedConcertsSection } from '@/features/home/featured-concerts-section';
import { NewArtistBanner } from '@/features/home/new-artist-banner';
import { PastEventShowcase } from '@/features/home/past-event-showcase';
import { RecognitionSection } from '@/features/home/recognition-section';
import { TipSection } from '@/features/home/tip-section';
import { UpcomingListSection } from '@/features/home/upcoming-list-section';
import { UpcomingVrConcerts } from '@/features/home/upcoming-vr-concerts';
import { useScrollToHash } from '@/features/home/use-scroll-to-hash';
import { PartnersSection } from '@/features/partners/partners-section';
import { TestimonialsSection } from '@/features/testimonials/testimonials-section';

/**
 * The home page below its first screens (home-page.tsx loads it as the visitor comes near). It scrolls to
 * a #section of its own once it has rendered, since the browser looked for it before it existed.
 */
export default function HomePageBelow() {
  useScrollToHash();
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
