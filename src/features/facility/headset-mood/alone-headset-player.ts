import type { MoodCheckHost } from '@/ui/mood-check';

/**
 * What the mood check of a concert watched alone needs of the page's player: the engine's controller has all of
 * it (the page passes it in), described here by shape so this feature does not depend on the player's code.
 */
export interface AloneHeadsetPlayer extends MoodCheckHost {
  getSnapshot(): {
    entry: { id: string };
    state: string;
    /** Seconds into the concert. */
    time: number;
    /** A live stream's state (null: a recording). */
    live: object | null;
    vr: { active: boolean };
    /** The page holds the concert at its beginning (its `holdStart`); a press on play ends the hold. */
    pageHold: boolean;
  };
  /** The headset's menu: closed so the question after the concert has its place (the chooser opens at the end). */
  readonly gaze: { close(): void };
}
