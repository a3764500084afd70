// Who reads and writes the programme (public.concerts, public.artists): the public reads published rows only;
// an admin (app_metadata.role) with a second factor (aal2) reads drafts too, and adds, changes and deletes;
// nobody writes the server's columns; a published concert never names a draft artist. The rules rows must
// follow: programme-rules.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, anon, asCaller, type Caller, connect, createConcert, errorOf, expectRefused, signedIn, uniqueEmail, useConnection } from './db';
import { artistRow, concertRow, insertProgrammeRow, type ProgrammeRow, storedRow, updateProgrammeRow } from './programme-rows';

const PERMISSION_DENIED = /permission denied for table/;
const RLS_REFUSED = /new row violates row-level security policy/;
const TABLES = ['concerts', 'artists'] as const;
type Table = (typeof TABLES)[number];
const rowFor = (table: Table) => (table === 'concerts' ? concertRow() : artistRow());

const notAdmins: [string, Caller][] = [
  ['a signed-in person with a second factor', signedIn({ aal: 'aal2' })],
  ['an admin without a second factor (aal1)', admin('aal1')],
  ['a person who set user_metadata.role = admin themselves (aal2)', signedIn({ aal: 'aal2', userMetadata: { role: 'admin' } })],
];
const publicReaders: [string, Caller][] = [['anon', anon], ...notAdmins];

