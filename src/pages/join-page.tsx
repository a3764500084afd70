import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HeadsetWaitingRoom, type HeadsetRoom } from '@/features/concert-page/headset-waiting-room';
import { countdownClock, countdownWords } from '@/features/concert-page/countdown';
import { ConcertPlayer } from '@/features/player/concert-player';
import { readCaptionPreference, writeCaptionPreference } from '@/features/player-settings';
import { PageHead } from '@/features/seo/page-head';
import { JoinScreen, type SessionPlayerSlot } from '@/features/sessions/headset/join-screen';
import { DEMO_ENTRY_ID } from '@/features/concerts';

/**
 * The headset's player: still until the room starts it (the demo waits as the lobby's picture). A live room's
 * concert joins its playlist when the doors open, read against the room's clock; until its stream starts here, a
 * headset in VR waits in the concert page's waiting room (the player shows it in the headset only). The player
 * keeps its place in the tree throughout: remounted, it would end the immersive session.
 */
function HeadsetPlayer({ onPlayer, live }: Parameters<SessionPlayerSlot>[0]) {
  const [room, setRoom] = useState<HeadsetRoom | null>(null);
  return (
    <>
      {live?.waiting && (
        <HeadsetWaitingRoom concert={live.concert} active captions={CAPTION_STORE}>
          {(shown) => <RoomReport room={shown} onRoom={setRoom} />}
        </HeadsetWaitingRoom>
      )}
      <ConcertPlayer
        startId={DEMO_ENTRY_ID}
        autoplay={false}
        onPlayer={onPlayer}
        liveConcert={live?.concert}
        liveClock={live?.wallClock}
        waitingRoom={live?.waiting ? room : null}
      />
    </>
  );
}

/** Hands the waiting room's words up to the player beside it (they change each second). */
function RoomReport({ room, onRoom }: { room: HeadsetRoom | null; onRoom: (room: HeadsetRoom | null) => void }) {
  useEffect(() => {
    onRoom(room);
    return () => onRoom(null);
  }, [room, onRoom]);
  return null;
}

const headsetPlayer: SessionPlayerSlot = (props) => <HeadsetPlayer {...props} />;

/** The caption choice the headset's waiting room changes (features/player-settings keeps it). */
const CAPTION_STORE = { read: readCaptionPreference, write: writeCaptionPreference };

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
