import type { MoodMoment } from '@/lib/mood/record-mood';

/**
 * Which moment a headset watched alone asks about now (issue 26): 'after' once the concert has ended here, else
 * 'before' until it starts; never a moment already given (`done`: saved for the viewing, on /facility or here, or
 * answered, skipped or passed over on this device).
 */
export function aloneMomentOf(done: readonly MoodMoment[], ended: boolean): MoodMoment | null {
  const moment: MoodMoment = ended ? 'after' : 'before';
  return done.includes(moment) ? null : moment;
}

/** A recording past its first seconds is under way: a check set from then on has no 'before' to ask. */
export const UNDER_WAY_SECONDS = 15;

/**
 * Whether the page's concert is under way in the player: a live stream once it plays or was paused, a recording
 * once past its first seconds (a press on play a moment ago is still its beginning).
 */
export function concertUnderWay(snapshot: { entry: { id: string }; state: string; time: number; live: object | null }, concert: string): boolean {
  if (snapshot.entry.id !== concert) return false;
  if (snapshot.state === 'ended') return true;
  return snapshot.live !== null ? ['playing', 'paused', 'buffering'].includes(snapshot.state) : snapshot.time > UNDER_WAY_SECONDS;
}
