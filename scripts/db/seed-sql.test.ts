// supabase/seed.sql is what the generator makes of the sample programme now: a change to src/content or to
// the concerts/artist translations without regenerating the seed fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { artistToRow, concertToRow } from '../../src/features/concerts/concert-row.ts';
import { sampleProgramme } from '../../src/features/concerts/sample-programme.ts';
import { artistRows, concertRows, zonedInstant } from './seed-programme.ts';
import { renderSeed, SEED_COMMAND, SEED_FILE, sqlLiteral } from './seed-sql.ts';

describe('supabase/seed.sql', () => {
  it('matches the sample programme', () => {
    expect(readFileSync(SEED_FILE, 'utf8'), `supabase/seed.sql is out of date: run \`${SEED_COMMAND}\``).toBe(renderSeed());
  });

  it('holds the nine sample concerts, the three demo concerts and the three artists, all published, with texts in six languages', () => {
    const concerts = concertRows();
    expect(concerts.map((concert) => concert.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', 'amsterdam-philharmonic', 'classical-strings', 'jazz-quartet']);
    expect(artistRows().map((artist) => artist.id)).toEqual(['9', 'mara-okafor-trio', 'delia-mae-carter']);
    for (const row of [...concerts, ...artistRows()]) {
      expect(row.published).toBe(true);
      expect(Object.keys(row.texts)).toEqual(['en', 'nl', 'es', 'pt', 'de', 'fr']);
    }
  });
});

describe("the site's bundled sample programme (src/features/concerts)", () => {
  const instant = (value: string | null) => (value === null ? null : new Date(value).toISOString());
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

  it('holds the same concerts as the seed, so the site shows the same programme with or without a backend', () => {
    const site = sampleProgramme().concerts.map(concertToRow).map((row) => ({ ...row, starts_at: instant(row.starts_at), ends_at: instant(row.ends_at) }));
    const seed = concertRows().map((row) => ({ ...row, starts_at: instant(row.starts_at), ends_at: instant(row.ends_at) }));
    expect(site.sort(byId)).toEqual(seed.sort(byId));
  });

  it('holds the same artists as the seed', () => {
    expect(sampleProgramme().artists.map(artistToRow)).toEqual(artistRows());
  });
});

describe('zonedInstant', () => {
  it.each([
    ['2025-04-12', '19:30', 'Europe/Amsterdam', '2025-04-12T17:30:00Z'],
    ['2025-01-12', '19:30', 'Europe/Amsterdam', '2025-01-12T18:30:00Z'],
    ['2025-06-06', '19:30', 'America/Chicago', '2025-06-07T00:30:00Z'],
    ['2025-03-30', '02:30', 'Europe/Amsterdam', '2025-03-30T01:30:00Z'],
    ['2025-10-26', '12:00', 'Europe/London', '2025-10-26T12:00:00Z'],
  ])('%s %s in %s is %s', (date, time, zone, instant) => {
    expect(zonedInstant(date, time, zone)).toBe(instant);
  });
});

describe('sqlLiteral', () => {
  it('quotes text, leaves numbers, booleans and null bare, writes arrays and JSON', () => {
    expect([sqlLiteral("Nashville's"), sqlLiteral(3), sqlLiteral(true), sqlLiteral(null)]).toEqual(["'Nashville''s'", '3', 'true', 'null']);
    expect([sqlLiteral([]), sqlLiteral(['en', 'nl'])]).toEqual(["'{}'::text[]", "array['en', 'nl']"]);
    expect(sqlLiteral({ en: { title: "It's" } })).toBe(`'{"en":{"title":"It''s"}}'::jsonb`);
  });
});
