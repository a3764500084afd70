// supabase/seed.sql is what the generator makes of the sample programme now: a change to the sample
// (src/features/concerts/sample) without regenerating the seed fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { artistsFromRows, concertsFromRows } from '../../src/features/concerts/concert-row.ts';
import { loadSampleProgramme } from '../../src/features/concerts/sample/sample-programme.ts';
import { artistRows, concertRows } from './seed-programme.ts';
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
  it('is what the seed rows read back as, so the site shows the same programme with or without a backend', async () => {
    const site = await loadSampleProgramme();
    expect(concertsFromRows(concertRows())).toEqual(site.concerts);
    expect(artistsFromRows(artistRows())).toEqual(site.artists);
  });
});

describe('sqlLiteral', () => {
  it('quotes text, leaves numbers, booleans and null bare, writes arrays and JSON', () => {
    expect([sqlLiteral("Nashville's"), sqlLiteral(3), sqlLiteral(true), sqlLiteral(null)]).toEqual(["'Nashville''s'", '3', 'true', 'null']);
    expect([sqlLiteral([]), sqlLiteral(['en', 'nl'])]).toEqual(["'{}'::text[]", "array['en', 'nl']"]);
    expect(sqlLiteral({ en: { title: "It's" } })).toBe(`'{"en":{"title":"It''s"}}'::jsonb`);
  });
});
