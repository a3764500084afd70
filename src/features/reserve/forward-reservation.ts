import { concertText, wallClock, withEnglishTexts, type ProgrammeConcert } from '@/features/concerts';
import { FORM_SUBJECTS } from '@/lib/forms/form-subjects';
import type { Reservation } from '@/lib/forms/schemas';
import { forwardForm } from '@/lib/forms/send-form';

/**
 * What the team's email lists for a reservation sent without a backend: which concert (its id, English
 * title, date and time on the venue's clock, as the team knows them) and the reservation itself. The team confirms the spots
 * by hand, so the counts on the site do not change.
 */
export function reservationFields(concert: ProgrammeConcert, reservation: Reservation): Record<string, string> {
  const start = wallClock(concert.startsAt, concert.timeZone);
  return {
    concert: concertText(concert, 'en').title,
    concert_id: concert.id,
    concert_date: `${start.day} ${start.time}`,
    facility: reservation.facility,
    contact_name: reservation.contact_name,
    contact_email: reservation.contact_email,
    spots: String(reservation.spots),
  };
}

/** Sends the reservation through the form-forwarding service; throws SendFormError when it was not accepted. */
export async function forwardReservation(concert: ProgrammeConcert, reservation: Reservation): Promise<void> {
  return forwardForm({ subject: FORM_SUBJECTS.reservation, fields: reservationFields(await withEnglishTexts(concert), reservation) });
}
