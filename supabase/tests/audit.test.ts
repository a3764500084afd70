// The audit log (public.admin_audit_log): every admin change of a concert, an artist, a poster or a
// submission's status is recorded with who (auth.uid() and the JWT's e-mail), when and what (insert and
// delete: the row; update: only the changed columns, { col: { from, to } }). Only admins with a second
// factor read it; nobody writes, changes or deletes it through the API.
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, anon, asCaller, type Caller, expectRefused, signedIn, uniqueEmail, useConnection } from './db';
import { artistRow, concertRow, insertProgrammeRow, updateProgrammeRow } from './programme-rows';
import { insertRow, VALID_ROWS } from './rows';

const PERMISSION_DENIED = /permission denied for table/;

interface AuditRow {
  actor: string | null;
  actor_email: string | null;
  action: string;
  table_name: string;
  row_id: string;
  changes: Record<string, unknown>;
  recent: boolean;
}

async function auditOf(db: pg.Client, tableName: string, rowId: string): Promise<AuditRow[]> {
  const { rows } = await db.query<AuditRow>(
    `select actor, actor_email, action, table_name, row_id, changes, at between now() - interval '1 minute' and now() as recent
       from public.admin_audit_log where table_name = $1 and row_id = $2 order by id`,
    [tableName, rowId],
  );
  return rows;
}

const whoOf = (caller: Caller) => ({ actor: caller.claims.sub, actor_email: caller.claims.email, recent: true });

describe('what is recorded', () => {
  const db = useConnection();
  const editor = admin('aal2');
  const as = (statement: (c: pg.Client) => Promise<unknown>) => asCaller(db(), editor, statement, { commit: true });

  it('a concert added, changed and deleted: the row, then only what changed, then the row', async () => {
    const row = concertRow({ published: false });
    const id = String(row.id);
    await as((c) => insertProgrammeRow(c, 'concerts', row));
    await as((c) => updateProgrammeRow(c, 'concerts', id, 'published', true));
    await as((c) => updateProgrammeRow(c, 'concerts', id, 'texts', { en: { title: 'Winter Songs', description: '' } }));
    await as((c) => c.query('delete from public.concerts where id = $1', [id]));
    const log = await auditOf(db(), 'concerts', id);
    expect(log.map((entry) => entry.action)).toEqual(['insert', 'update', 'update', 'delete']);
    for (const entry of log) expect(entry).toMatchObject(whoOf(editor));
    expect(log[0]?.changes).toMatchObject({ id, title: 'Autumn Songs', published: false, venue: row.venue, captions: ['en', 'nl'] });
    expect(log[1]?.changes).toEqual({ published: { from: false, to: true } });
    expect(log[2]?.changes).toEqual({
      texts: { from: row.texts, to: { en: { title: 'Winter Songs', description: '' } } },
      title: { from: 'Autumn Songs', to: 'Winter Songs' },
    });
    expect(log[3]?.changes).toMatchObject({ id, title: 'Winter Songs', published: true });
  });

  it('an artist added and renamed, with the rename carried to their concerts', async () => {
    const artist = artistRow({ name: 'Old Name' });
    const concert = concertRow({ artist_id: String(artist.id) });
    await as(async (c) => {
      await insertProgrammeRow(c, 'artists', artist);
      await insertProgrammeRow(c, 'concerts', concert);
    });
    await as((c) => updateProgrammeRow(c, 'artists', String(artist.id), 'name', 'New Name'));
    const artistLog = await auditOf(db(), 'artists', String(artist.id));
    expect(artistLog.map(({ action, changes }) => [action, action === 'update' ? changes : changes.name])).toEqual([
      ['insert', 'Old Name'],
      ['update', { name: { from: 'Old Name', to: 'New Name' } }],
    ]);
    const concertLog = await auditOf(db(), 'concerts', String(concert.id));
    expect(concertLog.at(-1)).toMatchObject({ ...whoOf(editor), action: 'update', changes: { artist: { from: 'Old Name', to: 'New Name' } } });
  });

  it('an update that changes nothing, and a reservation (the registered count), record nothing', async () => {
    const row = concertRow();
    const id = String(row.id);
    await as((c) => insertProgrammeRow(c, 'concerts', row));
    await as((c) => updateProgrammeRow(c, 'concerts', id, 'capacity', row.capacity ?? 80));
    await asCaller(db(), anon, (c) => c.query("select private.reserve_spots($1, 2, 'Care Home', 'Ada', $2)", [id, uniqueEmail()]), { commit: true });
    expect((await auditOf(db(), 'concerts', id)).map((entry) => entry.action)).toEqual(['insert']);
  });

  it('a poster uploaded and deleted', async () => {
    const name = `audit-${Date.now()}.png`;
    await as((c) =>
      c.query("insert into storage.objects (bucket_id, name, owner, metadata) values ('posters', $1, $2, $3)", [name, editor.claims.sub, JSON.stringify({ size: 10, mimetype: 'image/png' })]),
    );
    await as((c) => c.query('delete from storage.objects where name = $1', [name]));
    const log = await auditOf(db(), 'storage.objects', name);
    expect(log.map((entry) => entry.action)).toEqual(['insert', 'delete']);
    expect(log[0]).toMatchObject({ ...whoOf(editor), changes: { bucket_id: 'posters', name, metadata: { size: 10, mimetype: 'image/png' } } });
  });

  it("a submission's status, and not the sender's own insert (nor their personal data)", async () => {
    const email = uniqueEmail('audited');
    await asCaller(db(), anon, (c) => insertRow(c, 'bookings', { ...VALID_ROWS.bookings, email }), { commit: true });
    const { rows } = await db().query<{ id: string }>('select id from public.bookings where email = $1', [email]);
    const id = rows[0]?.id ?? '';
    expect(await auditOf(db(), 'bookings', id)).toEqual([]);
    await as((c) => c.query("update public.bookings set status = 'contacted' where id = $1", [id]));
    await as((c) => c.query("update public.bookings set status = 'contacted' where id = $1", [id]));
    await as((c) => c.query("update public.bookings set status = 'closed' where id = $1", [id]));
    const log = await auditOf(db(), 'bookings', id);
    expect(log.map((entry) => [entry.action, entry.changes])).toEqual([
      ['update', { status: { from: 'new', to: 'contacted' } }],
      ['update', { status: { from: 'contacted', to: 'closed' } }],
    ]);
    for (const entry of log) expect(entry).toMatchObject(whoOf(editor));
  });
});

