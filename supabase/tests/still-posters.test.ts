// supabase/migrations/20261127000200_still_posters.sql: a database seeded before the stills kept the old
// poster addresses (/images/concerts/<id>.svg, /images/artists/<name>.svg), files the site no longer has.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { artistRows, concertRows } from '../../scripts/db/seed-programme';
import { DEFAULT_POSTER } from '../../src/features/concerts/programme';
import { useConnection } from './db';
import { artistRow, concertRow, insertProgrammeRow, storedRow } from './programme-rows';

const MIGRATION = readFileSync(join(import.meta.dirname, '../migrations/20261127000200_still_posters.sql'), 'utf8');
/** The old SVG of each sample artist, by the artist's id. */
const OLD_ARTIST_SVGS: Record<string, string> = { '9': 'bayou-city-static', 'mara-okafor-trio': 'mara-okafor-trio', 'delia-mae-carter': 'delia-mae-carter' };

describe('the old poster addresses', () => {
  const db = useConnection();

  it("become the still the bundled sample now uses for the same concert or artist; again, nothing changes", async () => {
    const concerts = [
      ...concertRows().map((sample) => ({ row: concertRow({ poster_url: `/images/concerts/${sample.id}.svg` }), expected: sample.poster_url })),
      { row: concertRow({ poster_url: '/images/concerts/default.svg' }), expected: DEFAULT_POSTER },
    ];
    const artists = artistRows().map((sample) => ({ row: artistRow({ poster_url: `/images/artists/${OLD_ARTIST_SVGS[sample.id]}.svg` }), expected: sample.poster_url }));
    for (const { row } of concerts) await insertProgrammeRow(db(), 'concerts', row);
    for (const { row } of artists) await insertProgrammeRow(db(), 'artists', row);

    for (const run of [1, 2]) {
      await db().query(MIGRATION);
      for (const { row, expected } of concerts) expect((await storedRow(db(), 'concerts', String(row.id)))?.poster_url, `run ${run} ${String(row.poster_url)}`).toBe(expected);
      for (const { row, expected } of artists) expect((await storedRow(db(), 'artists', String(row.id)))?.poster_url, `run ${run} ${String(row.poster_url)}`).toBe(expected);
    }
  });

  it('leave every other poster alone: one an admin set, none at all', async () => {
    const own = concertRow({ poster_url: 'https://example.supabase.co/storage/v1/object/public/posters/autumn.webp' });
    const none = artistRow({ poster_url: null });
    const unknownSvg = concertRow({ poster_url: '/images/concerts/autumn.svg' });
    for (const row of [own, unknownSvg]) await insertProgrammeRow(db(), 'concerts', row);
    await insertProgrammeRow(db(), 'artists', none);
    await db().query(MIGRATION);
    expect((await storedRow(db(), 'concerts', String(own.id)))?.poster_url).toBe(own.poster_url);
    expect((await storedRow(db(), 'concerts', String(unknownSvg.id)))?.poster_url).toBe('/images/concerts/autumn.svg');
    expect((await storedRow(db(), 'artists', String(none.id)))?.poster_url).toBeNull();
  });
});
