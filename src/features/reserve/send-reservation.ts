import type { ProgrammeConcert } from '@/features/concerts';
import { HAS_BACKEND } from '@/lib/env';
import type { Reservation } from '@/lib/forms/schemas';
import { SendFormError } from '@/lib/forms/send-form';
import { loadSupabase } from '@/lib/supabase/client';
import { sendCode, type SendCodeOutcome } from './email-code';
import { forwardReservation } from './forward-reservation';
import type { ReserveRefusal } from './reserve-spots';
import { confirmSpotRequest, requestSpots, type ConfirmOutcome } from './spot-request';

/**
 * With a backend: the request is stored (holding nothing) and a code is on its way to the address (`code` says
 * whether the auth service sent it); or, for someone already signed in with that address, confirmed at once
 * (`proved`). Without one: 'forwarded', the team got it by email to confirm by hand.
 */
export type SendOutcome =
  | { status: 'requested'; request: string; code: SendCodeOutcome }
  | { status: 'proved'; outcome: ConfirmOutcome }
  | ReserveRefusal
  | { status: 'forwarded' };

const FAILED: SendOutcome = { status: 'failed' };

const forwardFailure = (error: unknown): SendOutcome =>
  error instanceof SendFormError && error.reason === 'timeout' ? { status: 'timeout' } : FAILED;

async function requestWithCode(concert: ProgrammeConcert, reservation: Reservation): Promise<SendOutcome> {
  const client = await loadSupabase();
  if (!client) return FAILED;
  const requested = await requestSpots(client, concert.id, reservation);
  if (requested.status !== 'requested') return requested;
  // A session for this very address (a visitor whose code was typed earlier) proves it already: no new code.
  const { data } = await client.auth.getSession();
  const user = data.session?.user;
  if (user && !user.is_anonymous && user.email?.toLowerCase() === reservation.contact_email) {
    return { status: 'proved', outcome: await confirmSpotRequest(client, requested.request) };
  }
  return { ...requested, code: await sendCode(client, reservation.contact_email) };
}

/** Asks for the spots with the backend when there is one, else forwards to the team; never throws. */
export function sendReservation(concert: ProgrammeConcert, reservation: Reservation): Promise<SendOutcome> {
  if (!HAS_BACKEND) return forwardReservation(concert, reservation).then((): SendOutcome => ({ status: 'forwarded' }), forwardFailure);
  return requestWithCode(concert, reservation).catch(() => FAILED);
}
