import { FeaturedArtists } from '@/features/artists/featured-artists';
import { BenefitsSection } from '@/features/home/benefits-section';
import { FeaturedConcertsSection } from '@/features/home/featured-concerts-section';
import { NewArtistBanner } from '@/features/home/new-artist-banner';
import { UpcomingListSection } from '@/features/home/upcoming-list-section';
import { UpcomingVrConcerts } from '@/features/home/upcoming-vr-concerts';
import { ConcertEventsData } from '@/features/seo/concert-events-data';
import { TestimonialsSection } from '@/features/testimonials/testimonials-section';

/**
 * The home page after the pilot form (home-page.tsx loads it as the visitor comes near): what care brings
 * and what people say, then the programme (what is coming, what was played, the artists).
 */
export default function HomePageBelow() {
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
