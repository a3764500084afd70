import { SessionSection } from '@/features/home/session-section';
import { TeamSection } from '@/features/home/team-section';

/**
 * The care story after its first chapter: how a session runs and who is behind it (home-page.tsx loads it, with
 * the `home-lower` texts, as the visitor comes near, as home-page-below.tsx).
 */
export default function HomePageStory() {
  return (
    <>
      <SessionSection />
      <TeamSection />
    </>
  );
}
