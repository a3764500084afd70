// Posters in Supabase Storage (bucket `posters`): the bucket's settings and the policies on storage.objects.
// Storage writes an object's row as the caller (role and JWT claims set, as PostgREST does) under row-level
// security; an upload is an INSERT with the metadata Storage records. The bucket's type and size limits are
// the Storage server's check, stood in for by a trigger in supabase-roles.sql with Storage's error names.
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, anon, asCaller, type Caller, expectRefused, signedIn, useConnection } from './db';
import { uniqueId } from './programme-rows';

const RLS_REFUSED = /new row violates row-level security policy/;
const MIB = 1024 * 1024;

interface Upload {
  bucket?: string;
  name?: string;
  size?: number;
  mimetype?: string;
}

const upload = (c: pg.Client, caller: Caller, { bucket = 'posters', name = `${uniqueId('poster')}.png`, size = 150_000, mimetype = 'image/png' }: Upload = {}) =>
  c.query('insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, $3, $4)', [
    bucket,
    name,
    caller.claims.sub ?? null,
    JSON.stringify({ size, mimetype, eTag: '"0"', cacheControl: 'max-age=3600' }),
  ]);

const notAdmins: [string, Caller][] = [
  ['anon', anon],
  ['a signed-in person with a second factor', signedIn({ aal: 'aal2' })],
  ['an admin without a second factor (aal1)', admin('aal1')],
];

