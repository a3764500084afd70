/**
 * A room's applause, batched by its facilitator: the claps its headsets (and the facilitator's own screen)
 * send are added up and go to the stage as one `send_room_applause(session, claps)` per interval, only when
 * there are any. 500 rooms then cost the stage at most 100 messages a second however hard they clap (README:
 * 'Applause and greetings'). Pure: the caller passes the time, keeps the state and makes the call.
 */
import { MAX_CLAPS_PER_BATCH } from './stage-topics';

/** One batch per 5 s (the database takes one per 4 s at the most: a late timer is never refused). */
export const ROOM_BATCH_INTERVAL_MS = 5000;

export interface RoomBatcherState {
  /** Claps not sent yet (never more than one batch can carry: a room that cannot send does not hoard). */
  pending: number;
  /** No batch before this time. */
  notBefore: number;
}

export const EMPTY_ROOM_BATCHER: RoomBatcherState = { pending: 0, notBefore: 0 };

export function addClaps(state: RoomBatcherState, claps: number): RoomBatcherState {
  if (!Number.isInteger(claps) || claps <= 0) return state;
  return { ...state, pending: Math.min(MAX_CLAPS_PER_BATCH, state.pending + claps) };
}

/** The batch to send now, if any (the state then counts it as sent). */
export function takeBatch(state: RoomBatcherState, now: number, intervalMs = ROOM_BATCH_INTERVAL_MS): { batch: number | null; state: RoomBatcherState } {
  if (state.pending === 0 || now < state.notBefore) return { batch: null, state };
  return { batch: state.pending, state: { pending: 0, notBefore: now + intervalMs } };
}

/** send_room_applause's answer: one row, { accepted, retry_after }. */
export interface BatchReply {
  accepted: number;
  retry_after: number | null;
}

/**
 * After the database answered a batch of `sent` claps. 'Too soon' (retry_after) takes none: they wait for the
 * time it names. Claps over the room's allowance are dropped, not kept for later: applause is for the moment.
 */
export function afterReply(state: RoomBatcherState, sent: number, reply: BatchReply, now: number): RoomBatcherState {
  if (reply.retry_after === null) return state;
  return { pending: Math.min(MAX_CLAPS_PER_BATCH, state.pending + sent - reply.accepted), notBefore: now + reply.retry_after * 1000 };
}
