import { isRequestTimeout } from '@/lib/timed-fetch';

/**
 * What the backend answers about spots at a concert: the new count, or why not. The visitor's request
 * (`request_spots`) and its confirmation (`confirm_spot_request`, spot-request.ts) answer with these refusals;
 * `reserve_spots` itself is closed to the API (20261128000600_reserve_spots_closed.sql).
 */
export type ReserveOutcome =
  | { status: 'reserved'; registered: number }
  | { status: 'notEnoughSpots' }
  | { status: 'unknownConcert' }
  | { status: 'concertStarted' }
  /** An admin cancelled or postponed the concert while this person filled in the form. */
  | { status: 'concertCancelled' }
  | { status: 'concertPostponed' }
  /** This address's cap per concert; `remaining`: how many it may still reserve, when the server said. */
  | { status: 'addressLimit'; remaining?: number }
  | { status: 'rateLimited' }
  /** No answer in time: whether the spots were reserved is unknown. */
  | { status: 'timeout' }
  | { status: 'failed' };

/** The parts of supabase-js's answer that matter here (PostgREST passes the SQL error's code and message). */
export interface RpcAnswer {
  data: unknown;
  error: { code?: string | null; message?: string | null; details?: string | null } | null;
}

/** The P0001 messages of `reserve_spots`' checks (supabase/migrations), each a refusal the person can act on. */
const REFUSALS: Record<string, (details: string | null | undefined) => ReserveRefusal> = {
  not_enough_spots: () => ({ status: 'notEnoughSpots' }),
  concert_started: () => ({ status: 'concertStarted' }),
  concert_cancelled: () => ({ status: 'concertCancelled' }),
  concert_postponed: () => ({ status: 'concertPostponed' }),
  rate_limited: () => ({ status: 'rateLimited' }),
  // DETAIL carries how many this address may still reserve, as digits.
  address_limit: (details) => (details && /^\d+$/.test(details) ? { status: 'addressLimit', remaining: Number(details) } : { status: 'addressLimit' }),
};

/** Every answer but the count: a refusal the person can act on, a timeout, or a failure. */
export type ReserveRefusal = Exclude<ReserveOutcome, { status: 'reserved' }>;

/**
 * Reads an error of `reserve_spots`' checks: P0001 with a message of REFUSALS, P0002 'unknown_concert'. A
 * timeout is told apart; anything else (a network failure has code '') is a failure that sending again may fix.
 */
export function reserveRefusal(error: NonNullable<RpcAnswer['error']>): ReserveRefusal {
  const refusal = error.code === 'P0001' && error.message ? REFUSALS[error.message] : undefined;
  if (refusal) return refusal(error.details);
  if (error.code === 'P0002') return { status: 'unknownConcert' };
  return { status: isRequestTimeout(error) ? 'timeout' : 'failed' };
}

/** Reads an answer that is the concert's new registered count (as `confirm_spot_request`'s), or its refusals. */
export function reserveOutcome({ data, error }: RpcAnswer): ReserveOutcome {
  if (error) return reserveRefusal(error);
  return typeof data === 'number' && Number.isInteger(data) ? { status: 'reserved', registered: data } : { status: 'failed' };
}