describe.each(TABLES)('%s', (table) => {
  const db = useConnection();
  const draft = rowFor(table);
  const published = rowFor(table);
  const draftId = String(draft.id);
  const publishedId = String(published.id);
  const idsSeen = async (caller: Caller) =>
    (await asCaller(db(), caller, (c) => c.query<{ id: string }>(`select id from public.${table} where id = any($1) order by id`, [[draftId, publishedId]]))).rows.map(
      (row) => row.id,
    );

  beforeAll(async () => {
    await insertProgrammeRow(db(), table, { ...draft, published: false });
    await insertProgrammeRow(db(), table, published);
  });

  it.each(publicReaders)('%s reads the published row, not the unpublished one', async (_, caller) => {
    expect(await idsSeen(caller)).toEqual([publishedId]);
    // The draft is there, only hidden.
    expect(await storedRow(db(), table, draftId)).toBeDefined();
  });

  it('an admin with a second factor reads both', async () => {
    expect(await idsSeen(admin('aal2'))).toEqual([draftId, publishedId].sort());
  });

  it('anon cannot add, change or delete (no privilege), nor truncate', async () => {
    const statements = [
      () => insertProgrammeRow(db(), table, rowFor(table)),
      () => updateProgrammeRow(db(), table, publishedId, 'published', false),
      () => db().query(`delete from public.${table} where id = $1`, [publishedId]),
      () => db().query(`truncate public.${table} cascade`),
    ];
    for (const statement of statements) {
      await expectRefused(asCaller(db(), anon, statement, { commit: true }), '42501', PERMISSION_DENIED);
    }
    expect(await storedRow(db(), table, publishedId)).toMatchObject({ published: true });
  });

  describe.each(notAdmins)('%s', (_, caller) => {
    it('cannot add a row (row-level security)', async () => {
      const row = rowFor(table);
      await expectRefused(asCaller(db(), caller, (c) => insertProgrammeRow(c, table, row), { commit: true }), '42501', RLS_REFUSED);
      expect(await storedRow(db(), table, String(row.id))).toBeUndefined();
    });

    it('changes and deletes nothing, the draft included', async () => {
      for (const id of [publishedId, draftId]) {
        await expect(asCaller(db(), caller, (c) => updateProgrammeRow(c, table, id, 'published', true), { commit: true })).resolves.toMatchObject({ rowCount: 0 });
        await expect(asCaller(db(), caller, (c) => c.query(`delete from public.${table} where id = $1`, [id]), { commit: true })).resolves.toMatchObject({ rowCount: 0 });
      }
      expect(await storedRow(db(), table, publishedId)).toMatchObject({ published: true });
      expect(await storedRow(db(), table, draftId)).toMatchObject({ published: false });
    });

    it('cannot truncate', async () => {
      await expectRefused(asCaller(db(), caller, (c) => c.query(`truncate public.${table} cascade`)), '42501', PERMISSION_DENIED);
    });
  });

  it('an admin with a second factor adds, publishes, unpublishes and deletes', async () => {
    const row: ProgrammeRow = { ...rowFor(table), published: false };
    const id = String(row.id);
    const as = (statement: Parameters<typeof asCaller>[2]) => asCaller(db(), admin('aal2'), statement, { commit: true });
    await expect(as((c) => insertProgrammeRow(c, table, row))).resolves.toMatchObject({ rowCount: 1 });
    await expect(as((c) => updateProgrammeRow(c, table, id, 'published', true))).resolves.toMatchObject({ rowCount: 1 });
    expect(await idsSeen(anon)).toEqual([publishedId]);
    expect((await asCaller(db(), anon, (c) => c.query(`select id from public.${table} where id = $1`, [id]))).rows).toEqual([{ id }]);
    await expect(as((c) => updateProgrammeRow(c, table, id, 'published', false))).resolves.toMatchObject({ rowCount: 1 });
    expect((await asCaller(db(), anon, (c) => c.query(`select id from public.${table} where id = $1`, [id]))).rows).toEqual([]);
    await expect(as((c) => c.query(`delete from public.${table} where id = $1`, [id]))).resolves.toMatchObject({ rowCount: 1 });
    expect(await storedRow(db(), table, id)).toBeUndefined();
  });

  it('an admin reads back what they wrote (insert … returning, as PostgREST does for .select())', async () => {
    const row: ProgrammeRow = { ...rowFor(table), published: false };
    const { rows } = await asCaller(db(), admin('aal2'), (c) =>
      c.query(`insert into public.${table} (id, texts${table === 'artists' ? ', name' : ', starts_at'}) values ($1, $2, $3) returning id, published`, [
        row.id,
        JSON.stringify(row.texts),
        table === 'artists' ? row.name : row.starts_at,
      ]),
    );
    expect(rows).toEqual([{ id: row.id, published: false }]);
  });

  it.each(table === 'concerts' ? ['registered', 'views', 'created_at', 'updated_at'] : ['created_at', 'updated_at'])(
    'nobody, an admin included, writes %s (the server keeps it)',
    async (column) => {
      const value = column.endsWith('_at') ? '2001-01-01T00:00:00Z' : 5;
      await expectRefused(asCaller(db(), admin('aal2'), (c) => c.query(`update public.${table} set ${column} = $2 where id = $1`, [publishedId, value])), '42501', PERMISSION_DENIED);
      await expectRefused(asCaller(db(), admin('aal2'), (c) => insertProgrammeRow(c, table, { ...rowFor(table), [column]: value })), '42501', PERMISSION_DENIED);
    },
  );
});

describe('an unpublished concert takes no reservations', () => {
  const db = useConnection();

  it("reserve_spots answers 'unknown_concert' (P0002), as for a concert that does not exist", async () => {
    const draft = await createConcert(db(), { published: false });
    await expectRefused(
      asCaller(db(), anon, (c) => c.query("select private.reserve_spots($1, 1, 'Care Home', 'Ada', $2)", [draft, uniqueEmail()])),
      'P0002',
      /^unknown_concert$/,
    );
    const published = await createConcert(db());
    await expect(asCaller(db(), anon, (c) => c.query("select private.reserve_spots($1, 1, 'Care Home', 'Ada', $2)", [published, uniqueEmail()]))).resolves.toMatchObject({
      rowCount: 1,
    });
  });
});

