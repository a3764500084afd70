import { loadSupabase } from '@/lib/supabase/client';
import type { Reservation } from '@/lib/forms/schemas';

/** What became of a reservation sent to the backend. */
export type ReserveOutcome =
  | { status: 'reserved'; registered: number }
  | { status: 'notEnoughSpots' }
  | { status: 'unknownConcert' }
  | { status: 'failed' };

/** The parts of supabase-js's answer that matter here (PostgREST passes the SQL error's code and message). */
export interface RpcAnswer {
  data: unknown;
  error: { code?: string | null; message?: string | null } | null;
}

/**
 * Reads the answer of `reserve_spots` (supabase/migrations): the new registered count, or its errors
 * P0001 'not_enough_spots' and P0002 'unknown_concert'. Anything else (a network failure has code '')
 * is a failure that sending again may fix.
 */
export function reserveOutcome({ data, error }: RpcAnswer): ReserveOutcome {
  if (error) {
    if (error.code === 'P0001' && error.message === 'not_enough_spots') return { status: 'notEnoughSpots' };
    if (error.code === 'P0002') return { status: 'unknownConcert' };
    return { status: 'failed' };
  }
  return typeof data === 'number' && Number.isInteger(data) ? { status: 'reserved', registered: data } : { status: 'failed' };
}

/** Reserves `spots` at the demo concert `concertId` in one locked step on the server (never past capacity). */
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
