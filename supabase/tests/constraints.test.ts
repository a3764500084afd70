// The SQL constraints on their own, as a caller of the API could test them (bypassing the browser's
// checks): a valid row is stored; blank, too long (trimmed or as sent), malformed and unknown values, texts
// with control or format characters (bidirectional overrides and marks, zero-width space, tags …), and texts
// with nothing visible in them (U+3164, U+2800 …), are refused.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { anon, asCaller, createConcert, useConnection } from './db';
import { FORM_TABLES, insertRow, type FormTable, type Row, VALID_ROWS } from './rows';
import { FORBIDDEN_EVERYWHERE, HARMLESS, INVISIBLE_ONLY, LINE_BREAKS } from './texts';

/** check violation, not null, bad text for the type, out of range for the type, bad date, NUL in text */
const REFUSED = ['23514', '23502', '22P02', '22003', '22007', '22008', '22021'];
const EMOJI = '\u{1F3BB}'; // 🎻: one character (zod counts code points too), two UTF-16 code units

const inside = (chars: string[]) => chars.map((char) => `Ada${char}Lovelace`);

const blank = ['', ' ', '\t', '\n \r\n', '\u00a0', '\u3000 \u2003', '\ufeff'];
/** Too long as sent, though short once trimmed: the 2.5 MB name of issue 11. */
const paddedToAMillion = `M${' '.repeat(1_000_000)}`;
const badText = (max: number, multiline: boolean) => [
  ...['x'.repeat(max + 1), ` ${'y'.repeat(max + 1)} `, EMOJI.repeat(max + 1), `\t${'x'.repeat(max)}\n`, ` ${'x'.repeat(max)}`, paddedToAMillion],
  ...inside(FORBIDDEN_EVERYWHERE),
  ...(multiline ? [] : inside(LINE_BREAKS)),
  ...INVISIBLE_ONLY,
];
const requiredText = (max: number, multiline = false) => [...blank, null, ...badText(max, multiline)];
const optionalText = (max: number, multiline = false) => badText(max, multiline);
const longestText = (max: number, multiline = false) => [
  ...['x'.repeat(max), EMOJI.repeat(max), ...inside(HARMLESS)],
  ...(multiline ? [...inside(LINE_BREAKS), 'Dear team,\r\n\tline two\nline three', `\n${'x'.repeat(max - 2)}\n`] : []),
];
const badEmails = [
  '',
  null,
  'Ada@example.org',
  'ada@EXAMPLE.ORG',
  'ada@example',
  'ada@example.c',
  'ada@example.123',
  'ada example@example.org',
  'ada@exam_ple.org',
  '@example.org',
  'ada@.org',
  'ada@@example.org',
  'ädä@example.org',
  ' ada@example.org',
  'ada@example.org\n',
  `${'a'.repeat(243)}@example.org`, // 255 characters
];
const goodEmails = ['a@b.co', 'ada.lovelace+tutti@mail.example.org', 'x_y%z-1@sub-domain.example.museum', `${'a'.repeat(242)}@example.org`];
const badPhones = ['', '12345', 'call me', '+31 20 123 4567 ext. 12', '++31 20 123 4567', '1'.repeat(31), '+31\t20 123 4567'];
const goodPhones = ['123456', '+31 20 123 4567', '(020) 123-4567', '020/123.45.67', '1'.repeat(30), null];

/** column → values SQL must refuse, and values it must store (besides the valid row's own). */
const CASES: Record<FormTable, Record<string, { bad: (string | number | null)[]; good: (string | number | null)[] }>> = {
  pilot_requests: {
    facility: { bad: requiredText(200), good: longestText(200) },
    name: { bad: requiredText(100), good: longestText(100) },
    email: { bad: badEmails, good: goodEmails },
  },
  contact_messages: {
    name: { bad: requiredText(100), good: longestText(100) },
    email: { bad: badEmails, good: goodEmails },
    phone: { bad: badPhones, good: goodPhones },
    message: { bad: requiredText(5000, true), good: longestText(5000, true) },
  },
  waitlist_signups: {
    name: { bad: requiredText(100), good: longestText(100) },
    email: { bad: badEmails, good: goodEmails },
    organisation: { bad: optionalText(200), good: [...longestText(200), null] },
  },
  bookings: {
    name: { bad: requiredText(100), good: longestText(100) },
    email: { bad: badEmails, good: goodEmails },
    phone: { bad: badPhones, good: goodPhones },
    facility_name: { bad: requiredText(200), good: longestText(200) },
    facility_address: { bad: optionalText(300), good: [...longestText(300), null] },
    facility_type: { bad: ['', null, 'Hospital', 'clinic', ' hospital'], good: ['hospital', 'care_home', 'rehabilitation', 'hospice', 'day_care', 'other'] },
    residents: { bad: [0, -1, 10001, '12.5', 'many', 99999999999], good: [1, 10000, null] },
    preferred_date: { bad: [null, '', '2027-02-30', '2027-13-01', 'soon'], good: ['2028-02-29'] },
    preferred_time: { bad: ['', 'night', 'Morning'], good: ['morning', 'afternoon', 'evening', null] },
    music_preference: { bad: ['', 'rock', 'Jazz'], good: ['classical', 'jazz', 'pop', 'folk', 'world', 'no_preference', null] },
    special_requirements: { bad: optionalText(2000, true), good: [...longestText(2000, true), null] },
    heard_about: { bad: ['', 'tv', 'Search'], good: ['search', 'social_media', 'colleague', 'event', 'press', 'other', null] },
  },
};

