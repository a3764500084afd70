import { BookingPilotSection } from '@/features/home/booking-pilot-section';

/**
 * 'Book a Concert Pilot' with its form (home-page.tsx loads it, with the `forms` texts, as the visitor comes near,
 * as home-page-below.tsx). What is typed or pressed in its prerendered HTML before then is kept and given to it
 * once it is live (src/lib/early-input). home-page.tsx takes a link to /#booking to it once it is live.
 */
export default function HomePagePilot() {
  return <BookingPilotSection />;
}
