/**
 * The gaze "fuse": looking at one menu item long enough activates it, for people who cannot use a
 * controller. Time comes in as an argument (the XR frame time), so it runs in the render loop without
 * timers and tests need no clock.
 */
export const DEFAULT_DWELL_MS = 1500;

export interface DwellOptions {
  dwellMs?: number;
  onActivate: (targetId: string) => void;
  /** Disabled items (e.g. "volume up" at full volume) never fill nor fire. */
  isDisabled?: (targetId: string) => boolean;
}

export interface DwellTimer {
  /** Call every frame with what the gaze hits; returns the fill (0..1) to draw on that item's ring. */
  update(targetId: string | null, nowMs: number): number;
  /** The item being filled (null when none or when it is disabled). */
  readonly target: string | null;
  /** Forget the current dwell, e.g. when the menu closes. */
  reset(): void;
}

export function createDwellTimer({ dwellMs = DEFAULT_DWELL_MS, onActivate, isDisabled = () => false }: DwellOptions): DwellTimer {
  let target: string | null = null;
  let startedAt = 0;
  // Set once the item has fired; cleared only when the gaze leaves, so holding still never repeats it.
  let fired = false;

  const reset = () => {
    target = null;
    fired = false;
  };

  return {
    update(targetId, nowMs) {
      const next = targetId !== null && !isDisabled(targetId) ? targetId : null;
      if (next !== target) {
        reset();
        target = next;
        startedAt = nowMs;
      }
      if (target === null) return 0;
      const progress = Math.min(1, Math.max(0, (nowMs - startedAt) / dwellMs));
      if (progress === 1 && !fired) {
        fired = true;
        onActivate(target);
      }
      return progress;
    },
    get target() {
      return target;
    },
    reset,
  };
}
