import { FeaturedArtists } from '@/features/artists/featured-artists';
import { FeaturedConcertsSection } from '@/features/home/featured-concerts-section';
import { NewArtistBanner } from '@/features/home/new-artist-banner';
import { PastEventShowcase } from '@/features/home/past-event-showcase';
import { TipSection } from '@/features/home/tip-section';
import { useScrollToHash } from '@/features/home/use-scroll-to-hash';
import { ConcertEventsData } from '@/features/seo/concert-events-data';

/**
 * The home page below its first screens, up to the pilot form (home-page.tsx loads it as the visitor comes
 * near). It scrolls to a #section of its own once it has rendered: the browser looked for it before it existed.
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
      <ConcertEventsData />
    </>
  );
}
