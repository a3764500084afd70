import type { MoodMoment, RoomState } from '../session-messages';

/**
 * The moment staff most likely rate now for one headset: 'before' while the room waits for the concert and its
 * 'before' is not rated yet, 'after' otherwise (once the concert has begun, paused or ended). A live room's
 * playback stays 'waiting' while its stream plays: there a headset rated before is next rated after, so a rating
 * after the concert does not replace the one before it.
 */
export const defaultMoment = (status: RoomState['playback']['status'], beforeRated: boolean): MoodMoment =>
  status === 'waiting' && !beforeRated ? 'before' : 'after';
