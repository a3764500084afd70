// The browser's zod schemas (src/lib/forms/schemas.ts) and the SQL constraints agree, field by field:
// for each sample typed into a field, zod accepts it exactly when the database accepts what the form
// would send. What the form sends: zod's output when it accepts. When zod refuses, the database gets what
// an API caller bypassing the browser could send: free text exactly as typed (both sides limit the raw
// length and the characters), a pattern field (e-mail, phone) trimmed as zod judges it, a number from
// digits, an empty number as null.
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  bookingSchema,
  contactMessageSchema,
  FACILITY_TYPES,
  HEARD_ABOUT,
  MUSIC_PREFERENCES,
  pilotRequestSchema,
  PREFERRED_TIMES,
  optionalText as optionalTextSchema,
  requiredText as requiredTextSchema,
  reservationSchema,
  waitlistSignupSchema,
} from '@/lib/forms/schemas';
import { FACILITY_KINDS, facilityRegistrationSchema, facilityStatusReasonSchema } from '@/features/facility/registration/registration-schema';
import { anon, asCaller, createConcert, useConnection } from './db';
import { adminAal2, person, REGISTER } from './facility-fixtures';
import { insertRow, type Row } from './rows';
import { FORBIDDEN_EVERYWHERE, HARMLESS, INVISIBLE_ONLY, LINE_BREAKS } from './texts';

type Kind = 'text' | 'pattern' | 'choice' | 'number' | 'date';
type Field = [name: string, kind: Kind, samples: string[]];

