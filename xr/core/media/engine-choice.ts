/**
 * How a source is played: hls.js over Media Source Extensions wherever they exist (quality control, recovery),
 * the browser's own HLS only where they do not (older iPhones), and files directly.
 * Chromium answers 'maybe' to native HLS, so `canPlayType` alone must never decide.
 */
export type SourceKind = 'hls' | 'mp4';
export type Engine = 'hls.js' | 'native-hls' | 'file';

export const HLS_MIME = 'application/vnd.apple.mpegurl';

/** `.m3u8` (before any query or fragment) is HLS; anything else is played as a file. */
export function inferKind(src: string): SourceKind {
  return /\.m3u8(?:[?#]|$)/i.test(src) ? 'hls' : 'mp4';
}

/** Any MSE flavour hls.js can use; checked before downloading hls.js so an old iPhone never fetches it. */
export function hasMediaSourceExtensions(scope: object = globalThis): boolean {
  return 'MediaSource' in scope || 'ManagedMediaSource' in scope || 'WebKitMediaSource' in scope;
}

/** For an HLS source: hls.js when it works here, else native when the element claims it, else nothing. */
export function pickHlsEngine(hlsJsSupported: boolean, video: Pick<HTMLMediaElement, 'canPlayType'>): Engine | null {
  if (hlsJsSupported) return 'hls.js';
  return video.canPlayType(HLS_MIME) !== '' ? 'native-hls' : null;
}
