import type { MoodMoment, RoomState } from '../session-messages';

/**
 * The moment staff most likely rate now: 'before' while the room waits for the concert, 'after' once it has begun
 * (a pause, or its end, comes after some of the music). A live room's playback stays 'waiting' while its stream
 * plays, so there the default is 'before' until the end: staff change it by hand.
 */
export const defaultMoment = (status: RoomState['playback']['status']): MoodMoment => (status === 'waiting' ? 'before' : 'after');
