// The rules a programme row follows, whoever writes it (here an admin with a second factor, as the admin
// pages do): title, starts_on and the artist's name kept in step by a trigger; time zones, texts, times and
// addresses checked, with the errors the admin form translates (supabase/README.md: The programme).
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { admin, asCaller, expectRefused, useConnection } from './db';
import { artistRow, concertRow, insertProgrammeRow, type Json, type ProgrammeRow, updateProgrammeRow, uniqueId } from './programme-rows';

const asAdmin = <T>(db: pg.Client, statement: (c: pg.Client) => Promise<T>) => asCaller(db, admin('aal2'), statement);
const read = async (c: pg.Client, table: 'concerts' | 'artists', id: unknown, columns: string) =>
  (await c.query<Record<string, unknown>>(`select ${columns} from public.${table} where id = $1`, [id])).rows[0];
const long = (n: number) => 'x'.repeat(n);

describe('concerts: kept in step', () => {
  const db = useConnection();

  it('title is texts.en.title, whatever is sent for it, on insert and update', async () => {
    const row = concertRow({ title: 'Something else' });
    const titles = await asAdmin(db(), async (c) => {
      await insertProgrammeRow(c, 'concerts', row);
      const inserted = await read(c, 'concerts', row.id, 'title');
      await updateProgrammeRow(c, 'concerts', String(row.id), 'texts', { en: { title: 'Winter Songs', description: '' } });
      return [inserted?.title, (await read(c, 'concerts', row.id, 'title'))?.title];
    });
    expect(titles).toEqual(['Autumn Songs', 'Winter Songs']);
  });

  it.each([
    ['Europe/Amsterdam', '2027-06-01T22:30:00Z', '2027-06-02'],
    ['America/Chicago', '2027-06-01T22:30:00Z', '2027-06-01'],
    ['Pacific/Auckland', '2027-06-01T11:59:00Z', '2027-06-01'],
    ['Pacific/Auckland', '2027-06-01T12:00:00Z', '2027-06-02'],
    ['UTC', '2027-06-01T23:59:59Z', '2027-06-01'],
  ])('starts_on is the local day of starts_at in %s (%s → %s)', async (zone, startsAt, day) => {
    const row = concertRow({ time_zone: zone, starts_at: startsAt, starts_on: '1999-01-01' });
    const stored = await asAdmin(db(), async (c) => {
      await insertProgrammeRow(c, 'concerts', row);
      return read(c, 'concerts', row.id, "to_char(starts_on, 'YYYY-MM-DD') as day");
    });
    expect(stored?.day).toBe(day);
  });

  it('starts_on follows a change of time zone or of start', async () => {
    const row = concertRow({ time_zone: 'Europe/Amsterdam', starts_at: '2027-06-01T22:30:00Z' });
    const days = await asAdmin(db(), async (c) => {
      await insertProgrammeRow(c, 'concerts', row);
      await updateProgrammeRow(c, 'concerts', String(row.id), 'time_zone', 'America/New_York');
      const afterZone = await read(c, 'concerts', row.id, "to_char(starts_on, 'YYYY-MM-DD') as day");
      await updateProgrammeRow(c, 'concerts', String(row.id), 'starts_at', '2027-07-04T16:00:00Z');
      return [afterZone?.day, (await read(c, 'concerts', row.id, "to_char(starts_on, 'YYYY-MM-DD') as day"))?.day];
    });
    expect(days).toEqual(['2027-06-01', '2027-07-04']);
  });

  it("artist is the linked artist's name; renaming the artist renames it; deleting the artist unlinks and keeps it", async () => {
    const artist = artistRow({ name: 'First Name' });
    const concert = concertRow({ artist_id: String(artist.id), artist: 'Typed by hand' });
    const steps = await asAdmin(db(), async (c) => {
      await insertProgrammeRow(c, 'artists', artist);
      await insertProgrammeRow(c, 'concerts', concert);
      const linked = await read(c, 'concerts', concert.id, 'artist, artist_id');
      await updateProgrammeRow(c, 'artists', String(artist.id), 'name', 'Second Name');
      const renamed = await read(c, 'concerts', concert.id, 'artist, artist_id');
      await c.query('delete from public.artists where id = $1', [artist.id]);
      return [linked, renamed, await read(c, 'concerts', concert.id, 'artist, artist_id')];
    });
    expect(steps).toEqual([
      { artist: 'First Name', artist_id: artist.id },
      { artist: 'Second Name', artist_id: artist.id },
      { artist: 'Second Name', artist_id: null },
    ]);
  });

  it('without a linked artist, artist is free text or null; an unknown artist id is refused (23503)', async () => {
    const free = concertRow({ artist: 'A Choir' });
    const none = concertRow({ artist: null });
    const stored = await asAdmin(db(), async (c) => {
      await insertProgrammeRow(c, 'concerts', free);
      await insertProgrammeRow(c, 'concerts', none);
      return [await read(c, 'concerts', free.id, 'artist'), await read(c, 'concerts', none.id, 'artist')];
    });
    expect(stored).toEqual([{ artist: 'A Choir' }, { artist: null }]);
    await expectRefused(asAdmin(db(), (c) => insertProgrammeRow(c, 'concerts', concertRow({ artist_id: 'nobody-here' }))), '23503');
  });

  it('updated_at moves on an update; created_at stays', async () => {
    const row = concertRow();
    const stamps = await asAdmin(db(), async (c) => {
      await insertProgrammeRow(c, 'concerts', row);
      // The transaction's now() would not move: back-date the row first (as the superuser would see it).
      await c.query("select set_config('role', 'postgres', true)");
      await c.query("update public.concerts set created_at = now() - interval '1 day', updated_at = now() - interval '1 day' where id = $1", [row.id]);
      await c.query("select set_config('role', 'authenticated', true)");
      await updateProgrammeRow(c, 'concerts', String(row.id), 'capacity', 90);
      return read(c, 'concerts', row.id, 'updated_at = now() as updated_now, created_at < now() as created_before');
    });
    expect(stamps).toEqual({ updated_now: true, created_before: true });
  });
});

