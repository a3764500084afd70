import { z } from 'zod';
import { EMAIL_PATTERN } from './patterns';

/**
 * The forms' rules, shared by every form in the browser and mirrored by the SQL constraints in
 * supabase/migrations (the database tests check that the two agree). Error messages are keys of the
 * `forms` namespace's `errors`, translated where they are shown.
 */
export type FieldError = 'required' | 'email' | 'phone' | 'tooLong' | 'number' | 'range' | 'choice' | 'date' | 'characters';

/** SPEC section 5's email pattern (in its own module so a form can use it without loading zod). */
export { EMAIL_PATTERN };
const PHONE_PATTERN = /^\+?[0-9 ()./-]{6,30}$/;

const err = (code: FieldError) => ({ message: code });

/**
 * Characters no text may hold (public.form_text_ok in SQL refuses the same): C0 controls but tab, line feed
 * and carriage return; DEL and the C1 controls; the bidirectional embeddings, overrides (U+202A–U+202E) and
 * isolates (U+2066–U+2069), which make a text display as something else than it is.
 * Finding control characters is the point of these two patterns, hence the lint exceptions.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** A single-line field refuses tab, line feed and carriage return as well. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

interface TextOptions {
  /** A textarea: tabs and line breaks are part of the text. */
  multiline?: boolean;
}

/**
 * Free text: at most `max` characters as typed, before trimming too (the database limits what it is sent,
 * and a name of 'M' and a million spaces is not a short name), then trimmed; no forbidden characters.
 */
const text = (max: number, { multiline = false }: TextOptions) =>
  z
    .string()
    .max(max, err('tooLong'))
    .trim()
    .refine((value) => !(multiline ? FORBIDDEN_IN_TEXT : FORBIDDEN_IN_LINE).test(value), err('characters'));

/** A required text: at least one character once trimmed. */
export const requiredText = (max: number, options: TextOptions = {}) => text(max, options).min(1, err('required'));

/** An optional text: empty becomes null (stored as NULL, not as ''). */
export const optionalText = (max: number, options: TextOptions = {}) => text(max, options).transform((value) => value || null);

/** Lowercased before the check: an address typed with a capital (phones capitalise) is the same address. */
export const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, err('required'))
  .max(254, err('tooLong'))
  .regex(new RegExp(`^${EMAIL_PATTERN}$`), err('email'));

export const optionalPhone = z
  .string()
  .trim()
  .refine((value) => value === '' || PHONE_PATTERN.test(value), err('phone'))
  .transform((value) => value || null);

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, err('choice'));
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .refine((value) => value === '' || values.includes(value), err('choice'))
    .transform((value) => (value === '' ? null : (value as T[number])));

/** A whole number typed into a field; empty becomes null when `optional`. */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d+$/.test(value), err('number'))
    .transform((value) => (value === '' ? null : Number(value)))
    .refine((value) => value === null || (value >= min && value <= max), err('range'));

export const pilotRequestSchema = z.object({
  facility: requiredText(200),
  name: requiredText(100),
  email,
});

export const contactMessageSchema = z.object({
  name: requiredText(100),
  email,
  phone: optionalPhone,
  message: requiredText(5000, { multiline: true }),
});

export const waitlistSignupSchema = z.object({
  name: requiredText(100),
  email,
  organisation: optionalText(200),
});

export const FACILITY_TYPES = ['hospital', 'care_home', 'rehabilitation', 'hospice', 'day_care', 'other'] as const;
export const PREFERRED_TIMES = ['morning', 'afternoon', 'evening'] as const;
export const MUSIC_PREFERENCES = ['classical', 'jazz', 'pop', 'folk', 'world', 'no_preference'] as const;
export const HEARD_ABOUT = ['search', 'social_media', 'colleague', 'event', 'press', 'other'] as const;

/** A concert's id as the database keys it (a slug); empty, or anything else, becomes null (no concert). */
export const CONCERT_ID_PATTERN = /^[a-z0-9-]{1,64}$/;
const optionalConcertId = z
  .string()
  .optional()
  .transform((value) => (value !== undefined && CONCERT_ID_PATTERN.test(value.trim()) ? value.trim() : null));

export const bookingSchema = z.object({
  /** The concert chosen with 'Book now' (SPEC: booking form; issue 15); checked against the programme on send. */
  concert_id: optionalConcertId,
  name: requiredText(100),
  email,
  phone: optionalPhone,
  facility_name: requiredText(200),
  facility_address: optionalText(300),
  facility_type: choice(FACILITY_TYPES),
  residents: wholeNumber(1, 10000),
  preferred_date: z.iso.date(err('date')),
  preferred_time: optionalChoice(PREFERRED_TIMES),
  music_preference: optionalChoice(MUSIC_PREFERENCES),
  special_requirements: optionalText(2000, { multiline: true }),
  heard_about: optionalChoice(HEARD_ABOUT),
});

export const reservationSchema = z.object({
  facility: requiredText(200),
  contact_name: requiredText(100),
  contact_email: email,
  spots: wholeNumber(1, 100)
    .refine((value) => value !== null, err('required'))
    .transform((value) => value ?? 0),
});

export type PilotRequest = z.output<typeof pilotRequestSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type WaitlistSignup = z.output<typeof waitlistSignupSchema>;
export type Booking = z.output<typeof bookingSchema>;
export type Reservation = z.output<typeof reservationSchema>;

/** Field name → first error code, for showing next to each field. */
export function fieldErrors(error: z.ZodError): Record<string, FieldError> {
  const result: Record<string, FieldError> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    result[field] ??= issue.message as FieldError;
  }
  return result;
}