/** Resolves once a statement starting with `statement` waits for a lock (seen from a connection of its own). */
async function waitForLockWait(statement: string) {
  const watcher = await connect();
  try {
    for (;;) {
      const { rows } = await watcher.query("select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like $1", [`${statement}%`]);
      if ((rows[0]?.n ?? 0) > 0) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    await watcher.end();
  }
}

describe('a published concert never names a draft artist (its artist_id and artist are public)', () => {
  const db = useConnection();
  const as = (statement: Parameters<typeof asCaller>[2]) => asCaller(db(), admin('aal2'), statement, { commit: true });
  const NOT_PUBLISHED = /^artist_not_published$/;
  const ON_PUBLISHED = /^artist_on_published_concerts$/;
  /** What anyone reads of the concerts naming this artist. */
  const publicLinks = async (artistId: string) =>
    (await asCaller(db(), anon, (c) => c.query<{ id: string; artist: string | null }>('select id, artist from public.concerts where artist_id = $1', [artistId]))).rows;

  async function draftArtist() {
    const artist = artistRow({ published: false, name: 'Secret Headliner' });
    await as((c) => insertProgrammeRow(c, 'artists', artist));
    return String(artist.id);
  }

  it("refuses a published concert naming a draft artist (23514 'artist_not_published'): added, published later or linked later", async () => {
    const artistId = await draftArtist();
    await expectRefused(as((c) => insertProgrammeRow(c, 'concerts', concertRow({ artist_id: artistId }))), '23514', NOT_PUBLISHED);
    const draft = concertRow({ artist_id: artistId, published: false });
    await expect(as((c) => insertProgrammeRow(c, 'concerts', draft))).resolves.toMatchObject({ rowCount: 1 });
    await expectRefused(as((c) => updateProgrammeRow(c, 'concerts', String(draft.id), 'published', true)), '23514', NOT_PUBLISHED);
    const published = concertRow();
    await as((c) => insertProgrammeRow(c, 'concerts', published));
    await expectRefused(as((c) => updateProgrammeRow(c, 'concerts', String(published.id), 'artist_id', artistId)), '23514', NOT_PUBLISHED);
    expect(await publicLinks(artistId)).toEqual([]);
    // Once the artist is published, both work.
    await as((c) => updateProgrammeRow(c, 'artists', artistId, 'published', true));
    await expect(as((c) => updateProgrammeRow(c, 'concerts', String(draft.id), 'published', true))).resolves.toMatchObject({ rowCount: 1 });
    expect(await publicLinks(artistId)).toEqual([{ id: draft.id, artist: 'Secret Headliner' }]);
  });

  it("refuses to unpublish an artist that published concerts name (23514 'artist_on_published_concerts'), until none does", async () => {
    const artist = artistRow();
    const concert = concertRow({ artist_id: String(artist.id) });
    await as((c) => insertProgrammeRow(c, 'artists', artist));
    await as((c) => insertProgrammeRow(c, 'concerts', concert));
    await expectRefused(as((c) => updateProgrammeRow(c, 'artists', String(artist.id), 'published', false)), '23514', ON_PUBLISHED);
    await as((c) => updateProgrammeRow(c, 'concerts', String(concert.id), 'published', false));
    await expect(as((c) => updateProgrammeRow(c, 'artists', String(artist.id), 'published', false))).resolves.toMatchObject({ rowCount: 1 });
    expect(await publicLinks(String(artist.id))).toEqual([]);
  });

  it('holds when an admin unpublishes the artist while another publishes the concert', async () => {
    const artist = artistRow();
    const concert = concertRow({ artist_id: String(artist.id), published: false });
    await as((c) => insertProgrammeRow(c, 'artists', artist));
    await as((c) => insertProgrammeRow(c, 'concerts', concert));
    const publisher = await connect();
    try {
      await publisher.query('begin');
      await publisher.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [JSON.stringify(admin('aal2').claims)]);
      await updateProgrammeRow(publisher, 'concerts', String(concert.id), 'published', true); // not committed yet
      const unpublishing = errorOf(as((c) => updateProgrammeRow(c, 'artists', String(artist.id), 'published', false)));
      await waitForLockWait('update public.artists');
      await publisher.query('commit');
      expect(await unpublishing).toMatchObject({ code: '23514', message: 'artist_on_published_concerts' });
    } finally {
      await publisher.end();
    }
    expect(await publicLinks(String(artist.id))).toEqual([{ id: concert.id, artist: artist.name }]);
    expect(await storedRow(db(), 'artists', String(artist.id))).toMatchObject({ published: true });
  });
});