describe('concerts: refused values', () => {
  const db = useConnection();
  const insert = (overrides: ProgrammeRow) => asAdmin(db(), (c) => insertProgrammeRow(c, 'concerts', concertRow(overrides)));

  it.each(['Mars/Olympus_Mons', 'posix/Europe/Amsterdam', 'CET', 'EST5EDT', 'europe/amsterdam', '', '+02:00', 'Xyz/Abc+5', 'Etc/GMT+99'])(
    "time zone %j: 22023 'invalid_time_zone'",
    async (zone) => {
      await expectRefused(insert({ time_zone: zone }), '22023', /^invalid_time_zone$/);
    },
  );

  it.each(['Europe/Amsterdam', 'America/Argentina/Buenos_Aires', 'Etc/GMT+1', 'UTC'])('time zone %j is accepted', async (zone) => {
    await expect(insert({ time_zone: zone })).resolves.toMatchObject({ rowCount: 1 });
  });

  it('ends_at at or before starts_at: 23514 (concerts_ends_after_start); after it, or none, is accepted', async () => {
    const startsAt = '2027-06-01T18:00:00Z';
    for (const endsAt of [startsAt, '2027-06-01T17:59:59Z']) {
      await expectRefused(insert({ starts_at: startsAt, ends_at: endsAt }), '23514', /concerts_ends_after_start/);
    }
    await expect(insert({ starts_at: startsAt, ends_at: '2027-06-01T20:00:00Z' })).resolves.toMatchObject({ rowCount: 1 });
    await expect(insert({ starts_at: startsAt, ends_at: null })).resolves.toMatchObject({ rowCount: 1 });
  });

  const text = (title: string, description = '') => ({ title, description });
  it.each<[string, Json]>([
    ['without en', { nl: text('Herfst') }],
    ['with an unknown language', { en: text('Autumn'), it: text('Autunno') }],
    ['with a region tag', { en: text('Autumn'), 'pt-BR': text('Outono') }],
    ['empty', {}],
    ['not an object', [text('Autumn')]],
    ['a language without its description', { en: { title: 'Autumn' } }],
    ['a language with an extra key', { en: { ...text('Autumn'), subtitle: 'x' } }],
    ['a number for a title', { en: { title: 7, description: '' } }],
    ['a blank title', { en: text('   ') }],
    ['a blank title in another language', { en: text('Autumn'), fr: text('') }],
    ['a title of 201 characters', { en: text(long(201)) }],
    ['a title with a line break', { en: text('Autumn\nSongs') }],
    ['a description of 2001 characters', { en: text('Autumn', long(2001)) }],
    ['a bidirectional override', { en: text('Autumn', 'evil \u202e text') }],
  ])("texts %s: 23514 'invalid_texts'", async (_, texts) => {
    await expectRefused(insert({ texts }), '23514', /^invalid_texts$/);
  });

  it('texts in all six languages, with a title of 200 characters and a description of 2000 over several lines, are accepted', async () => {
    const texts = Object.fromEntries(['en', 'nl', 'es', 'pt', 'de', 'fr'].map((lang) => [lang, text(long(200), `${long(1000)}\n${long(999)}`)]));
    await expect(insert({ texts })).resolves.toMatchObject({ rowCount: 1 });
  });

  it.each<[string, ProgrammeRow]>([
    ['an id with capitals', { id: 'Autumn-Songs' }],
    ['an unknown genre', { genre: 'pop' }],
    ['a negative price', { price_cents: -1 }],
    ['a currency in lower case', { currency: 'eur' }],
    ['a capacity of 0', { capacity: 0 }],
    ['a javascript: poster', { poster_url: 'javascript:alert(1)' }],
    ['a protocol-relative poster', { poster_url: '//evil.example/poster.png' }],
    ['an http poster', { poster_url: 'http://example.org/poster.png' }],
    ['a poster address with a space', { poster_url: '/images/my poster.png' }],
    ['a poster path a browser reads as another host', { poster_url: '/\\evil.example/poster.png' }],
    ['a poster address with user info', { poster_url: 'https://user@evil.example/poster.png' }],
    ['a stream whose path does not end .m3u8', { stream_url: 'https://cdn.example.org/master.m3u8.mp4' }],
    ['a stream that is not a playlist', { stream_url: 'https://cdn.example.org/concert.mp4' }],
    ['an http stream', { stream_url: 'http://cdn.example.org/master.m3u8' }],
    ['an unknown stereo layout', { stream_layout: 'stereo' }],
    ['captions in an unknown language', { captions: ['en', 'it'] }],
    ['a YouTube id of 10 characters', { youtube_id: 'abcdefghij' }],
    ['a venue with a line break', { venue: 'Utrecht,\nTivoliVredenburg' }],
  ])('%s: 23514', async (_, overrides) => {
    await expectRefused(insert(overrides), '23514');
  });

  it.each<[string, ProgrammeRow]>([
    ['a site-relative poster and stream', { poster_url: '/images/concerts/autumn.webp', stream_url: '/media/autumn/master.m3u8' }],
    ['a Storage poster', { poster_url: 'https://abc.supabase.co/storage/v1/object/public/posters/autumn-2027.jpg' }],
    ['a signed stream address', { stream_url: 'https://cdn.example.org/autumn/master.m3u8?token=abc.def' }],
    ['a playlist in capitals', { stream_url: '/media/autumn/MASTER.M3U8' }],
    ['no poster, stream or captions', { poster_url: null, stream_url: null, captions: [] }],
    ['a YouTube id', { youtube_id: 'bCsLltL2025', stream_url: null }],
  ])('%s: accepted', async (_, overrides) => {
    await expect(insert(overrides)).resolves.toMatchObject({ rowCount: 1 });
  });
});

