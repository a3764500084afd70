/**
 * Sound never starts at full level: after a start or a pause it rises over two seconds, so a person with
 * dementia is not startled by sudden loud music. Steps on a timer, not on animation frames: the page's
 * animation frames stop during a WebXR session.
 */
export const FADE_IN_MS = 2000;
const STEP_MS = 50;

export interface Fade {
  /** 0..1: the share of the person's level the element plays now. */
  readonly gain: number;
  /** Drops to silence and rises again over the fade time. */
  start(): void;
  /** Silence until the next start (the element is paused). */
  hold(): void;
  stop(): void;
}

export interface FadeOptions {
  apply: (gain: number) => void;
  durationMs?: number;
  now?: () => number;
  setInterval?: (run: () => void, ms: number) => unknown;
  clearInterval?: (id: unknown) => void;
}

/** Equal steps of perceived loudness: the ear hears level roughly as its square. */
const curve = (share: number) => share * share;

export function createFade({ apply, durationMs = FADE_IN_MS, now = () => performance.now(), setInterval: every = (run, ms) => setInterval(run, ms), clearInterval: cancel = (id) => clearInterval(id as ReturnType<typeof setInterval>) }: FadeOptions): Fade {
  let gain = 1;
  let timer: unknown = null;
  const stop = () => {
    if (timer !== null) cancel(timer);
    timer = null;
  };
  const set = (next: number) => {
    gain = next;
    apply(next);
  };
  return {
    get gain() {
      return gain;
    },
    start() {
      stop();
      const startedAt = now();
      set(0);
      timer = every(() => {
        const share = Math.min(1, (now() - startedAt) / durationMs);
        set(curve(share));
        if (share >= 1) stop();
      }, STEP_MS);
    },
    hold() {
      stop();
      set(0);
    },
    stop,
  };
}
