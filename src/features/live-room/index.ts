/**
 * A concert's night, two-way: applause from the rooms and the stage's view of them (pure modules; the
 * contract of the database and the Realtime topics: supabase/README.md, 'The concert's stage').
 */
export { NO_CLAPS, nextClapAt, takeClap, VIEWER_APPLAUSE_LIMIT, type ApplauseLimit, type ApplauseLimiterState } from './applause-limiter';
export { addClaps, afterReply, EMPTY_ROOM_BATCHER, ROOM_BATCH_INTERVAL_MS, takeBatch, type BatchReply, type RoomBatcherState } from './applause-batcher';
export { addApplause, METER_TAU_MS, meterReading, QUIET_METER, type MeterState } from './applause-meter';
export { nextRoomPresence, ROOM_PRESENCE_MIN_GAP_MS, UNTRACKED_ROOM, type RoomPresenceState } from './room-presence';
export { audienceOf, type Audience } from './stage-audience';
export { applyGreeting, applyGreetingPayload, GREETINGS_KEPT, greetingsFromRows, type ShownGreeting } from './stage-greetings';
export { createStageAggregator, type StageAggregator, type StageSnapshot } from './stage-aggregator';
export {
  clapSchema,
  concertRoomsTopic,
  concertStageTopic,
  MAX_CLAPS_PER_BATCH,
  MAX_HEADSETS_PER_ROOM,
  roomApplauseTopic,
  roomPresenceSchema,
  stageApplauseSchema,
  stageGreetingSchema,
  type Clap,
  type RoomPresence,
  type StageApplause,
  type StageGreeting,
} from './stage-topics';
export { ApplauseButton } from './applause-button';
export { RoomStagePanel } from './room-stage-panel';
export { useHeadsetApplause } from './use-headset-applause';
export type { Applause, ApplauseOutcome } from './use-applause';
