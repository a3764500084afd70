// The seed as loaded (supabase/seed.sql, after the migrations): the rows the generator makes from the sample
// programme (scripts/db/seed-programme.ts), stored unchanged, public to read, with the triggers' columns in
// step. That the committed file is the generator's output: scripts/db/seed-sql.test.ts.
import { describe, expect, it } from 'vitest';
import { artistRows, concertRows } from '../../scripts/db/seed-programme';
import { localDay } from '../../src/features/concerts/zoned-time';
import { anon, asCaller, useConnection } from './db';

const utc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as ${column}`;
const concertIds = concertRows().map((row) => row.id);
const artistIds = artistRows().map((row) => row.id);

describe('the seed', () => {
  const db = useConnection();

  it('stores the generated concerts as they are (the registered counts aside: reservations change them)', async () => {
    const { rows } = await db().query(
      `select id, texts, artist_id, artist, venue, time_zone, ${utc('starts_at')}, ${utc('ends_at')}, genre, capacity, price_cents, currency,
              poster_url, stream_url, stream_layout, live_stream_url, status, doors_open_minutes, captions, youtube_id, views, published
         from public.concerts where id = any($1)`,
      [concertIds],
    );
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect(rows.sort(byId)).toEqual(concertRows().map(({ registered: _, ...row }) => row).sort(byId));
  });

  it('stores the generated artists as they are', async () => {
    const columns = 'id, name, genre, hometown, country, texts, poster_url, video_host, video_id, video_song, links, published';
    const { rows } = await db().query(`select ${columns} from public.artists where id = any($1) order by array_position($1, id)`, [artistIds]);
    expect(rows).toEqual(artistRows());
  });

  it("keeps each concert's title, day and artist in step: the English title, the sample's day, the linked artist's name", async () => {
    const { rows } = await db().query<{ id: string; title: string; day: string }>(
      "select id, title, to_char(starts_on, 'YYYY-MM-DD') as day from public.concerts where id = any($1)",
      [concertIds],
    );
    const expected = concertRows().map((row) => ({ id: row.id, title: row.texts.en.title, day: localDay(row.starts_at, row.time_zone) }));
    expect(rows.sort((a, b) => a.id.localeCompare(b.id))).toEqual(expected.sort((a, b) => a.id.localeCompare(b.id)));
    const { rows: linked } = await db().query(
      'select c.id from public.concerts c join public.artists a on a.id = c.artist_id where c.artist = a.name and c.id = any($1) order by c.id',
      [concertIds],
    );
    expect(linked).toEqual([{ id: '2' }, { id: '7' }, { id: '9' }]);
  });

  it('is public: anon reads the twelve concerts and three artists', async () => {
    const concerts = await asCaller(db(), anon, (c) => c.query('select id from public.concerts where id = any($1)', [concertIds]));
    const artists = await asCaller(db(), anon, (c) => c.query('select id from public.artists where id = any($1)', [artistIds]));
    expect([concerts.rowCount, artists.rowCount]).toEqual([12, 3]);
  });
});
