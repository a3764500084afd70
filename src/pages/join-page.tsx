import { useSearchParams } from 'react-router-dom';
import { countdownClock, countdownWords } from '@/features/concert-page/countdown';
import { ConcertPlayer } from '@/features/player/concert-player';
import { PageHead } from '@/features/seo/page-head';
import { JoinScreen, type SessionPlayerSlot } from '@/features/sessions/headset/join-screen';
import { DEMO_ENTRY_ID } from '@/features/concerts';

/**
 * The headset's player: still until the room starts it (the demo waits as the lobby's picture). A live room's
 * concert joins its playlist when the doors open, read against the room's clock.
 */
const headsetPlayer: SessionPlayerSlot = ({ onPlayer, live }) => (
  <ConcertPlayer startId={DEMO_ENTRY_ID} autoplay={false} onPlayer={onPlayer} liveConcert={live?.concert} liveClock={live?.wallClock} />
);

/** The waiting room's countdown, the concert page's own. */
const countdown = { clock: countdownClock, words: countdownWords };

/** /join and /join?code=K7M4PQ: a headset joins a group session and follows it. Not for search engines. */
export default function JoinPage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageHead page="join" noindex />
      <JoinScreen linkCode={params.get('code')} player={headsetPlayer} countdown={countdown} />
    </>
  );
}
