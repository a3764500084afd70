// The functions in public: search_path pinned, EXECUTE only for the roles that need it; and
// reserve_spots' contract (new count, documented errors, nothing left behind by a refusal).
import { beforeAll, describe, expect, it } from 'vitest';
import { anon, asCaller, type Caller, createConcert, expectRefused, signedIn, useConnection } from './db';

/** Who may execute each function in public; a new function must be added here to pass. */
const EXECUTE_GRANTS: Record<string, string[]> = {
  // Called by anyone reserving on the home page.
  'reserve_spots(concert text, spots integer, facility text, contact_name text, contact_email text)': ['anon', 'authenticated'],
  // Evaluated inside policies and check constraints, as the calling role.
  'is_admin()': ['anon', 'authenticated', 'service_role'],
  'form_text_length(value text)': ['anon', 'authenticated', 'service_role'],
};
const ROLES = ['public', 'anon', 'authenticated', 'service_role'];

interface FunctionRow {
  signature: string;
  security_definer: boolean;
  config: string[] | null;
  executors: string[];
}

describe('functions in public', () => {
  const db = useConnection();
  let functions: FunctionRow[] = [];

  beforeAll(async () => {
    const { rows } = await db().query<FunctionRow>(
      `select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as signature,
              p.prosecdef as security_definer, p.proconfig as config,
              array(select r from unnest($1::text[]) r where has_function_privilege(r, p.oid, 'execute') order by r) as executors
         from pg_proc p where p.pronamespace = 'public'::regnamespace order by 1`,
      [ROLES],
    );
    functions = rows;
  });

  it('SECURITY DEFINER functions run with an empty search_path', () => {
    const definers = functions.filter((fn) => fn.security_definer);
    expect(definers.map((fn) => fn.signature)).toContain(Object.keys(EXECUTE_GRANTS)[0]);
    for (const fn of definers) expect(fn.config, fn.signature).toContain('search_path=""');
  });

  it('every other function pins its search_path too', () => {
    for (const fn of functions) expect(fn.config, fn.signature).toContain('search_path=""');
  });

  it('EXECUTE is granted only to the roles that need it, never to public', () => {
    expect(Object.fromEntries(functions.map((fn) => [fn.signature, fn.executors]))).toEqual(
      Object.fromEntries(Object.entries(EXECUTE_GRANTS).map(([signature, roles]) => [signature, [...roles].sort()])),
    );
  });
});

describe('reserve_spots', () => {
  const db = useConnection();
  const reserve = (caller: Caller, concert: string, spots: number | null) =>
    asCaller(
      db(),
      caller,
      async (c) => (await c.query<{ count: number }>('select public.reserve_spots($1, $2, $3, $4, $5) as count', [concert, spots, 'Care Home', 'Ada', 'ada@example.org'])).rows[0]?.count,
      { commit: true },
    );
  const state = async (concert: string) => {
    const registered = await db().query<{ registered: number }>('select registered from public.concerts where id = $1', [concert]);
    const reserved = await db().query<{ spots: number }>('select spots from public.reservations where concert_id = $1 order by created_at', [concert]);
    return { registered: registered.rows[0]?.registered, reservations: reserved.rows.map((row) => row.spots) };
  };

  it('returns the new count and records the reservation (anon)', async () => {
    const concert = await createConcert(db(), { registered: 10 });
    expect(await reserve(anon, concert, 5)).toBe(15);
    expect(await reserve(signedIn(), concert, 1)).toBe(16);
    expect(await state(concert)).toEqual({ registered: 16, reservations: [5, 1] });
  });

  it('fills a concert exactly to capacity', async () => {
    const concert = await createConcert(db(), { registered: 98 });
    expect(await reserve(anon, concert, 2)).toBe(100);
  });

  it.each([
    ['more spots than are left', 98, 3],
    ['zero spots', 0, 0],
    ['a negative number of spots', 0, -2],
  ])("refuses %s with P0001 'not_enough_spots', leaving nothing behind", async (_, registered, spots) => {
    const concert = await createConcert(db(), { registered });
    await expectRefused(reserve(anon, concert, spots), 'P0001', /^not_enough_spots$/);
    expect(await state(concert)).toEqual({ registered, reservations: [] });
  });

  it('refuses a missing number of spots', async () => {
    const concert = await createConcert(db());
    await expectRefused(reserve(anon, concert, null), ['P0001', '23502']);
    expect(await state(concert)).toEqual({ registered: 0, reservations: [] });
  });

  it("refuses an unknown concert with P0002 'unknown_concert'", async () => {
    await expectRefused(reserve(anon, 'no-such-concert', 1), 'P0002', /^unknown_concert$/);
  });

  it('the public sees the count, never who reserved', async () => {
    const concert = await createConcert(db(), { registered: 3 });
    await reserve(anon, concert, 4);
    const { rows } = await asCaller(db(), anon, (c) => c.query('select * from public.concerts where id = $1', [concert]));
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['artist', 'capacity', 'id', 'registered', 'starts_on', 'title']);
    expect(rows[0]).toMatchObject({ registered: 7, capacity: 100 });
    await expectRefused(asCaller(db(), anon, (c) => c.query('select * from public.reservations')), '42501');
  });
});