describe('who reads and writes the log', () => {
  const db = useConnection();
  let entryId = 0;

  beforeAll(async () => {
    await asCaller(db(), admin('aal2'), (c) => insertProgrammeRow(c, 'artists', artistRow()), { commit: true });
    const { rows } = await db().query<{ id: string }>('select max(id)::text as id from public.admin_audit_log');
    entryId = Number(rows[0]?.id);
  });

  it('anon cannot read it (no privilege)', async () => {
    await expectRefused(asCaller(db(), anon, (c) => c.query('select * from public.admin_audit_log')), '42501', PERMISSION_DENIED);
  });

  it.each<[string, Caller]>([
    ['a signed-in person', signedIn({ aal: 'aal2' })],
    ['an admin without a second factor', admin('aal1')],
  ])('%s reads nothing', async (_, caller) => {
    expect((await asCaller(db(), caller, (c) => c.query('select * from public.admin_audit_log'))).rows).toEqual([]);
  });

  it('an admin with a second factor reads it', async () => {
    const { rows } = await asCaller(db(), admin('aal2'), (c) => c.query('select id from public.admin_audit_log where id = $1', [entryId]));
    expect(rows).toHaveLength(1);
  });

  it.each<[string, Caller]>([
    ['anon', anon],
    ['a signed-in person', signedIn({ aal: 'aal2' })],
    ['an admin with a second factor', admin('aal2')],
  ])('%s cannot add, change, delete or truncate entries', async (_, caller) => {
    const statements = [
      "insert into public.admin_audit_log (action, table_name, row_id, changes) values ('delete', 'concerts', 'x', '{}')",
      `update public.admin_audit_log set actor_email = 'someone@else.example' where id = ${entryId}`,
      `delete from public.admin_audit_log where id = ${entryId}`,
      'truncate public.admin_audit_log',
      "select setval('public.admin_audit_log_id_seq', 1)",
    ];
    for (const sql of statements) {
      await expectRefused(asCaller(db(), caller, (c) => c.query(sql), { commit: true }), '42501', /permission denied/);
    }
    const { rows } = await db().query('select actor_email from public.admin_audit_log where id = $1', [entryId]);
    expect(rows).toHaveLength(1);
  });
});
