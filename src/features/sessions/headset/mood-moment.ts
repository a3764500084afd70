/**
 * When a headset asks its resident how they feel (issue 26): before the room's concert starts here, and once it
 * has ended, if the facility has the check on, the headset has its number in the room, and neither the resident
 * (answered or skipped) nor staff on the tablet (`mood.rated`) have given that moment of that concert already. A
 * session may play several concerts: each has its own before and after.
 */
import { ratedKey, type MoodMoment, type RoomState } from '../session-messages';

export interface MoodAsk {
  /** The room's concert. */
  concert: string;
  moment: MoodMoment;
  /** The headset's number in the room: the resident's label, never a name. */
  resident: string;
}

/** What this headset's player holds and does (the follower's `playing`). */
export interface HeadsetPlaying {
  entry: string;
  state: string;
}

const STARTED = new Set(['playing', 'paused', 'buffering', 'ended']);

/** How the headset remembers a moment its resident answered or skipped. */
export const doneKey = (concert: string, moment: MoodMoment) => `${concert}:${moment}`;

/** `done`: the moments answered or skipped here, as `doneKey`s. */
export function moodAskOf(room: RoomState | null, device: string, playing: HeadsetPlaying, done: readonly string[]): MoodAsk | null {
  const concert = room?.playback.concertId;
  const label = room?.labels[device];
  if (!room?.mood?.on || !concert || !label) return null;
  const here = playing.entry === concert;
  // A live room's playback stays 'waiting' while its stream plays: this headset's own player says it started.
  const moment: MoodMoment | null =
    room.playback.status === 'ended' || (here && playing.state === 'ended') ? 'after' : room.playback.status === 'waiting' && !(here && STARTED.has(playing.state)) ? 'before' : null;
  if (!moment || done.includes(doneKey(concert, moment)) || room.mood.rated.includes(ratedKey(device, concert, moment))) return null;
  return { concert, moment, resident: String(label.n) };
}
