/**
 * Group sessions: a room of headsets kept in step with the facilitator's tablet (the leader). The leader
 * answers clock pings and broadcasts playback states; each headset estimates the leader's clock and follows.
 */
export { SharedClock, DEFAULT_CLOCK_WINDOW, READY_SAMPLES, type ClockSample, type SharedClockOptions } from './shared-clock';
export { answerPing, createClockPinger, type ClockPinger, type ClockPingerOptions, type Ping, type Pong } from './clock-pinger';
export {
  INITIAL_PLAYBACK_STATE,
  positionAt,
  SHORT_LEAD_MS,
  START_LEAD_MS,
  type PlaybackState,
  type SessionStatus,
} from './playback-state';
export { end as endSession, pause, restart, resume, seek, start } from './session-commands';
export { supersedes } from './state-order';
export { correctionFor, type Correction, type CorrectionOptions } from './drift-correction';
export {
  createSyncFollower,
  type FollowerClock,
  type SyncFollower,
  type SyncFollowerOptions,
  type SyncMedia,
} from './sync-follower';
export type { FollowerReport, FollowerStatus } from './follower-report';
export { globalTimers, localNow, type Timers } from './time-sources';
