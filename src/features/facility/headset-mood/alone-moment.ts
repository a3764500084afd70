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
