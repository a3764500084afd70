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

/** Code points, one or a range [from, to]. */
type CodePoints = readonly [from: number, to?: number];
const hex = (point: number) => `\\u{${point.toString(16)}}`;
/** A regular expression's character class (for the `u` flag) of these code points. */
const charClass = (points: readonly CodePoints[]) =>
  points.map(([from, to = from]) => (from === to ? hex(from) : `${hex(from)}-${hex(to)}`)).join('');

/**
 * Characters no text may hold (public.form_text_ok in SQL refuses the same; supabase/tests/parity.test.ts
 * compares the two over every code point of planes 0, 1 and 14): C0 controls but tab, line feed and
 * carriage return; DEL and the C1 controls; and every format character (Unicode's Cf) but the zero-width
 * joiner and non-joiner, which shape their neighbours (emoji sequences, Persian and Indic spelling) and
 * move nothing. So: the soft hyphen, the Arabic number marks, the Arabic letter mark and the left-to-right
 * and right-to-left marks (the site's languages are all written left to right; the marks only reorder
 * neutral characters), the zero-width space, the bidirectional embeddings, overrides and isolates (which
 * make a text display as something else than it is), the word joiner and invisible operators, the BOM
 * inside a text, the interlinear annotation marks, tag characters and the rest of plane 14 but its
 * variation selectors (U+E0100–U+E01EF, used in Japanese names).
 */
const FORBIDDEN: readonly CodePoints[] = [
  [0x00, 0x08], [0x0b], [0x0c], [0x0e, 0x1f], [0x7f, 0x9f], [0xad], [0x600, 0x605], [0x61c], [0x6dd], [0x70f],
  [0x890, 0x891], [0x8e2], [0x180e], [0x200b], [0x200e, 0x200f], [0x202a, 0x202e], [0x2060, 0x206f], [0xfeff],
  [0xfff0, 0xfffb], [0x110bd], [0x110cd], [0x13430, 0x1343f], [0x1bca0, 0x1bca3], [0x1d173, 0x1d17a],
  [0xe0000, 0xe00ff], [0xe01f0, 0xe0fff],
];
/** A single-line field refuses tab, line feed, carriage return and the line and paragraph separators too. */
const LINE_BREAKS: readonly CodePoints[] = [[0x09], [0x0a], [0x0d], [0x2028, 0x2029]];
/**
 * What does not show: whitespace, controls, default-ignorable characters (joiners, variation selectors,
 * Hangul fillers such as U+3164 …) and the blank braille pattern U+2800. A text needs something else.
 */
const BLANK: readonly CodePoints[] = [
  [0x00, 0x20], [0x7f, 0xa0], [0xad], [0x34f], [0x61c], [0x115f, 0x1160], [0x1680], [0x17b4, 0x17b5], [0x180b, 0x180f],
  [0x2000, 0x200f], [0x2028, 0x202f], [0x205f, 0x206f], [0x2800], [0x3000], [0x3164], [0xfe00, 0xfe0f], [0xfeff], [0xffa0],
  [0xfff0, 0xfff8], [0x1bca0, 0x1bca3], [0x1d173, 0x1d17a], [0xe0000, 0xe0fff],
];

const FORBIDDEN_IN_TEXT = new RegExp(`[${charClass(FORBIDDEN)}]`, 'u');
const FORBIDDEN_IN_LINE = new RegExp(`[${charClass([...FORBIDDEN, ...LINE_BREAKS])}]`, 'u');
const VISIBLE = new RegExp(`[^${charClass(BLANK)}]`, 'u');

interface TextOptions {
  /** A textarea: tabs and line breaks are part of the text. */
  multiline?: boolean;
}

/**
 * Free text: at most `max` characters as typed, before trimming too (the database limits what it is sent,
 * and a name of 'M' and a million spaces is not a short name), then trimmed; no forbidden characters; and
 * unless empty, something visible (a name of U+3164 or U+200B alone is refused, as 'characters').
 */
const text = (max: number, { multiline = false }: TextOptions) =>
  z
    .string()
    .max(max, err('tooLong'))
    .trim()
    .refine((value) => !(multiline ? FORBIDDEN_IN_TEXT : FORBIDDEN_IN_LINE).test(value), err('characters'))
    .refine((value) => value === '' || VISIBLE.test(value), err('characters'));

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
