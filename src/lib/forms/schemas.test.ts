import { describe, expect, it } from 'vitest';
import { bookingSchema, contactMessageSchema, fieldErrors, optionalText, pilotRequestSchema, requiredText, reservationSchema, waitlistSignupSchema } from './schemas';

// The text rule's edges here; supabase/tests/parity.test.ts checks that the database draws the same lines.
const firstError = (schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error as { issues: { message: string }[] }).issues[0]?.message;
};

const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u000e', '\u001b', '\u001f', '\u007f', '\u0080', '\u0085', '\u009f'];
const BIDI_OVERRIDES = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
/** Format characters (Cf) besides the overrides: marks, invisible spaces and joiners that join nothing, tags. */
const FORMAT = ['\u200e', '\u200f', '\u061c', '\u00ad', '\u200b', '\u2060', '\u2065', '\u206a', '\ufeff', '\u180e', '\u0600', '\ufff9', '\u{e0001}', '\u{e0041}', '\u{e007f}'];
const LINE_BREAKS = ['\t', '\n', '\r', '\r\n', '\u2028', '\u2029'];
const ALLOWED = ['\u00a0', '\u00a9', '\u200c', '\u200d', '\ufe0f', '\u2800', '\u3164', '\u{e0100}'];
/** Nothing visible, though not blank to trim(): Hangul fillers, blank braille, joiners and selectors alone. */
const INVISIBLE = ['\u3164', '\u2800', '\uffa0', '\u115f\u1160', ' \u2800 ', '\u200d', '\u200c\u200d', '\ufe0f', '\u034f', '\u{e0100}'];
/** [code point as U+XXXX, character], for readable test names. */
const named = (chars: string[]) => chars.map((char) => [`U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`, char] as const);

describe('text fields', () => {
  const line = requiredText(10);
  const multiline = requiredText(10, { multiline: true });

  it.each(named([...CONTROLS, ...BIDI_OVERRIDES, ...FORMAT]))("refuse %s as 'characters', in one line or many", (_, char) => {
    expect(firstError(line, `Ada${char}Lee`)).toBe('characters');
    expect(firstError(multiline, `Ada${char}Lee`)).toBe('characters');
  });

  it.each(LINE_BREAKS)('refuse %j inside a single-line text, keep it in a multi-line one', (char) => {
    expect(firstError(line, `Ada${char}Lee`)).toBe('characters');
    expect(multiline.parse(`Ada${char}Lee`)).toBe(`Ada${char}Lee`);
  });

  it.each(named(ALLOWED))('allow %s between visible characters (spaces, joiners, selectors, fillers)', (_, char) => {
    expect(line.parse(`Ada${char}Lee`)).toBe(`Ada${char}Lee`);
  });

  it.each(INVISIBLE)("refuse %j, which shows nothing, as 'characters' (required or optional)", (text) => {
    expect(firstError(line, text)).toBe('characters');
    expect(firstError(multiline, text)).toBe('characters');
    expect(firstError(optionalText(10), text)).toBe('characters');
  });

  it('refuse the invisible names of issue 21: zero-width space, filler, blank braille, soft hyphen, tags, marks', () => {
    for (const name of ['\u200b', '\u3164', '\u2800', '\u00ad', '\u{e0041}\u{e0064}\u{e0061}', '\u200f', '\u061c', '\u200f\u3164']) {
      expect(firstError(requiredText(100), name), JSON.stringify(name)).toBe('characters');
    }
    expect(firstError(requiredText(100), 'Ada\u2028Lee')).toBe('characters');
    expect(requiredText(100, { multiline: true }).parse('Ada\u2028Lee')).toBe('Ada\u2028Lee');
  });

  it('keep emoji sequences and Persian spelling, whose joiners join something', () => {
    const doctor = '\u{1F469}\u200d\u2695\ufe0f';
    const books = '\u06a9\u062a\u0627\u0628\u200c\u0647\u0627';
    expect(line.parse(doctor)).toBe(doctor);
    expect(line.parse(books)).toBe(books);
  });

  it('trim surrounding whitespace, line breaks included, before judging the characters', () => {
    expect(requiredText(20).parse('\n\t Ada Lee \r\n')).toBe('Ada Lee');
  });

  it("count the length as typed: 'M' and a million spaces is too long, not a one-letter name", () => {
    expect(firstError(line, `M${' '.repeat(1_000_000)}`)).toBe('tooLong');
    expect(firstError(line, ' 0123456789')).toBe('tooLong');
    expect(line.parse('0123456789')).toBe('0123456789');
  });

  it('count characters (code points), not UTF-16 units', () => {
    expect(line.parse('\u{1F3BB}'.repeat(10))).toBe('\u{1F3BB}'.repeat(10));
    expect(firstError(line, '\u{1F3BB}'.repeat(11))).toBe('tooLong');
  });

  it("say 'required' for blank, and an optional blank becomes null", () => {
    expect(firstError(line, ' \n ')).toBe('required');
    expect(optionalText(10).parse(' \n ')).toBeNull();
    expect(firstError(optionalText(10), 'a\u202eb')).toBe('characters');
  });
});

describe('the forms', () => {
  it('multi-line where a textarea is: the contact message and the special requirements', () => {
    const message = 'Hello,\r\n\twe would like a concert.';
    expect(contactMessageSchema.parse({ name: 'Ada', email: 'ada@example.org', phone: '', message }).message).toBe(message);
    const booking = bookingSchema.parse({
      ...{ name: 'Ada', email: 'ada@example.org', phone: '', facility_name: 'Care', facility_address: '', facility_type: 'hospital' },
      ...{ residents: '', preferred_date: '2027-05-01', preferred_time: '', music_preference: '', heard_about: '' },
      special_requirements: 'Two wheelchairs.\nOne hearing aid.',
    });
    expect(booking.special_requirements).toBe('Two wheelchairs.\nOne hearing aid.');
    expect(booking.concert_id).toBeNull();
  });

  it("keeps a booking's concert id only when it has the database's slug shape", () => {
    const base = { name: 'Ada', email: 'ada@example.org', phone: '', facility_name: 'Care', facility_address: '', facility_type: 'hospital', residents: '', preferred_date: '2027-05-01' };
    const concertOf = (concert_id: string) => bookingSchema.parse({ ...base, concert_id, preferred_time: '', music_preference: '', heard_about: '', special_requirements: '' }).concert_id;
    expect(concertOf(' jazz-quartet ')).toBe('jazz-quartet');
    expect(concertOf('9')).toBe('9');
    expect(concertOf('')).toBeNull();
    expect(concertOf('Jazz Quartet')).toBeNull();
    expect(concertOf('x'.repeat(65))).toBeNull();
  });

  it.each([
    ['pilot', pilotRequestSchema, { facility: 'Care\u202eHome', name: 'Ada', email: 'ada@example.org' }, 'facility'],
    ['waitlist', waitlistSignupSchema, { name: 'Ada\nLee', email: 'ada@example.org', organisation: '' }, 'name'],
    ['reservation', reservationSchema, { facility: 'Care', contact_name: 'Ada\u0007', contact_email: 'ada@example.org', spots: '2' }, 'contact_name'],
  ] as const)("%s: fieldErrors reports 'characters' on the field", (_, schema, values, field) => {
    const result = schema.safeParse(values);
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ [field]: 'characters' });
  });

  it("reports 'tooLong' first when a text is both too long and has a forbidden character", () => {
    const result = pilotRequestSchema.safeParse({ facility: `\u0001${'x'.repeat(300)}`, name: 'Ada', email: 'ada@example.org' });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ facility: 'tooLong' });
  });
});
