/*
 * Media playlists as live services write them (RFC 8216 §8 examples, with program dates and fMP4 as ffmpeg's
 * HLS muxer and the managed services give them), for the live probe's tests.
 */
const head = (type: string | null, sequence: number) => [
  '#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-TARGETDURATION:2', `#EXT-X-MEDIA-SEQUENCE:${sequence}`, ...(type === null ? [] : [`#EXT-X-PLAYLIST-TYPE:${type}`]),
  '#EXT-X-INDEPENDENT-SEGMENTS', '#EXT-X-MAP:URI="init.mp4"',
];
const segments = (first: number, count: number) =>
  Array.from({ length: count }, (_, i) => [`#EXT-X-PROGRAM-DATE-TIME:2026-11-27T18:00:${String((first + i) * 2 % 60).padStart(2, '0')}.000Z`, '#EXTINF:2.000,', `seg${first + i}.m4s`]).flat();

/** A sliding window: no type, no end; old segments leave as new ones come. */
export const LIVE_WINDOW = [...head(null, 340), ...segments(340, 6)].join('\n');
/** An event: every segment since the start stays, and more come (live with a rewind window). */
export const EVENT_PLAYLIST = [...head('EVENT', 0), ...segments(0, 8)].join('\n');
/** The same event after the encoder stopped: the end is written. */
export const ENDED_EVENT = [...head('EVENT', 0), ...segments(0, 8), '#EXT-X-ENDLIST'].join('\n');
/** A sliding window whose stream ended (what ffmpeg writes when the push stops). */
export const ENDED_WINDOW = [...head(null, 340), ...segments(340, 6), '#EXT-X-ENDLIST'].join('\r\n');
/** A recording: a playlist that never changes. */
export const VOD_PLAYLIST = [...head('VOD', 0), ...segments(0, 5), '#EXT-X-ENDLIST'].join('\n');

/** A master with two variants: the probe reads the first one's media playlist. */
export const LIVE_MASTER = [
  '#EXTM3U', '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXT-X-STREAM-INF:BANDWIDTH=2000000,RESOLUTION=1280x640,CODECS="avc1.640020,mp4a.40.2"', 'v0/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=700000,RESOLUTION=640x320,CODECS="avc1.64001e,mp4a.40.2"', 'v1/index.m3u8',
].join('\n');