describe('the posters bucket', () => {
  const db = useConnection();

  it('is public, at most 2 MiB a file, JPEG, PNG or WebP only', async () => {
    const { rows } = await db().query("select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'posters'");
    expect(rows).toEqual([{ public: true, file_size_limit: String(2 * MIB), allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp'] }]);
  });
});

describe('uploads to posters', () => {
  const db = useConnection();
  const exists = async (name: string) => (await db().query('select 1 from storage.objects where name = $1', [name])).rowCount === 1;

  it.each(['autumn.png', 'autumn.jpg', 'autumn.JPEG', 'folder/autumn.webp'])('an admin with a second factor uploads %s', async (file) => {
    const name = `${uniqueId('poster')}-${file}`;
    await asCaller(db(), admin('aal2'), (c) => upload(c, admin('aal2'), { name, mimetype: file.endsWith('webp') ? 'image/webp' : 'image/png' }), { commit: true });
    expect(await exists(name)).toBe(true);
  });

  it.each(notAdmins)('%s cannot upload (row-level security)', async (_, caller) => {
    const name = `${uniqueId('poster')}.png`;
    await expectRefused(asCaller(db(), caller, (c) => upload(c, caller, { name }), { commit: true }), '42501', RLS_REFUSED);
    expect(await exists(name)).toBe(false);
  });

  it.each(['autumn.gif', 'autumn.svg', 'autumn.png.html', 'autumn', 'autumn.'])('a name like %s is refused, even to an admin', async (file) => {
    await expectRefused(asCaller(db(), admin('aal2'), (c) => upload(c, admin('aal2'), { name: `${uniqueId('poster')}-${file}` })), '42501', RLS_REFUSED);
  });

  it.each(['image/gif', 'image/svg+xml', 'text/html', 'application/octet-stream'])("a file of type %s is refused: 'InvalidMimeType'", async (mimetype) => {
    await expectRefused(asCaller(db(), admin('aal2'), (c) => upload(c, admin('aal2'), { mimetype })), 'P0001', /^InvalidMimeType$/);
  });

  it("a file over 2 MiB is refused: 'EntityTooLarge'; exactly 2 MiB is accepted", async () => {
    await expectRefused(asCaller(db(), admin('aal2'), (c) => upload(c, admin('aal2'), { size: 2 * MIB + 1 })), 'P0001', /^EntityTooLarge$/);
    await expect(asCaller(db(), admin('aal2'), (c) => upload(c, admin('aal2'), { size: 2 * MIB }))).resolves.toMatchObject({ rowCount: 1 });
  });
});

describe('posters already uploaded', () => {
  const db = useConnection();
  const name = `${uniqueId('poster')}.webp`;
  const metadataOf = async () => (await db().query<{ metadata: { size: number } }>('select metadata from storage.objects where name = $1', [name])).rows[0]?.metadata;

  beforeAll(async () => {
    await asCaller(db(), admin('aal2'), (c) => upload(c, admin('aal2'), { name, mimetype: 'image/webp' }), { commit: true });
  });

  it.each(notAdmins)('%s lists, replaces and deletes nothing', async (_, caller) => {
    const listed = await asCaller(db(), caller, (c) => c.query("select name from storage.objects where bucket_id = 'posters'"));
    expect(listed.rows).toEqual([]);
    const replace = (c: pg.Client) => c.query(`update storage.objects set metadata = metadata || '{"size": 1}' where name = $1`, [name]);
    await expect(asCaller(db(), caller, replace, { commit: true })).resolves.toMatchObject({ rowCount: 0 });
    await expect(asCaller(db(), caller, (c) => c.query('delete from storage.objects where name = $1', [name]), { commit: true })).resolves.toMatchObject({ rowCount: 0 });
    expect(await metadataOf()).toMatchObject({ size: 150_000 });
  });

  it('an admin with a second factor lists and replaces them (an upsert), but not with another type', async () => {
    const listed = await asCaller(db(), admin('aal2'), (c) => c.query("select name from storage.objects where bucket_id = 'posters' and name = $1", [name]));
    expect(listed.rows).toEqual([{ name }]);
    const replace = (metadata: object) => (c: pg.Client) => c.query('update storage.objects set metadata = $2 where name = $1', [name, JSON.stringify(metadata)]);
    await expectRefused(asCaller(db(), admin('aal2'), replace({ size: 10, mimetype: 'image/gif' })), 'P0001', /^InvalidMimeType$/);
    await expect(asCaller(db(), admin('aal2'), replace({ size: 200_000, mimetype: 'image/webp' }))).resolves.toMatchObject({ rowCount: 1 });
  });

  it('an admin cannot rename one to a name that is not an image', async () => {
    await expectRefused(asCaller(db(), admin('aal2'), (c) => c.query("update storage.objects set name = name || '.html' where name = $1", [name])), '42501', RLS_REFUSED);
  });

  it('an admin with a second factor deletes one', async () => {
    const other = `${uniqueId('poster')}.jpg`;
    await asCaller(db(), admin('aal2'), (c) => upload(c, admin('aal2'), { name: other, mimetype: 'image/jpeg' }), { commit: true });
    await expect(asCaller(db(), admin('aal2'), (c) => c.query('delete from storage.objects where name = $1', [other]), { commit: true })).resolves.toMatchObject({ rowCount: 1 });
  });
});

describe('another bucket', () => {
  const db = useConnection();
  const bucket = uniqueId('other');
  const name = `${uniqueId('file')}.png`;

  beforeAll(async () => {
    await db().query('insert into storage.buckets (id, name) values ($1, $1)', [bucket]);
    await db().query("insert into storage.objects (bucket_id, name, metadata) values ($1, $2, '{\"size\": 10, \"mimetype\": \"image/png\"}')", [bucket, name]);
  });

  it('is out of the posters policies: an admin uploads, lists, replaces and deletes nothing there', async () => {
    const as = admin('aal2');
    await expectRefused(asCaller(db(), as, (c) => upload(c, as, { bucket })), '42501', RLS_REFUSED);
    expect((await asCaller(db(), as, (c) => c.query('select name from storage.objects where bucket_id = $1', [bucket]))).rows).toEqual([]);
    await expect(asCaller(db(), as, (c) => c.query("update storage.objects set bucket_id = 'posters' where bucket_id = $1", [bucket]), { commit: true })).resolves.toMatchObject({
      rowCount: 0,
    });
    await expect(asCaller(db(), as, (c) => c.query('delete from storage.objects where bucket_id = $1', [bucket]), { commit: true })).resolves.toMatchObject({ rowCount: 0 });
    expect((await db().query('select name from storage.objects where bucket_id = $1', [bucket])).rows).toEqual([{ name }]);
  });

  it('writes nothing to the audit log', async () => {
    expect((await db().query("select 1 from public.admin_audit_log where table_name = 'storage.objects' and row_id = $1", [name])).rows).toEqual([]);
  });

  it('nobody but the service role creates or changes buckets', async () => {
    for (const caller of [anon, admin('aal2')]) {
      await expectRefused(asCaller(db(), caller, (c) => c.query("insert into storage.buckets (id, name, public) values ('mine', 'mine', true)")), '42501', RLS_REFUSED);
      await expect(asCaller(db(), caller, (c) => c.query("update storage.buckets set file_size_limit = null where id = 'posters'"))).resolves.toMatchObject({ rowCount: 0 });
    }
  });
});
