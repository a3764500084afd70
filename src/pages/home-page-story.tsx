import { SessionSection } from '@/features/home/session-section';
import { TeamSection } from '@/features/home/team-section';
import { useScrollToHash } from '@/features/home/use-scroll-to-hash';

/**
 * The care story after its first chapter: how a session runs and who is behind it (home-page.tsx loads it, with
 * the `story` texts, as the visitor comes near, as home-page-below.tsx). It scrolls to a #section of its own.
 */
export default function HomePageStory() {
  useScrollToHash();
  return (
    <>
      <SessionSection />
      <TeamSection />
    </>
  );
}
