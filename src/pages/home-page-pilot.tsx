import { BookingPilotSection } from '@/features/home/booking-pilot-section';
import { useScrollToHash } from '@/features/home/use-scroll-to-hash';

/**
 * 'Book a Concert Pilot' with its form (home-page.tsx loads it, with the `forms` texts, as the visitor comes near,
 * as home-page-below.tsx). What is typed or pressed in its prerendered HTML before then is kept and given to it
 * once it is live (src/lib/early-input). It scrolls to /#booking once it has rendered.
 */
export default function HomePagePilot() {
  useScrollToHash();
  return <BookingPilotSection />;
}