describe('artists: refused values', () => {
  const db = useConnection();
  const insert = (overrides: ProgrammeRow) => asAdmin(db(), (c) => insertProgrammeRow(c, 'artists', artistRow(overrides)));

  it.each<[string, ProgrammeRow]>([
    ['texts without en', { texts: { de: { tagline: 'Lieder', bio: '' } } }],
    ['texts with an unknown language', { texts: { en: { tagline: '', bio: '' }, sv: { tagline: '', bio: '' } } }],
    ['a tagline of 201 characters', { texts: { en: { tagline: long(201), bio: '' } } }],
    ['a bio of 4001 characters', { texts: { en: { tagline: '', bio: long(4001) } } }],
  ])("%s: 23514 'invalid_texts'", async (_, overrides) => {
    await expectRefused(insert(overrides), '23514', /^invalid_texts$/);
  });

  it.each<[string, ProgrammeRow]>([
    ['a blank name', { name: ' ' }],
    ['a country in lower case', { country: 'nl' }],
    ['a video host without an id', { video_id: null }],
    ['a YouTube id of 12 characters', { video_id: 'abcdefghijkl' }],
    ['a Vimeo id with letters', { video_host: 'vimeo', video_id: 'abc' }],
    ['an unknown video host', { video_host: 'dailymotion' }],
    ['a link of an unknown kind', { links: [{ kind: 'shop', href: 'https://ensemble.example/' }] }],
    ['an http link', { links: [{ kind: 'website', href: 'http://ensemble.example/' }] }],
    ['a site-relative link', { links: [{ kind: 'listen', href: '/music' }] }],
    ['a link with an extra key', { links: [{ kind: 'website', href: 'https://ensemble.example/', label: 'x' }] }],
    ['links that are not a list', { links: { kind: 'website', href: 'https://ensemble.example/' } }],
    ['eleven links', { links: Array.from({ length: 11 }, () => ({ kind: 'website', href: 'https://ensemble.example/' })) }],
  ])('%s: 23514', async (_, overrides) => {
    await expectRefused(insert(overrides), '23514');
  });

  it.each<[string, ProgrammeRow]>([
    ['a Vimeo video', { video_host: 'vimeo', video_id: '100000007' }],
    ['no video, no links, English only', { video_host: null, video_id: null, video_song: null, links: [], texts: { en: { tagline: '', bio: '' } } }],
  ])('%s: accepted', async (_, overrides) => {
    await expect(insert(overrides)).resolves.toMatchObject({ rowCount: 1 });
  });

  it('an artist id may be renamed: linked concerts follow (on update cascade)', async () => {
    const artist = artistRow();
    const concert = concertRow({ artist_id: String(artist.id) });
    const renamedId = uniqueId('renamed');
    const linked = await asAdmin(db(), async (c) => {
      await insertProgrammeRow(c, 'artists', artist);
      await insertProgrammeRow(c, 'concerts', concert);
      await updateProgrammeRow(c, 'artists', String(artist.id), 'id', renamedId);
      return read(c, 'concerts', concert.id, 'artist_id');
    });
    expect(linked).toEqual({ artist_id: renamedId });
  });
});
