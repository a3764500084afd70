import { z } from 'zod';
import { isRequestTimeout } from '@/lib/timed-fetch';

/**
 * Reads what `reserve_for_facility`, `change_facility_reservation` and `cancel_facility_reservation` answer
 * (supabase/README.md, 'Care facilities'): the concert's new count, or a refusal the person can act on.
 */
export type FacilityRefusal =
  | { status: 'notMember' }
  /** The facility is not (or no longer) verified: `standing` says where it stands when the server said. */
  | { status: 'notVerified'; standing?: 'pending' | 'suspended' }
  | { status: 'unknownConcert' }
  | { status: 'concertCancelled' }
  | { status: 'concertPostponed' }
  | { status: 'concertStarted' }
  /** Another member reserved for this facility meanwhile: `reservation` is that one's id. */
  | { status: 'alreadyReserved'; reservation?: string }
  /** `left`: spots still free, from DETAIL 'N of M taken'. */
  | { status: 'notEnoughSpots'; left?: number }
  /** The concert's cap per facility, when the server said. */
  | { status: 'facilityLimit'; cap?: number }
  /** Cancelled or gone meanwhile (another member, another tab). */
  | { status: 'unknownReservation' }
  | { status: 'reservationCancelled' }
  /** The note breaks the forms' text rule (23514). */
  | { status: 'noteRefused' }
  | { status: 'signInFirst' }
  | { status: 'timeout' }
  | { status: 'failed' };

export type FacilityOutcome<T> = { status: 'done'; value: T } | FacilityRefusal;

/** The parts of supabase-js's answer that matter here (PostgREST passes the SQL error's code, message and details). */
export interface RpcAnswer {
  data: unknown;
  error: { code?: string | null; message?: string | null; details?: string | null } | null;
}

const digits = (details: string | null | undefined) => (details && /^\d+$/.test(details) ? Number(details) : undefined);

/** 'N of M taken' → M − N. */
function spotsLeft(details: string | null | undefined): number | undefined {
  const match = details?.match(/^(\d+) of (\d+) taken$/);
  return match ? Math.max(Number(match[2]) - Number(match[1]), 0) : undefined;
}

const standingOf = (details: string | null | undefined) => (details === 'pending' || details === 'suspended' ? details : undefined);

const REFUSALS: Record<string, (details: string | null | undefined) => FacilityRefusal> = {
  not_member: () => ({ status: 'notMember' }),
  sign_in_first: () => ({ status: 'signInFirst' }),
  facility_not_verified: (details) => {
    const standing = standingOf(details);
    return standing ? { status: 'notVerified', standing } : { status: 'notVerified' };
  },
  unknown_concert: () => ({ status: 'unknownConcert' }),
  concert_cancelled: () => ({ status: 'concertCancelled' }),
  concert_postponed: () => ({ status: 'concertPostponed' }),
  concert_started: () => ({ status: 'concertStarted' }),
  already_reserved: (details) => (details && z.string().uuid().safeParse(details).success ? { status: 'alreadyReserved', reservation: details } : { status: 'alreadyReserved' }),
  not_enough_spots: (details) => {
    const left = spotsLeft(details);
    return left === undefined ? { status: 'notEnoughSpots' } : { status: 'notEnoughSpots', left };
  },
  facility_limit: (details) => {
    const cap = digits(details);
    return cap === undefined ? { status: 'facilityLimit' } : { status: 'facilityLimit', cap };
  },
  unknown_reservation: () => ({ status: 'unknownReservation' }),
  reservation_cancelled: () => ({ status: 'reservationCancelled' }),
};

/** A refusal by its message (P0001, or P0002 for the unknown ones); 23514 is the note; else a timeout or a failure. */
export function facilityRefusal(error: NonNullable<RpcAnswer['error']>): FacilityRefusal {
  const known = (error.code === 'P0001' || error.code === 'P0002') && error.message ? REFUSALS[error.message] : undefined;
  if (known) return known(error.details);
  if (error.code === '23514') return { status: 'noteRefused' };
  return { status: isRequestTimeout(error) ? 'timeout' : 'failed' };
}

const reservedRows = z.array(z.object({ id: z.string().uuid(), registered: z.number().int() })).length(1);
const count = z.number().int();

/** `reserve_for_facility`: one row, the new reservation's id and the concert's count. */
export function reservedOutcome({ data, error }: RpcAnswer): FacilityOutcome<{ id: string; registered: number }> {
  if (error) return facilityRefusal(error);
  const parsed = reservedRows.safeParse(data);
  return parsed.success && parsed.data[0] ? { status: 'done', value: parsed.data[0] } : { status: 'failed' };
}

/** `change_facility_reservation` and `cancel_facility_reservation`: the concert's new count. */
export function countOutcome({ data, error }: RpcAnswer): FacilityOutcome<number> {
  if (error) return facilityRefusal(error);
  const parsed = count.safeParse(data);
  return parsed.success ? { status: 'done', value: parsed.data } : { status: 'failed' };
}
