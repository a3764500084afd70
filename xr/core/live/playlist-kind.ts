import type { LevelDetails } from 'hls.js';
import type { DatedFragment } from './program-date-time';

/**
 * The slice of hls.js's level details that says what kind of stream this is, and its segments where the
 * wall-clock lock reads their program date-times (wall-clock-lock.ts).
 */
export type PlaylistDetails = Pick<LevelDetails, 'live' | 'type' | 'targetduration' | 'totalduration' | 'partTarget' | 'canBlockReload'> & {
  readonly fragments?: readonly DatedFragment[];
};

/**
 * 'ended': a playlist that was live and now carries EXT-X-ENDLIST (hls.js then reports `live: false`); one that
 * had it from the first load is a recording ('vod').
 */
export type PlaylistKind = 'vod' | 'live' | 'event' | 'ended';

export interface PlaylistInfo {
  kind: PlaylistKind;
  lowLatency: boolean;
  canRewind: boolean;
  targetDuration: number;
}

/**
 * A window shorter than this is only what joining at the edge needs (hls.js starts three target durations back,
 * and a packager keeps a few more for slow clients): a seek bar over 10 or 20 s would offer nothing to go back to.
 */
export const MIN_REWIND_SECONDS = 30;
/** …and with long segments the window must still hold several beyond the join point. */
export const MIN_REWIND_TARGET_DURATIONS = 6;

export function readPlaylist(details: PlaylistDetails, wasLive: boolean): PlaylistInfo {
  const targetDuration = details.targetduration;
  const kind: PlaylistKind = !details.live ? (wasLive ? 'ended' : 'vod') : details.type === 'EVENT' ? 'event' : 'live';
  // Both: parts alone could be read without blocking reloads, but hls.js's low-latency mode needs the server's
  // blocking playlist reloads (EXT-X-SERVER-CONTROL:CAN-BLOCK-RELOAD) to fetch parts as they appear.
  const lowLatency = details.partTarget > 0 && details.canBlockReload;
  const canRewind = details.totalduration >= Math.max(MIN_REWIND_SECONDS, MIN_REWIND_TARGET_DURATIONS * targetDuration);
  return { kind, lowLatency, canRewind, targetDuration };
}