const EMOJI = '\u{1F3BB}';
const x = (n: number) => 'x'.repeat(n);
/** Characters inside a text, and around it (where trimming may or may not take them away). */
const tricky = (chars: string[]) => chars.flatMap((char) => [`Ada${char}Lovelace`, `${char}Ada`, `Ada${char}`]);
const characters = (multiline: boolean) => [
  ...tricky(FORBIDDEN_EVERYWHERE),
  ...tricky(LINE_BREAKS),
  ...tricky(HARMLESS),
  ...INVISIBLE_ONLY,
  // An emoji sequence (woman, ZWJ, health worker, VS16) and a Persian plural with its ZWNJ.
  ...['\u{1F469}\u200d\u2695\ufe0f Ada', '\u06a9\u062a\u0627\u0628\u200c\u0647\u0627'],
  ...(multiline ? ['Dear team,\r\n\tline two\nline three'] : []),
];
const lengths = (max: number) => [
  ...[x(max), x(max + 1), ` ${x(max)} `, ` ${x(max - 2)} `, `\t${x(max)}\u00a0`, `${x(max - 1)}\n`, `M${' '.repeat(1_000_000)}`],
  ...[EMOJI.repeat(max), EMOJI.repeat(max + 1), `${x(max - 1)}${EMOJI}`, `${x(max)}${EMOJI}`],
];
const requiredText = (max: number, multiline = false) => [
  ...['Ada', '  Ada  ', "O'Brien-Zoë Ünal", '', '   ', '\t\n', '\u00a0\u3000', '\ufeff'],
  ...lengths(max),
  ...characters(multiline),
];
const optionalText = (max: number, multiline = false) => ['', '  \n', 'Langley Care', ...lengths(max), `\n${x(max)}\n`, `${EMOJI.repeat(max)}x`, ...characters(multiline)];
const emails = [
  ...['ada@example.org', ' ada@example.org\t', 'a@b.co', 'x_y%z+1@sub-domain.example.museum', `${'a'.repeat(242)}@example.org`],
  ...['', 'Ada@example.org', 'ada@example', 'ada@example.c', 'ada@exam_ple.org', 'ädä@example.org', 'ada@@example.org'],
  ...['ada@example.org.', 'ada example@example.org', `${'a'.repeat(243)}@example.org`],
];
const phones = ['', '  ', '123456', '12345', ' 12345 ', '+31 20 123 4567', '(020) 123-4567', '020/123.45.67', 'call me', '1'.repeat(30), '1'.repeat(31), '++31 201234', '+31\t20 1234'];
const choices = (values: readonly string[]) => [...values, '', 'Hospital', 'unknown', ` ${values[0]}`];
const numbers = (max: number) => ['', '1', String(max), '0', String(max + 1), ' 25 ', '007', '-3', '1.5', 'abc', '99999999999'];
// ISO dates only: PostgreSQL's date parser also reads other spellings ('2027-5-1', '05/01/2027') that zod
// refuses; the stored value is a real date either way.
const dates = ['2027-05-01', '2028-02-29', '2027-02-29', '2027-02-30', '2027-13-01', '', 'soon'];
// A facility's country and time zone come from lists; what else an API caller could send is refused alike.
const countries = ['NL', 'DE', 'nl', 'N', 'NLD', ' NL', '', '12'];
const zones = ['Europe/Amsterdam', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+5', 'Etc/GMT-14', 'Etc/GMT+15', 'EST5EDT', 'europe/amsterdam', 'Europe/Atlantis', 'Mars/Olympus', '', ' UTC'];

interface Form {
  schema: z.ZodType<Record<string, unknown>, Record<string, string>>;
  table: string;
  base: Record<string, string>;
  fields: Field[];
}

const FORMS: Form[] = [
  {
    schema: pilotRequestSchema,
    table: 'pilot_requests',
    base: { facility: 'St. Mary Hospital', name: 'Grace Hopper', email: 'grace@example.org' },
    fields: [
      ['facility', 'text', requiredText(200)],
      ['name', 'text', requiredText(100)],
      ['email', 'pattern', emails],
    ],
  },
  {
    schema: contactMessageSchema,
    table: 'contact_messages',
    base: { name: 'Alan Turing', email: 'alan@example.org', phone: '', message: 'Hello' },
    fields: [
      ['name', 'text', requiredText(100)],
      ['email', 'pattern', emails],
      ['phone', 'pattern', phones],
      ['message', 'text', requiredText(5000, true)],
    ],
  },
  {
    schema: waitlistSignupSchema,
    table: 'waitlist_signups',
    base: { name: 'Katherine Johnson', email: 'kj@example.org', organisation: '' },
    fields: [
      ['name', 'text', requiredText(100)],
      ['email', 'pattern', emails],
      ['organisation', 'text', optionalText(200)],
    ],
  },
  {
    schema: bookingSchema,
    table: 'bookings',
    base: {
      ...{ name: 'Ada Lovelace', email: 'ada@example.org', phone: '', facility_name: 'Sunny Meadows', facility_address: '' },
      ...{ facility_type: 'care_home', residents: '', preferred_date: '2027-05-01', preferred_time: '', music_preference: '' },
      ...{ special_requirements: '', heard_about: '' },
    },
    fields: [
      ['name', 'text', requiredText(100)],
      ['email', 'pattern', emails],
      ['phone', 'pattern', phones],
      ['facility_name', 'text', requiredText(200)],
      ['facility_address', 'text', optionalText(300)],
      ['facility_type', 'choice', choices(FACILITY_TYPES)],
      ['residents', 'number', numbers(10000)],
      ['preferred_date', 'date', dates],
      ['preferred_time', 'choice', choices(PREFERRED_TIMES)],
      ['music_preference', 'choice', choices(MUSIC_PREFERENCES)],
      ['special_requirements', 'text', optionalText(2000, true)],
      ['heard_about', 'choice', choices(HEARD_ABOUT)],
    ],
  },
  {
    schema: reservationSchema,
    table: 'reservations',
    base: { facility: 'Sunny Meadows', contact_name: 'Ada', contact_email: 'ada@example.org', spots: '2' },
    fields: [
      ['facility', 'text', requiredText(200)],
      ['contact_name', 'text', requiredText(100)],
      ['contact_email', 'pattern', emails],
      ['spots', 'number', numbers(100)],
    ],
  },
  {
    schema: facilityRegistrationSchema,
    table: 'facilities',
    base: {
      ...{ name: 'De Linde', kind: 'care_home', address: 'Lindelaan 4, 3581 AB Utrecht', country: 'NL', time_zone: 'Europe/Amsterdam' },
      ...{ residents: '', headsets: '', invoice_email: 'finance@delinde.example.org' },
    },
    fields: [
      ['name', 'text', requiredText(200)],
      ['kind', 'choice', choices(FACILITY_KINDS)],
      ['address', 'text', requiredText(300)],
      ['country', 'choice', countries],
      ['time_zone', 'choice', zones],
      ['residents', 'number', numbers(50000)],
      ['headsets', 'number', numbers(5000)],
      ['invoice_email', 'pattern', emails],
    ],
  },
  {
    // admin_set_facility_status's reason (blank clears it; the admin's form asks for one when suspending).
    schema: facilityStatusReasonSchema,
    table: 'facility_status',
    base: { reason: 'The invoice address bounces' },
    fields: [['reason', 'text', optionalText(500)]],
  },
];

/** What reaches the database when zod refuses (see the top of this file). */
function prepared(kind: Kind, typed: string): string | number | null {
  if (kind === 'text') return typed;
  if (kind === 'pattern') return typed.trim();
  if (kind !== 'number') return typed;
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

const show = (value: unknown) => (typeof value === 'string' && value.length > 24 ? `${JSON.stringify(value.slice(0, 8))}… (${[...value].length} characters)` : JSON.stringify(value));

describe.each(FORMS)('$table', ({ schema, table, base, fields }) => {
  const db = useConnection();

  /** Stored (true) or refused (false); any other kind of error is a broken test. */
  async function sqlAccepts(row: Row): Promise<boolean> {
    // The per-address cap is not a rule of the form (zod cannot know what an address holds already).
    const concert = table === 'reservations' ? await createConcert(db(), { maxSpotsPerAddress: 100 }) : '';
    // A facility's registration is a signed-in person's (a new one each time: 3 a day each); its status an admin's.
    const facility = table === 'facility_status' ? await pendingFacility() : '';
    const caller = table === 'facilities' ? person() : table === 'facility_status' ? adminAal2() : anon;
    const send = async () => {
      if (table === 'facilities') return db().query(`select ${REGISTER}`, [row.name, row.kind, row.address, row.country, row.time_zone, row.residents, row.headsets, row.invoice_email]);
      if (table === 'facility_status') return db().query('select public.admin_set_facility_status($1, $2, $3)', [facility, 'suspended', row.reason]);
      if (table !== 'reservations') return insertRow(db(), table, row);
      // reserve_spots' body: a confirmed request (confirm_spot_request) writes its row through it, with these rules.
      return db().query('select private.reserve_spots($1, $2, $3, $4, $5)', [concert, row.spots, row.facility, row.contact_name, row.contact_email]);
    };
    return asCaller(db(), caller, send).then(
      () => true,
      (error: { code?: string; message?: string }) => {
        // A write limit says nothing about the values: it would be a broken test, not a verdict.
        if (error.message === 'rate_limited') throw error;
        if (['23514', '23502', '22P02', '22003', '22007', '22008', '22021', '22023', 'P0001'].includes(error.code ?? '')) return false;
        throw error;
      },
    );
  }

  /** A facility to set the status of (the superuser's setup, not what is under test). */
  async function pendingFacility(): Promise<string> {
    const { rows } = await db().query<{ id: string }>(
      "insert into public.facilities (name, kind, address, country, time_zone, invoice_email) values ('De Linde', 'care_home', 'Lindelaan 4', 'NL', 'UTC', 'f@example.org') returning id",
    );
    return rows[0]?.id ?? '';
  }

  it('the base sample is valid for both', async () => {
    const parsed = schema.safeParse(base);
    expect(parsed.error?.issues).toBeUndefined();
    expect(await sqlAccepts(parsed.data as Row)).toBe(true);
  });

  it.each(fields)('%s: zod accepts ⇔ SQL accepts', async (name, kind, samples) => {
    const baseRow = schema.parse(base) as Row;
    const disagreements: string[] = [];
    for (const typed of samples) {
      const parsed = schema.safeParse({ ...base, [name]: typed });
      const sent = parsed.success ? (parsed.data[name] as Row[string]) : prepared(kind, typed);
      const sql = await sqlAccepts({ ...baseRow, [name]: sent });
      if (sql !== parsed.success) disagreements.push(`${show(typed)}: zod ${parsed.success ? 'accepts' : 'refuses'}, SQL ${sql ? 'accepts' : 'refuses'} ${show(sent)}`);
    }
    expect(disagreements).toEqual([]);
    // Each field's samples hold values on both sides of the line.
    const verdicts = new Set(samples.map((typed) => schema.safeParse({ ...base, [name]: typed }).success));
    expect(verdicts).toEqual(new Set([true, false]));
  });
});

/** Every code point of planes 0, 1 and 14 but NUL (no text holds it) and the surrogates (no text holds them alone). */
function codePoints(): number[] {
  const points: number[] = [];
  const add = (from: number, to: number) => {
    for (let point = from; point <= to; point++) if (point < 0xd800 || point > 0xdfff) points.push(point);
  };
  add(1, 0x1ffff);
  add(0xe0000, 0xe0fff);
  return points;
}

describe('the text rule, character by character', () => {
  const db = useConnection();
  const points = codePoints();

  // One character inside a word (in a single-line and a multi-line field), and one alone in an optional
  // single-line field: what the form sends, as above (a blank text becomes null, which SQL takes).
  it('zod and SQL take the same code points inside a word, single-line and multi-line, and the same alone', async () => {
    const taken = (schema: { safeParse: (value: string) => { success: boolean } }, text: (char: string) => string) =>
      points.filter((point) => schema.safeParse(text(String.fromCodePoint(point))).success);
    const zod = {
      line: taken(requiredTextSchema(10), (char) => `a${char}b`),
      lines: taken(requiredTextSchema(10, { multiline: true }), (char) => `a${char}b`),
      alone: taken(optionalTextSchema(10), (char) => char),
    };
    const { rows } = await db().query<Record<keyof typeof zod, number[]>>(
      `select array(select p from unnest($1::int[]) p where public.form_text_ok('a' || chr(p) || 'b', 10, false) order by p) as line,
              array(select p from unnest($1::int[]) p where public.form_text_ok('a' || chr(p) || 'b', 10, true) order by p) as lines,
              array(select p from unnest($1::int[]) p
                     where public.form_text_ok(chr(p), 10, false) or public.form_text_length(chr(p)) = 0 order by p) as alone`,
      [points],
    );
    const sql = rows[0] ?? { line: [], lines: [], alone: [] };
    const differ = (key: keyof typeof zod) => {
      const [inZod, inSql] = [new Set(zod[key]), new Set(sql[key])];
      return points.filter((point) => inZod.has(point) !== inSql.has(point)).map((point) => `${key} U+${point.toString(16).toUpperCase()}`);
    };
    expect([...differ('line'), ...differ('lines'), ...differ('alone')]).toEqual([]);
    // Both sides of each line are there: refused inside a word (U+200B; U+2028 in one line only), alone (U+3164).
    expect(sql.line).not.toContain(0x200b);
    expect(sql.line).not.toContain(0x2028);
    expect(sql.lines).toContain(0x2028);
    expect(sql.alone).not.toContain(0x3164);
    expect(sql.alone).toContain(0xe9);
  }, 120_000);
});
