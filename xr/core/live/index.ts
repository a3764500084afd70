/** Live playback's rules, free of hls.js and the element: the media source applies them (media/hls-live.ts). */
export type { LiveOptions, LiveState } from './live-types';
export { CATCH_UP_DEAD_BAND_SECONDS, catchUp, type CatchUp } from './catch-up';
export { edgeStatus, isAtEdge } from './edge-status';
export { liveState, sameLive } from './live-state';
export { playlistStale } from './gap';
export { LIVE_PLAYLIST_RETRY, LIVE_RESTART_MAX_DELAY_MS, MAX_CATCH_UP_RATE, MAX_CATCH_UP_SECONDS, liveHlsConfig } from './live-config';
export { readPlaylist, type PlaylistDetails, type PlaylistInfo } from './playlist-kind';
export { LOCK_DEAD_BAND_SECONDS, LOCK_TARGET_DURATIONS, lockStep, ROOM_JUMP_ABOVE_SECONDS, ROOM_LOCK_BAND_SECONDS, ROOM_REST_RATE_DELTA } from './clock-lock';
export { WallClockLock, type LockAction } from './wall-clock-lock';
