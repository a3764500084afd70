import type { ProgrammeConcert } from '@/features/concerts';
import { HAS_BACKEND } from '@/lib/env';
import type { Reservation } from '@/lib/forms/schemas';
import { SendFormError } from '@/lib/forms/send-form';
import { forwardReservation } from './forward-reservation';
import { reserveSpots, type ReserveOutcome } from './reserve-spots';

/** The backend's answer, or 'forwarded': without a backend the team got it by email, to confirm by hand. */
export type SendOutcome = ReserveOutcome | { status: 'forwarded' };

const FAILED: SendOutcome = { status: 'failed' };

const forwardFailure = (error: unknown): SendOutcome =>
  error instanceof SendFormError && error.reason === 'timeout' ? { status: 'timeout' } : FAILED;

/** Reserves with the backend when there is one, else forwards to the team; never throws. */
export function sendReservation(concert: ProgrammeConcert, reservation: Reservation): Promise<SendOutcome> {
  if (!HAS_BACKEND) return forwardReservation(concert, reservation).then((): SendOutcome => ({ status: 'forwarded' }), forwardFailure);
  return reserveSpots(concert.id, reservation).catch(() => FAILED);
}
