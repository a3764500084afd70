/**
 * A stream started before its player exists. A player route's first picture used to wait for React, the
 * translations and the route's render before its media source even asked for the playlist; the route's
 * preload can call `prestartMedia` instead, while those still run, and the player adopts the source with
 * `takePrestarted` when it mounts. One slot: a new prestart replaces an unclaimed one, and a source nobody
 * claims (the person went elsewhere) is destroyed after `UNCLAIMED_MS`, so it never plays on unseen.
 * Only the media source is imported here: no three.js, no React.
 */
import { createMediaSource, type MediaSourceHandle, type MediaSourceOptions } from './media-source';

/** As the player would create it, less what the prestart decides itself (its own element, muted autoplay). */
export type PrestartOptions = Omit<MediaSourceOptions, 'video' | 'muted' | 'autoplay' | 'onState' | 'onLevels'>;

/** Long enough for the slowest route render; short enough that an abandoned stream stops soon. */
export const UNCLAIMED_MS = 30_000;

interface Slot {
  src: string;
  handle: MediaSourceHandle;
  expiry: ReturnType<typeof setTimeout>;
}

let slot: Slot | null = null;

/**
 * Creates the video element and its media source at once, muted and autoplaying, as a player does on mount
 * (browsers autoplay only muted video; the player offers sound). A second call for the same `src` keeps the
 * running one. Does nothing without a DOM (a prerender).
 */
export function prestartMedia(options: PrestartOptions, create: (options: MediaSourceOptions) => MediaSourceHandle = createMediaSource): void {
  if (typeof document === 'undefined') return;
  if (slot?.src === options.src) return;
  dropPrestarted();
  const handle = create({ ...options, video: document.createElement('video'), muted: true, autoplay: true });
  slot = { src: options.src, handle, expiry: setTimeout(dropPrestarted, UNCLAIMED_MS) };
}

/**
 * Hands the prestarted source for `src` over, once: the caller owns it from then on (and destroys it).
 * Null when none was started for `src`; one started for another source is destroyed, as nobody will take it.
 */
export function takePrestarted(src: string): MediaSourceHandle | null {
  if (!slot) return null;
  if (slot.src !== src) {
    dropPrestarted();
    return null;
  }
  const { handle, expiry } = slot;
  clearTimeout(expiry);
  slot = null;
  return handle;
}

/** Destroys an unclaimed prestarted source, if any. */
export function dropPrestarted(): void {
  if (!slot) return;
  clearTimeout(slot.expiry);
  slot.handle.destroy();
  slot = null;
}
