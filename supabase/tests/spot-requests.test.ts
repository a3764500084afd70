// Holds for a visitor without an account (20261128000400_spot_requests.sql): request_spots holds
// nothing; the spots count only once the visitor proves the address (Supabase Auth's e-mail one-time code,
// then confirm_spot_request with that session) within 30 minutes. The attack of issue 25, one person with
// five made-up addresses booking out a concert, now holds 0 spots.
import { describe, expect, it } from 'vitest';
import { admin, anon, asCaller, type Caller, createConcert, errorOf, expectRefused, uniqueEmail, uniqueSource, useConnection } from './db';
import { adminAal2, anonymousPerson, call, person, value } from './facility-fixtures';

const REQUEST = 'public.request_spots($1, $2, $3, $4, $5)';
const CONFIRM = 'public.confirm_spot_request($1)';

describe('request_spots and confirm_spot_request', () => {
  const db = useConnection();
  const request = (concert: string, spots: number, email: string, caller: Caller = anon, source = uniqueSource()) =>
    asCaller(db(), caller, async (c) => (await c.query<{ id: string }>(`select ${REQUEST} as id`, [concert, spots, 'Zonnehof', 'Ada Lovelace', email])).rows[0]?.id ?? '', {
      commit: true,
      headers: { 'cf-connecting-ip': source },
    });
  const confirm = (caller: Caller, id: string) => value<number>(db(), caller, CONFIRM, [id]);
  const registeredOf = async (concert: string) => (await db().query<{ registered: number }>('select registered from public.concerts where id = $1', [concert])).rows[0]?.registered;
  const heldBy = async (concert: string, emails: string[]) =>
    (await db().query<{ held: number }>('select coalesce(sum(spots), 0)::int as held from public.reservations where concert_id = $1 and contact_email = any($2)', [concert, emails])).rows[0]?.held;

  it('five requests with five made-up addresses hold nothing: the count is unchanged, 0 spots reserved', async () => {
    const concert = await createConcert(db(), { capacity: 100 });
    const madeUp = Array.from({ length: 5 }, () => uniqueEmail('made-up'));
    for (const email of madeUp) await request(concert, 20, email);
    expect(await registeredOf(concert)).toBe(0);
    expect(await heldBy(concert, madeUp)).toBe(0);
    const { rows } = await db().query<{ n: number }>('select count(*)::int as n from public.spot_requests where concert_id = $1 and confirmed_at is null', [concert]);
    expect(rows[0]?.n).toBe(5);
  });

  it('a session for the address confirms (any case): the spots count, as a reservation; a second confirmation is refused', async () => {
    const concert = await createConcert(db(), { registered: 7 });
    const email = uniqueEmail('visitor');
    const id = await request(concert, 3, email);
    const visitor = person(email.toUpperCase());
    expect(await confirm(visitor, id)).toBe(10);
    expect(await registeredOf(concert)).toBe(10);
    expect(await heldBy(concert, [email])).toBe(3);
    const { rows } = await db().query('select confirmed_at is not null as confirmed, expires_at - created_at as lifetime from public.spot_requests where id = $1', [id]);
    expect(rows[0]).toMatchObject({ confirmed: true, lifetime: { minutes: 30 } });
    await expectRefused(confirm(visitor, id), 'P0001', /^request_confirmed$/);
    expect(await registeredOf(concert)).toBe(10);
  });

  it("refuses a session for another address ('wrong_email'), an anonymous one and anon ('sign_in_first'), and an unknown request ('unknown_request')", async () => {
    const concert = await createConcert(db());
    const id = await request(concert, 2, uniqueEmail('visitor'));
    await expectRefused(confirm(person(), id), 'P0001', /^wrong_email$/);
    await expectRefused(confirm(anonymousPerson(), id), 'P0001', /^sign_in_first$/);
    await expectRefused(asCaller(db(), anon, (c) => c.query(`select ${CONFIRM}`, [id])), 'P0001', /^sign_in_first$/);
    await expectRefused(confirm(person(), '00000000-0000-4000-8000-000000000000'), 'P0002', /^unknown_request$/);
    expect(await registeredOf(concert)).toBe(0);
  });

  it("refuses an expired request ('request_expired'), which never counted", async () => {
    const concert = await createConcert(db());
    const email = uniqueEmail('late');
    const id = await request(concert, 2, email);
    await db().query("update public.spot_requests set expires_at = now() - interval '1 second' where id = $1", [id]);
    await expectRefused(confirm(person(email), id), 'P0001', /^request_expired$/);
    expect(await registeredOf(concert)).toBe(0);
  });

  it("checks capacity and the address's cap again when confirming, under the concert's lock", async () => {
    const concert = await createConcert(db(), { capacity: 10, maxSpotsPerAddress: 4 });
    const email = uniqueEmail('visitor');
    const first = await request(concert, 3, email);
    const second = await request(concert, 3, email);
    expect(await confirm(person(email), first)).toBe(3);
    expect(await errorOf(confirm(person(email), second))).toMatchObject({ code: 'P0001', message: 'address_limit', detail: '1' });
    const late = uniqueEmail('visitor');
    const third = await request(concert, 4, late);
    await db().query('update public.concerts set registered = 8 where id = $1', [concert]);
    expect(await errorOf(confirm(person(late), third))).toMatchObject({ message: 'not_enough_spots', detail: '8 of 10 taken' });
  });

  it("answers as reserve_spots would when asked: unknown, started, cancelled concerts, spots that cannot be had, texts out of rule", async () => {
    await expectRefused(request('no-such-concert', 1, uniqueEmail()), 'P0002', /^unknown_concert$/);
    await expectRefused(request(await createConcert(db(), { startsIn: '-1 minute' }), 1, uniqueEmail()), 'P0001', /^concert_started$/);
    const cancelled = await createConcert(db());
    await db().query("update public.concerts set status = 'cancelled' where id = $1", [cancelled]);
    await expectRefused(request(cancelled, 1, uniqueEmail()), 'P0001', /^concert_cancelled$/);
    const small = await createConcert(db(), { capacity: 5, registered: 4, maxSpotsPerAddress: 3 });
    expect(await errorOf(request(small, 2, uniqueEmail()))).toMatchObject({ message: 'not_enough_spots', detail: '4 of 5 taken' });
    expect(await errorOf(request(await createConcert(db(), { maxSpotsPerAddress: 3 }), 4, uniqueEmail()))).toMatchObject({ message: 'address_limit', detail: '3' });
    await expectRefused(request(small, 1, 'Ada@Example.org'), '23514', /email_address/);
  });

  it('signed-in callers may ask too, within the write limits: 5 per address an hour, 5 a minute from one source', async () => {
    const concert = await createConcert(db());
    const email = uniqueEmail('busy');
    for (let n = 0; n < 5; n++) await request(concert, 1, email, person());
    await expectRefused(request(concert, 1, email), 'P0001', /^rate_limited$/);
    const source = uniqueSource();
    for (let n = 0; n < 5; n++) await request(concert, 1, uniqueEmail(), anon, source);
    await expectRefused(request(concert, 1, uniqueEmail(), anon, source), 'P0001', /^rate_limited$/);
  });

  it('purges unconfirmed requests an hour after they were made, on the next request; confirmed ones stay', async () => {
    const concert = await createConcert(db());
    const old = await request(concert, 1, uniqueEmail());
    const recent = await request(concert, 1, uniqueEmail());
    const email = uniqueEmail();
    const confirmed = await request(concert, 1, email);
    await confirm(person(email), confirmed);
    await db().query("update public.spot_requests set created_at = now() - interval '61 minutes' where id = any($1)", [[old, confirmed]]);
    await db().query("update public.spot_requests set created_at = now() - interval '40 minutes', expires_at = now() - interval '10 minutes' where id = $1", [recent]);
    await request(concert, 1, uniqueEmail());
    const { rows } = await db().query<{ id: string }>('select id from public.spot_requests where id = any($1) order by id', [[old, recent, confirmed]]);
    expect(rows.map((row) => row.id).sort()).toEqual([recent, confirmed].sort());
  });

  it('only admins with a second factor read the requests (they hold typed addresses)', async () => {
    const concert = await createConcert(db());
    await request(concert, 1, uniqueEmail());
    const read = (caller: Caller) => call(db(), caller, 'id from public.spot_requests where concert_id = $1', [concert]);
    for (const caller of [person(), admin('aal1')]) expect(await read(caller)).toEqual([]);
    expect(await read(adminAal2())).toHaveLength(1);
    await expectRefused(asCaller(db(), anon, (c) => c.query('select * from public.spot_requests')), '42501', /permission denied/);
  });
});
