import { concertText, formatConcertDates, formatConcertTime, withEnglishTexts } from '@/features/concerts';
import { FORM_SUBJECTS } from '@/lib/forms/form-subjects';
import type { Booking } from '@/lib/forms/schemas';
import { rowFields, sendForm } from '@/lib/forms/send-form';
import { concertToSend, type ConcertChoice } from './concert-choice';

/**
 * Sends a booking request with the concert it names (`concert_id`) when that concert may be booked: into
 * `bookings` with a backend (whose trigger refuses a concert that cannot be booked: SendFormError
 * 'concertNotBookable'), or by email through the form-forwarding service, where the team also reads the
 * concert's English title and date beside its id.
 */
export async function sendBooking(row: Booking, choice: ConcertChoice): Promise<void> {
  const booking: Booking = { ...row, concert_id: concertToSend(choice) };
  const named = choice.kind === 'bookable' ? { ...choice, concert: await withEnglishTexts(choice.concert) } : choice;
  return sendForm({ table: 'bookings', row: booking, subject: FORM_SUBJECTS.booking, fields: forwardedFields(booking, named) });
}

export function forwardedFields(booking: Booking, choice: ConcertChoice): Record<string, string> {
  const fields = rowFields(booking);
  if (choice.kind !== 'bookable') return fields;
  const { concert } = choice;
  const when = `${formatConcertDates(concert, 'en', 'full')}, ${formatConcertTime(concert, 'en')} (${concert.timeZone})`;
  return { ...fields, concert: [concertText(concert, 'en').title, when, concert.venue].filter(Boolean).join(' · ') };
}
