/**
 * hls.js comes in two builds: the light one (about 60 KB gzip smaller) lacks alternate audio and
 * subtitle renditions, DRM (EME), content steering and variable substitution. A master playlist says
 * whether a stream needs any of those, so the player downloads the full build only for such a stream.
 * Subtitle renditions do not count: the player reads and draws captions itself (xr/core/captions), on the
 * sphere and in the headset, where the text track hls.js would fill never shows; the light build leaves them be.
 */
const NEEDS_FULL_BUILD: readonly RegExp[] = [
  // An audio rendition of its own (with a URI); one without a URI is muxed into the video.
  /^#EXT-X-MEDIA:(?=.*\bTYPE=AUDIO\b)(?=.*\bURI=)/m,
  // DRM through EME: SAMPLE-AES keys (plain AES-128 is decrypted by both builds).
  /^#EXT-X-(?:SESSION-)?KEY:(?=.*\bMETHOD=SAMPLE-AES)/m,
  /^#EXT-X-CONTENT-STEERING:/m,
  /^#EXT-X-DEFINE:/m,
];

export function needsFullHlsBuild(masterPlaylist: string): boolean {
  return NEEDS_FULL_BUILD.some((pattern) => pattern.test(masterPlaylist));
}
