import { FeaturedArtists } from '@/features/artists/featured-artists';
import { BenefitsSection } from '@/features/home/benefits-section';
import { FeaturedConcertsSection } from '@/features/home/featured-concerts-section';
import { NewArtistBanner } from '@/features/home/new-artist-banner';
import { UpcomingListSection } from '@/features/home/upcoming-list-section';
import { UpcomingVrConcerts } from '@/features/home/upcoming-vr-concerts';
import { useScrollToHash } from '@/features/home/use-scroll-to-hash';
import { ConcertEventsData } from '@/features/seo/concert-events-data';
import { TestimonialsSection } from '@/features/testimonials/testimonials-section';

/**
 * The home page after the pilot form (home-page.tsx loads it as the visitor comes near): what care brings
 * and what people say, then the programme (what is coming, what was played, the artists). It scrolls to a
 * #section of its own once it has rendered: the browser looked for it before it existed.
 */
export default function HomePageBelow() {
  useScrollToHash();
  return (
    <>
      <BenefitsSection />
      <TestimonialsSection />
      <UpcomingVrConcerts />
      <FeaturedConcertsSection />
      <NewArtistBanner />
      <FeaturedArtists />
      <UpcomingListSection />
      <ConcertEventsData />
    </>
  );
}
