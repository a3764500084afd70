import { z } from 'zod';
import { fieldErrors, optionalText, reservationSchema, type FieldError } from '@/lib/forms/schemas';
import type { FacilitySpots } from './facility-reservation-api';

/** Spots as for any reservation (a whole number, 1 to 100); the note as the database has it: 300 characters, several lines. */
export const facilitySpotsSchema = z.object({
  spots: reservationSchema.shape.spots,
  note: optionalText(300, { multiline: true }),
});

/** The fields as typed (and as kept in the draft). */
export type FacilitySpotsValues = Record<'spots' | 'note', string>;

export type CheckedFacilitySpots =
  | { status: 'valid'; value: FacilitySpots }
  | { status: 'invalid'; errors: Partial<Record<keyof FacilitySpotsValues, FieldError>> }
  | { status: 'tooManySpots' };

/** The rules, and no more spots than `most` (what remains, plus what the facility holds when changing). */
export function checkFacilitySpots(values: FacilitySpotsValues, most: number): CheckedFacilitySpots {
  const parsed = facilitySpotsSchema.safeParse(values);
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error) };
  if (parsed.data.spots > most) return { status: 'tooManySpots' };
  return { status: 'valid', value: parsed.data };
}
