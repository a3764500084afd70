import { fieldErrors, reservationSchema, type FieldError, type Reservation } from '@/lib/forms/schemas';

export const RESERVATION_FIELDS = ['facility', 'contact_name', 'contact_email', 'spots'] as const;
export type ReservationField = (typeof RESERVATION_FIELDS)[number];
/** The raw text of each field, as typed (and as kept in the draft). */
export type ReservationValues = Record<ReservationField, string>;

export const EMPTY_RESERVATION: ReservationValues = { facility: '', contact_name: '', contact_email: '', spots: '' };

export type ReservationErrors = Partial<Record<ReservationField, FieldError>>;

/** Valid; or field errors of the shared rules (`forms:errors.<code>`); or more spots than remain. */
export type CheckedReservation =
  | { status: 'valid'; reservation: Reservation }
  | { status: 'invalid'; errors: ReservationErrors }
  | { status: 'tooManySpots' };

/** The shared reservation rules (reservationSchema), and no more spots than `remaining`. */
export function checkReservation(values: ReservationValues, remaining: number): CheckedReservation {
  const parsed = reservationSchema.safeParse(values);
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error) };
  if (parsed.data.spots > remaining) return { status: 'tooManySpots' };
  return { status: 'valid', reservation: parsed.data };
}
