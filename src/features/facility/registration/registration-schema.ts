import { z } from 'zod';
import { isTimeZone } from '@/lib/time-zone';
import { email, optionalText, requiredText, type FieldError } from '@/lib/forms/schemas';

/**
 * The facility's registration as the database limits it (public.facilities, supabase/README.md 'Care
 * facilities'); supabase/tests/parity.test.ts checks, sample by sample, that zod and register_facility agree.
 * Messages are the `forms` namespace's error codes, as every form's.
 */
export const FACILITY_KINDS = ['hospital', 'care_home', 'home_care', 'other'] as const;
export type FacilityKind = (typeof FACILITY_KINDS)[number];

const err = (code: FieldError) => ({ message: code });

/** ISO 3166-1 alpha-2, in capitals (the form offers a list; anything else is refused as the database does). */
export const COUNTRY_PATTERN = /^[A-Z]{2}$/;

/**
 * The shape private.is_time_zone accepts before it asks the server's zone data (an IANA name, or Etc/GMT±N
 * without a POSIX rule inside), and a zone this browser's Intl knows: the .ics files are written with it.
 */
const ZONE_SHAPE = /^([A-Z][A-Za-z_-]+(\/[A-Z][A-Za-z_-]*){1,2}|Etc\/GMT([+-]?0|[+-]([1-9]|1[0-4]))?)$/;

export function isFacilityTimeZone(zone: string): boolean {
  return (zone === 'UTC' || ZONE_SHAPE.test(zone)) && isTimeZone(zone);
}

/** An optional whole number typed into a field: empty is null, else digits within [min, max]. */
const optionalCount = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d+$/.test(value), err('number'))
    .transform((value) => (value === '' ? null : Number(value)))
    .refine((value) => value === null || (value >= min && value <= max), err('range'));

/** Field names are register_facility's arguments, so the parsed value is the call's arguments. */
export const facilityRegistrationSchema = z.object({
  name: requiredText(200),
  kind: z.enum(FACILITY_KINDS, err('choice')),
  address: requiredText(300),
  country: z.string().regex(COUNTRY_PATTERN, err('choice')),
  time_zone: z.string().refine(isFacilityTimeZone, err('choice')),
  residents: optionalCount(1, 50_000),
  headsets: optionalCount(1, 5_000),
  invoice_email: email,
});

export type FacilityRegistration = z.output<typeof facilityRegistrationSchema>;
export type FacilityRegistrationDraft = z.input<typeof facilityRegistrationSchema>;

/**
 * What an admin tells the facility with a status (why it is suspended, what is missing): one line of at most
 * 500 characters; blank clears it (admin_set_facility_status). Suspending asks for one (the form's own rule).
 */
export const facilityStatusReasonSchema = z.object({ reason: optionalText(500) });
