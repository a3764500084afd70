import type { Reservation } from '@/lib/forms/schemas';
import { loadSupabase } from '@/lib/supabase/client';
import { isRequestTimeout } from '@/lib/timed-fetch';

/** What became of a reservation sent to the backend. */
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

/** The P0001 messages of `reserve_spots` (supabase/migrations), each a refusal the person can act on. */
const REFUSALS: Record<string, (details: string | null | undefined) => ReserveOutcome> = {
  not_enough_spots: () => ({ status: 'notEnoughSpots' }),
  concert_started: () => ({ status: 'concertStarted' }),
  concert_cancelled: () => ({ status: 'concertCancelled' }),
  concert_postponed: () => ({ status: 'concertPostponed' }),
  rate_limited: () => ({ status: 'rateLimited' }),
  // DETAIL carries how many this address may still reserve, as digits.
  address_limit: (details) => (details && /^\d+$/.test(details) ? { status: 'addressLimit', remaining: Number(details) } : { status: 'addressLimit' }),
};

/**
 * Reads the answer of `reserve_spots`: the new registered count, or its refusals (P0001 with a message
 * of REFUSALS, P0002 'unknown_concert'). A timeout is told apart; anything else (a network failure has
 * code '') is a failure that sending again may fix.
 */
export function reserveOutcome({ data, error }: RpcAnswer): ReserveOutcome {
  if (error) {
    const refusal = error.code === 'P0001' && error.message ? REFUSALS[error.message] : undefined;
    if (refusal) return refusal(error.details);
    if (error.code === 'P0002') return { status: 'unknownConcert' };
    return { status: isRequestTimeout(error) ? 'timeout' : 'failed' };
  }
  return typeof data === 'number' && Number.isInteger(data) ? { status: 'reserved', registered: data } : { status: 'failed' };
}

/** Reserves `spots` at the concert `concertId` in one locked step on the server (never past capacity). */
export async function reserveSpots(concertId: string, reservation: Reservation): Promise<ReserveOutcome> {
  const supabase = await loadSupabase();
  if (!supabase) return { status: 'failed' };
  const answer = await supabase.rpc('reserve_spots', {
    concert: concertId,
    spots: reservation.spots,
    facility: reservation.facility,
    contact_name: reservation.contact_name,
    contact_email: reservation.contact_email,
  });
  return reserveOutcome(answer);
}