const show = (value: unknown) => (typeof value === 'string' && value.length > 40 ? `${JSON.stringify(value.slice(0, 12))}… (${value.length})` : JSON.stringify(value));

/** Tries each value; returns those whose outcome was not the expected one (with the reason), for one clear assertion. */
async function unexpected(values: unknown[], attempt: (value: unknown) => Promise<unknown>, expectRefusal: boolean, codes = REFUSED) {
  const wrong: string[] = [];
  for (const value of values) {
    const error = await attempt(value).then(
      () => undefined,
      (reason: { code?: string; message?: string }) => reason,
    );
    if (expectRefusal && !error) wrong.push(`${show(value)} was stored`);
    if (expectRefusal && error && !codes.includes(error.code ?? '')) wrong.push(`${show(value)}: unexpected ${error.code} ${error.message}`);
    if (!expectRefusal && error) wrong.push(`${show(value)} was refused: ${error.message}`);
  }
  return wrong;
}

describe.each(FORM_TABLES)('%s', (table) => {
  const db = useConnection();
  const send = (row: Row) => asCaller(db(), anon, (c) => insertRow(c, table, row));

  it('stores a valid row', async () => {
    await expect(send(VALID_ROWS[table])).resolves.toMatchObject({ rowCount: 1 });
  });

  it.each(Object.entries(CASES[table]))('%s: refuses bad values, stores good ones', async (column, { bad, good }) => {
    const attempt = (value: unknown) => send({ ...VALID_ROWS[table], [column]: value as Row[string] });
    expect(await unexpected(bad, attempt, true)).toEqual([]);
    expect(await unexpected(good, attempt, false)).toEqual([]);
  });
});

describe('reservations (through reserve_spots)', () => {
  const db = useConnection();
  const valid = { facility: 'Sunny Meadows', contact_name: 'Ada', contact_email: 'ada@example.org', spots: 2 };
  const reserve = async (fields: Partial<Record<keyof typeof valid, unknown>>) => {
    // The per-address cap is functions.test's subject; here only the columns' own limits count.
    const concert = await createConcert(db(), { maxSpotsPerAddress: 100 });
    const args = { ...valid, ...fields };
    return asCaller(db(), anon, (c) =>
      c.query('select private.reserve_spots($1, $2, $3, $4, $5)', [concert, args.spots, args.facility, args.contact_name, args.contact_email]),
    );
  };

  it('stores a valid reservation', async () => {
    await expect(reserve({})).resolves.toMatchObject({ rowCount: 1 });
  });

  it.each([
    ['facility', requiredText(200), longestText(200)],
    ['contact_name', requiredText(100), longestText(100)],
    ['contact_email', badEmails, goodEmails],
  ] as const)('%s: refuses bad values, stores good ones', async (field, bad, good) => {
    expect(await unexpected(bad, (value) => reserve({ [field]: value }), true)).toEqual([]);
    expect(await unexpected(good, (value) => reserve({ [field]: value }), false)).toEqual([]);
  });

  it('spots: refuses 0, -1 and 101 as not_enough_spots; 1 and 100 fit an empty concert', async () => {
    expect(await unexpected([0, -1, 101], (spots) => reserve({ spots }), true, ['P0001'])).toEqual([]);
    expect(await unexpected([1, 100], (spots) => reserve({ spots }), false)).toEqual([]);
  });
});

describe('concerts (written by admins, shown to everyone)', () => {
  const db = useConnection();
  // The title is texts.en.title (a trigger copies it; the texts' own check refuses first, as 'invalid_texts').
  const insertConcert = (title: string, artist: string | null) =>
    db().query(
      `insert into public.concerts (id, texts, artist, starts_at)
         values ($1, jsonb_build_object('en', jsonb_build_object('title', $2::text, 'description', '')), $3, now() + interval '30 days')`,
      [`text-${randomUUID()}`, title, artist],
    );

  it('refuse control and format characters, and nothing visible, in the title and artist', async () => {
    const bad = [...inside([...FORBIDDEN_EVERYWHERE, ...LINE_BREAKS]), ...INVISIBLE_ONLY];
    expect(await unexpected(bad, (title) => insertConcert(title as string, null), true)).toEqual([]);
    expect(await unexpected(bad, (artist) => insertConcert('Spring', artist as string), true)).toEqual([]);
    expect(await unexpected(inside(HARMLESS), (title) => insertConcert(title as string, 'Quartet'), false)).toEqual([]);
  });
});
