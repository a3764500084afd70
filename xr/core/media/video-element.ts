import type { PlayerErrorCode } from './player-state';

export interface VideoSetup {
  loop: boolean;
  muted: boolean;
}

/**
 * Everything iOS needs to see before a source is set: without `playsinline` it opens its own full-screen
 * player, without `muted` autoplay is refused, and without CORS the video cannot become a WebGL texture
 * (a black sphere). Call this before `src` or `attachMedia`.
 */
export function prepareVideo(video: HTMLVideoElement, { loop, muted }: VideoSetup): void {
  video.playsInline = true;
  video.setAttribute('playsinline', '');
  video.muted = muted;
  video.defaultMuted = muted; // the `muted` attribute, which some autoplay checks read instead
  video.crossOrigin = 'anonymous';
  video.loop = loop;
  video.preload = 'auto';
  // Live catch-up plays up to 1.1× (live/live-config.ts): the tempo rises a little, the pitch must not.
  video.preservesPitch = true;
}

/**
 * Lets the browser drop the decoder and its buffers now rather than at garbage collection: removing `src`
 * alone keeps the last resource; `load()` with no source resets the element.
 */
export function releaseVideo(video: HTMLVideoElement): void {
  video.removeAttribute('src');
  video.load();
}

/** The element's own error, as a code the site can translate. */
export function videoErrorCode(error: Pick<MediaError, 'code'> | null): PlayerErrorCode {
  switch (error?.code) {
    case 2: // MEDIA_ERR_NETWORK
      return 'network';
    case 3: // MEDIA_ERR_DECODE
      return 'media';
    case 4: // MEDIA_ERR_SRC_NOT_SUPPORTED
      return 'unsupported';
    default:
      return 'other';
  }
}
