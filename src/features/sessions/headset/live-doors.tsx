import { useEffect } from 'react';
import { isConcertNight, useConcert, useConcertPhase, useLiveStreamReady, type ProgrammeConcert } from '@/features/concerts';
import type { SessionPlayer } from '../session-player';
import type { RoomFollower } from '../use-room-follower';
import { LiveWaiting, type CountdownFormat } from './live-waiting';
import { useLiveStart } from './use-live-start';

/** What the headset's player needs for a live room: the concert (its live entry joins the playlist) and the room's clock. */
export interface LiveSlot {
  concert: ProgrammeConcert;
  wallClock: () => number;
  /** Doors open, the stream not started here yet: a headset in VR waits in the player's waiting room. */
  waiting: boolean;
}

interface LiveDoorsProps {
  concertId: string;
  doorsOpen: boolean;
  follower: RoomFollower;
  player: SessionPlayer | null;
  countdown: CountdownFormat;
  onLive: (slot: LiveSlot | null) => void;
}

/**
 * A live concert in the room, on this headset: once the doors are open it waits calmly, asks for the stream as
 * the concert page does, and starts it by itself when it appears. A headset that reloads mid-concert finds the
 * stream there at once and lands on the room's moment (the player's lock, on the room's clock).
 */
export function LiveDoors({ concertId, ...props }: LiveDoorsProps) {
  const { data: concert } = useConcert(concertId);
  return concert?.liveStream ? <ConcertDoors concert={concert} {...props} /> : null;
}

function ConcertDoors({ concert, doorsOpen, follower, player, countdown, onLive }: Omit<LiveDoorsProps, 'concertId'> & { concert: ProgrammeConcert }) {
  const night = isConcertNight(useConcertPhase(concert));
  const ready = useLiveStreamReady(concert.liveStream, doorsOpen && night) && doorsOpen;
  const { wallClock } = follower;
  const started = follower.playing.entry === concert.id;
  useEffect(() => {
    if (!doorsOpen) return;
    onLive({ concert, wallClock, waiting: !started });
    return () => onLive(null);
  }, [concert, doorsOpen, wallClock, onLive, started]);
  useLiveStart(player, concert.id, ready);
  return doorsOpen && !started ? <LiveWaiting concert={concert} countdown={countdown} /> : null;
}
