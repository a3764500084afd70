import { z } from 'zod';
import type { Reservation } from '@/lib/forms/schemas';
import type { TuttiClient } from '@/lib/supabase/client';
import { reserveOutcome, reserveRefusal, type ReserveOutcome, type ReserveRefusal, type RpcAnswer } from './reserve-spots';

/**
 * A visitor's spots in two steps (supabase/README.md, 'Holds for visitors'): `request_spots` stores a request that
 * holds nothing; once Supabase Auth has proved the address with a one-time code, `confirm_spot_request` reserves.
 */
export type RequestOutcome = { status: 'requested'; request: string } | ReserveRefusal;

/** Why a confirmation was refused beyond the concert's own checks. */
export type ConfirmProblem =
  /** Older than 30 minutes, or gone (unconfirmed requests are deleted after an hour): ask again. */
  | 'requestExpired'
  /** The signed-in address is not the request's. */
  | 'wrongEmail'
  /** Confirmed already (a second click, or another tab): the spots are held. */
  | 'requestConfirmed';

/** One member per problem, so a check of `status` narrows it. */
export type ConfirmOutcome = ReserveOutcome | { [P in ConfirmProblem]: { status: P } }[ConfirmProblem];

const requestId = z.string().uuid();

/** Reads `request_spots`' answer: the request's id, or what `reserve_spots` would refuse now. */
export function requestOutcome({ data, error }: RpcAnswer): RequestOutcome {
  if (error) return reserveRefusal(error);
  const parsed = requestId.safeParse(data);
  return parsed.success ? { status: 'requested', request: parsed.data } : { status: 'failed' };
}

const CONFIRM_PROBLEMS: Record<string, ConfirmProblem> = {
  unknown_request: 'requestExpired',
  request_expired: 'requestExpired',
  wrong_email: 'wrongEmail',
  request_confirmed: 'requestConfirmed',
};

/** Reads `confirm_spot_request`'s answer: the concert's new count, the request's own refusals, or the concert's. */
export function confirmOutcome(answer: RpcAnswer): ConfirmOutcome {
  const problem = answer.error?.message ? CONFIRM_PROBLEMS[answer.error.message] : undefined;
  if (problem && (answer.error?.code === 'P0001' || answer.error?.code === 'P0002')) return { status: problem };
  return reserveOutcome(answer);
}

/** Asks for spots; holds nothing until confirmed. */
export async function requestSpots(client: TuttiClient, concertId: string, reservation: Reservation): Promise<RequestOutcome> {
  const answer = await client.rpc('request_spots', {
    concert: concertId,
    spots: reservation.spots,
    facility: reservation.facility,
    contact_name: reservation.contact_name,
    contact_email: reservation.contact_email,
  });
  return requestOutcome(answer);
}

/** Confirms with the session the code just made: the spots count from now. */
export async function confirmSpotRequest(client: TuttiClient, request: string): Promise<ConfirmOutcome> {
  return confirmOutcome(await client.rpc('confirm_spot_request', { request }));
}
