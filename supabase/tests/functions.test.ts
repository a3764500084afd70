// Our functions (in public, which the API exposes, and in private, which it does not): search_path
// pinned, EXECUTE only for the roles that need it; and reserve_spots' contract (new count, documented
// errors, nothing left behind by a refusal).
import { beforeAll, describe, expect, it } from 'vitest';
import { concertRows } from '../../scripts/db/seed-programme';
import { localDay } from '../../src/features/concerts/zoned-time';
import { anon, asCaller, type Caller, createConcert, errorOf, expectRefused, serviceRole, signedIn, uniqueEmail, useConnection } from './db';

/** The home page's demo concert cards as seeded: the sample concerts that name no venue. */
const DEMO_CONCERTS = concertRows()
  .filter((row) => row.venue === null)
  .map((row) => ({ id: row.id, title: row.texts.en.title, date: localDay(row.starts_at, row.time_zone), capacity: row.capacity, registered: row.registered }));

const RESERVE_ARGS = '(concert text, spots integer, facility text, contact_name text, contact_email text)';

/** Who may execute each function; a new function must be added here to pass. */
const EXECUTE_GRANTS: Record<string, string[]> = {
  // Nobody: it reserved at once for any typed address (the made-up-address attack of issue 25); visitors ask
  // with request_spots and hold spots only through confirm_spot_request (20261128000600_reserve_spots_closed.sql).
  [`public.reserve_spots${RESERVE_ARGS}`]: [],
  // Evaluated inside policies and check constraints, as the calling role.
  'public.is_admin()': ['anon', 'authenticated', 'service_role'],
  'public.form_text_length(value text)': ['anon', 'authenticated', 'service_role'],
  'public.form_text_ok(value text, max_length integer, multiline boolean)': ['anon', 'authenticated', 'service_role'],
  // Not reachable through the API (private is not exposed): the INSERT policies call them as the caller, and
  // the tests below run reserve_spots' body as the API roles.
  [`private.reserve_spots${RESERVE_ARGS}`]: ['anon', 'authenticated'],
  'private.within_address_limit(form text, address text)': ['anon', 'authenticated'],
  // Called only by the two above (as their owner) and by the trigger.
  'private.sent_from_since(form text, address text, since timestamp with time zone)': [],
  'private.sent_since(form text, since timestamp with time zone)': [],
  'private.enforce_write_limits()': [],
  // The sending source's bucket (20261127000100_abuse_limits.sql), read by the trigger above as its owner.
  'private.request_source()': [],
  // Group sessions (sessions.test.ts): the API's four run as the caller (anon too, only to be told
  // 'not_staff', 'not_leader' or 'sign_in_first') and forward to their bodies in private.
  'public.create_group_session(concert text, facility uuid)': ['anon', 'authenticated'],
  'public.set_group_session_concert(session uuid, concert text)': ['anon', 'authenticated'],
  'public.end_group_session(session uuid)': ['anon', 'authenticated'],
  'public.join_group_session(code text)': ['anon', 'authenticated'],
  'public.take_over_group_session(session uuid)': ['anon', 'authenticated'],
  'private.create_group_session(concert text, facility uuid)': ['authenticated'],
  'private.take_over_group_session(session uuid)': ['authenticated'],
  'public.facility_attendance(facility uuid)': ['anon', 'authenticated'],
  'private.facility_attendance(facility uuid)': ['authenticated'],
  // Mood checks (mood-checks.test.ts): the API's four run as the caller (anon only to be told 'sign_in_first',
  // 'not_member' or 'not_admin') and forward to their bodies in private; the rest only as their owner.
  'public.record_mood(facility uuid, concert text, viewing uuid, resident text, moment mood_moment, face smallint, pleasure smallint, alertness smallint, anxiety smallint, sadness smallint)': ['anon', 'authenticated'],
  'private.record_mood(facility uuid, concert text, viewing uuid, resident text, moment mood_moment, face smallint, pleasure smallint, alertness smallint, anxiety smallint, sadness smallint)': ['anon', 'authenticated'],
  'public.record_session_mood(session uuid, concert text, resident text, moment mood_moment, face smallint)': ['anon', 'authenticated'],
  'public.set_mood_check(facility uuid, enabled boolean)': ['anon', 'authenticated'],
  'private.set_mood_check(facility uuid, enabled boolean)': ['anon', 'authenticated'],
  'public.facility_mood_report(facility uuid, since date, until date)': ['anon', 'authenticated'],
  'private.facility_mood_report(facility uuid, since date, until date)': ['anon', 'authenticated'],
  'public.admin_mood_report(since date, until date)': ['anon', 'authenticated'],
  'private.admin_mood_report(since date, until date)': ['anon', 'authenticated'],
  'private.mood_place(facility uuid, concert text, viewing uuid, observed boolean)': [],
  'private.observed_score(answer mood_answers)': [],
  'private.mood_figures(pairs private.mood_pairs[])': [],
  // The nightly retention job's: no API role.
  'private.purge_mood_answers()': [],
  'private.set_group_session_concert(session uuid, concert text)': ['authenticated'],
  'private.end_group_session(session uuid)': ['authenticated'],
  'private.join_group_session(code text)': ['authenticated'],
  // Evaluated inside the policies on realtime.messages, as the joiner.
  'private.session_of_topic(topic text)': ['authenticated'],
  'private.session_channel(topic text)': ['authenticated'],
  'private.may_read_session(session uuid)': ['authenticated'],
  'private.may_lead_session(session uuid)': ['authenticated'],
  // Called only by the bodies above, as their owner.
  'private.new_group_session_code()': [],
  'private.led_session(session uuid, live boolean)': [],
  // A session's facility (20261128000700_facility_sessions.sql): called only by the bodies above, as their owner.
  'private.leads(led group_sessions)': [],
  'private.session_facility(facility uuid)': [],
  'private.check_facility_session_caps(facility uuid, limits private.group_session_limits)': [],
  // The programme (20261126000100_programme.sql): evaluated inside check constraints, as the writer (admins
  // are authenticated; the service role writes from the SQL editor and scripts).
  'private.site_languages()': ['authenticated', 'service_role'],
  'private.localized_texts_ok(texts jsonb, short_key text, short_min integer, short_max integer, long_key text, long_max integer)': [
    'authenticated',
    'service_role',
  ],
  'private.web_address_ok(address text)': ['authenticated', 'service_role'],
  'private.artist_links_ok(links jsonb)': ['authenticated', 'service_role'],
  // Trigger functions (nobody calls them), and the time-zone test only the concerts' trigger calls.
  'private.is_time_zone(zone text)': [],
  'private.concerts_before_write()': [],
  'private.artists_before_write()': [],
  'private.artists_rename_concerts()': [],
  'private.bookings_concert_bookable()': [],
  'private.reservations_concert_scheduled()': [],
  'private.audit_change()': [],
  'private.concerts_artist_published()': [],
  'private.artists_published_for_concerts()': [],
  // The concert's stage (concert-stage.test.ts): the API's three run as the caller (anon too, only to be told
  // 'not_leader' or 'not_moderator') and forward to their bodies in private.
  'public.send_concert_greeting(session uuid, greeting text)': ['anon', 'authenticated'],
  'public.decide_concert_greeting(greeting uuid, decision text)': ['anon', 'authenticated'],
  'public.send_room_applause(session uuid, claps integer)': ['anon', 'authenticated'],
  'private.send_concert_greeting(session uuid, greeting text)': ['authenticated'],
  'private.decide_concert_greeting(greeting uuid, decision text)': ['authenticated'],
  'private.send_room_applause(session uuid, claps integer)': ['authenticated'],
  // Evaluated inside the policies on concert_greetings and realtime.messages (concert-stage-realtime.test.ts), as the caller.
  'private.may_watch_stage(concert text)': ['authenticated'],
  'private.may_lead_room(concert text)': ['authenticated'],
  'private.stage_topic(topic text, OUT channel text, OUT concert text, OUT session uuid)': ['authenticated'],
  'private.stage_topic_access(topic text, extension text, sending boolean)': ['authenticated'],
  // Called only by the bodies above, as their owner.
  'private.led_room(session uuid)': [],
  // Naming the stage's artist and host from /admin (concert-roles-admin.test.ts): the API's two run as the caller
  // (anon too, only to be told 'not_admin') and forward to their bodies in private, which read auth.users.
  'public.name_concert_role(concert text, email text, role text)': ['anon', 'authenticated'],
  'public.concert_role_holders(concert text)': ['anon', 'authenticated'],
  'private.name_concert_role(concert text, email text, role text)': ['anon', 'authenticated'],
  'private.concert_role_holders(concert text)': ['anon', 'authenticated'],
  // Care facilities (facilit*.test.ts, spot-requests.test.ts): the API's functions run as the caller (anon too,
  // only to be told 'sign_in_first' or 'not_admin'; request_spots is anyone's) and forward to their bodies in private.
  ...Object.fromEntries(
    [
      'register_facility(name text, kind facility_kind, address text, country text, time_zone text, residents integer, headsets integer, invoice_email text)',
      'admin_set_facility_status(facility uuid, status facility_status, reason text)',
      'my_facilities()',
      'invite_facility_member(facility uuid, email text, role facility_role)',
      'my_facility_invitations()',
      'accept_facility_invitation(invitation uuid)',
      'set_facility_member_role(facility uuid, member uuid, role facility_role)',
      'remove_facility_member(facility uuid, member uuid)',
      'reserve_for_facility(concert text, facility uuid, spots integer, note text)',
      'change_facility_reservation(reservation uuid, spots integer, note text)',
      'cancel_facility_reservation(reservation uuid)',
      'request_spots(concert text, spots integer, facility text, contact_name text, contact_email text)',
      'confirm_spot_request(request uuid)',
      'export_facility(facility uuid)',
      'delete_facility(facility uuid)',
    ].flatMap((fn) => [
      [`public.${fn}`, ['anon', 'authenticated']],
      [`private.${fn}`, ['anon', 'authenticated']],
    ]),
  ),
  // Evaluated inside the facilities' policies, as the caller.
  'private.my_facility_ids(managers_only boolean)': ['authenticated'],
  // Called only by the bodies above (as their owner), or trigger functions.
  'private.signed_in_person()': [],
  'private.jwt_email()': [],
  'private.managed_facility(facility uuid)': [],
  'private.changed_member(facility uuid, member uuid, losing_manager boolean)': [],
  'private.locked_concert(concert text, scheduled boolean)': [],
  'private.check_facility_spots(locked concerts, spots integer, added integer)': [],
  'private.reserving_member(facility uuid, verified boolean)': [],
  'private.held_reservation(reservation uuid, scheduled boolean)': [],
  'private.spot_request_lifetime()': [],
  'private.purge_spot_requests()': [],
  'private.facilities_before_write()': [],
  'private.audit_facility_change()': [],
};
const ROLES = ['public', 'anon', 'authenticated', 'service_role'];

interface FunctionRow {
  signature: string;
  security_definer: boolean;
  config: string[] | null;
  executors: string[];
}

describe('functions in public and private', () => {
  const db = useConnection();
  let functions: FunctionRow[] = [];

  beforeAll(async () => {
    const { rows } = await db().query<FunctionRow>(
      `select p.pronamespace::regnamespace || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as signature,
              p.prosecdef as security_definer, p.proconfig as config,
              array(select r from unnest($1::text[]) r where has_function_privilege(r, p.oid, 'execute') order by r) as executors
         from pg_proc p where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace) order by 1`,
      [ROLES],
    );
    functions = rows;
  });

  it('the privileged bodies are SECURITY DEFINER in private; public has none', () => {
    expect(functions.filter((fn) => fn.security_definer).map((fn) => fn.signature)).toEqual([
      'private.accept_facility_invitation(invitation uuid)',
      'private.admin_mood_report(since date, until date)',
      'private.admin_set_facility_status(facility uuid, status facility_status, reason text)',
      'private.artists_published_for_concerts()',
      'private.artists_rename_concerts()',
      'private.audit_change()',
      'private.audit_facility_change()',
      'private.bookings_concert_bookable()',
      'private.cancel_facility_reservation(reservation uuid)',
      'private.change_facility_reservation(reservation uuid, spots integer, note text)',
      'private.concert_role_holders(concert text)',
      'private.concerts_artist_published()',
      'private.concerts_before_write()',
      'private.confirm_spot_request(request uuid)',
      'private.create_group_session(concert text, facility uuid)',
      'private.decide_concert_greeting(greeting uuid, decision text)',
      'private.delete_facility(facility uuid)',
      'private.end_group_session(session uuid)',
      'private.enforce_write_limits()',
      'private.export_facility(facility uuid)',
      'private.facility_attendance(facility uuid)',
      'private.facility_mood_report(facility uuid, since date, until date)',
      'private.invite_facility_member(facility uuid, email text, role facility_role)',
      'private.join_group_session(code text)',
      'private.may_lead_room(concert text)',
      'private.may_lead_session(session uuid)',
      'private.may_read_session(session uuid)',
      'private.may_watch_stage(concert text)',
      'private.mood_place(facility uuid, concert text, viewing uuid, observed boolean)',
      'private.my_facilities()',
      'private.my_facility_ids(managers_only boolean)',
      'private.my_facility_invitations()',
      'private.name_concert_role(concert text, email text, role text)',
      'private.purge_mood_answers()',
      'private.record_mood(facility uuid, concert text, viewing uuid, resident text, moment mood_moment, face smallint, pleasure smallint, alertness smallint, anxiety smallint, sadness smallint)',
      'private.register_facility(name text, kind facility_kind, address text, country text, time_zone text, residents integer, headsets integer, invoice_email text)',
      'private.remove_facility_member(facility uuid, member uuid)',
      'private.request_spots(concert text, spots integer, facility text, contact_name text, contact_email text)',
      'private.reservations_concert_scheduled()',
      'private.reserve_for_facility(concert text, facility uuid, spots integer, note text)',
      `private.reserve_spots${RESERVE_ARGS}`,
      'private.send_concert_greeting(session uuid, greeting text)',
      'private.send_room_applause(session uuid, claps integer)',
      'private.set_facility_member_role(facility uuid, member uuid, role facility_role)',
      'private.set_group_session_concert(session uuid, concert text)',
      'private.set_mood_check(facility uuid, enabled boolean)',
      'private.stage_topic_access(topic text, extension text, sending boolean)',
      'private.take_over_group_session(session uuid)',
      'private.within_address_limit(form text, address text)',
    ]);
  });

  it('every function runs with an empty search_path', () => {
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

  // The API's door of the made-up-address attack (issue 25): through rpc('reserve_spots') any typed address
  // held spots at once. Its body below is reached only through confirm_spot_request, after the address is proved.
  it.each([
    ['anon', anon],
    ['a signed-in person', signedIn()],
    ['the service role', serviceRole],
  ])("the API's public.reserve_spots is refused to %s (42501), and nothing is counted", async (_, caller) => {
    const concert = await createConcert(db(), { registered: 10 });
    const attempt = asCaller(db(), caller, (c) => c.query("select public.reserve_spots($1, 2, 'Care Home', 'Ada', $2)", [concert, uniqueEmail()]), { commit: true });
    await expectRefused(attempt, '42501', /permission denied for function reserve_spots/);
    expect(await state(concert)).toEqual({ registered: 10, reservations: [] });
  });

  const reserve = (caller: Caller, concert: string, spots: number | null, email = uniqueEmail()) =>
    asCaller(
      db(),
      caller,
      async (c) => (await c.query<{ count: number }>('select private.reserve_spots($1, $2, $3, $4, $5) as count', [concert, spots, 'Care Home', 'Ada', email])).rows[0]?.count,
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
    ['the largest integer (no overflow)', 10, 2_147_483_647],
    ['the largest integer on a full concert', 100, 2_147_483_647],
    ['the smallest integer', 10, -2_147_483_648],
  ])("refuses %s with P0001 'not_enough_spots', leaving nothing behind", async (_, registered, spots) => {
    const concert = await createConcert(db(), { registered });
    const error = await errorOf(reserve(anon, concert, spots));
    expect(error).toMatchObject({ code: 'P0001', message: 'not_enough_spots', detail: `${registered} of 100 taken` });
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

  it.each([
    ['a minute ago', '-1 minute'],
    ['yesterday', '-1 day'],
    ['a year ago', '-365 days'],
  ])("refuses a concert that started %s with P0001 'concert_started', leaving nothing behind", async (_, startsIn) => {
    const concert = await createConcert(db(), { startsIn, registered: 5 });
    await expectRefused(reserve(anon, concert, 1), 'P0001', /^concert_started$/);
    expect(await state(concert)).toEqual({ registered: 5, reservations: [] });
  });

  it('takes reservations for a concert starting tomorrow', async () => {
    const concert = await createConcert(db(), { startsInDays: 1 });
    expect(await reserve(anon, concert, 3)).toBe(3);
  });

  it('takes reservations on the concert day until it starts, as the page offers them (its start time, not its day)', async () => {
    const concert = await createConcert(db(), { startsIn: '10 minutes' });
    expect(await reserve(anon, concert, 2)).toBe(2);
  });

  it("caps one address at max_spots_per_address (20 by default), then refuses with 'address_limit' and what is left in DETAIL", async () => {
    const concert = await createConcert(db());
    const email = uniqueEmail('facility');
    expect(await reserve(anon, concert, 15, email)).toBe(15);
    expect(await errorOf(reserve(anon, concert, 6, email))).toMatchObject({ code: 'P0001', message: 'address_limit', detail: '5' });
    expect(await reserve(signedIn(), concert, 5, email)).toBe(20);
    expect(await errorOf(reserve(anon, concert, 1, email))).toMatchObject({ code: 'P0001', message: 'address_limit', detail: '0' });
    expect(await state(concert)).toEqual({ registered: 20, reservations: [15, 5] });
    // Another address, and the same address at another concert, are not affected.
    expect(await reserve(anon, concert, 20)).toBe(40);
    expect(await reserve(anon, await createConcert(db()), 20, email)).toBe(20);
  });

  it("reports 'not_enough_spots' before 'address_limit' when both apply", async () => {
    const concert = await createConcert(db(), { registered: 95 });
    await expectRefused(reserve(anon, concert, 30), 'P0001', /^not_enough_spots$/);
  });

  it('follows a concert’s own cap, as an admin set it', async () => {
    const concert = await createConcert(db(), { maxSpotsPerAddress: 2 });
    const email = uniqueEmail();
    expect(await errorOf(reserve(anon, concert, 3, email))).toMatchObject({ message: 'address_limit', detail: '2' });
    expect(await reserve(anon, concert, 2, email)).toBe(2);
  });

  it('the public sees the count and the cap, never who reserved', async () => {
    const concert = await createConcert(db(), { registered: 3 });
    await reserve(anon, concert, 4);
    const { rows } = await asCaller(db(), anon, (c) => c.query('select * from public.concerts where id = $1', [concert]));
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      ...['artist', 'artist_id', 'capacity', 'captions', 'created_at', 'currency', 'doors_open_minutes', 'ends_at', 'genre', 'id'],
      ...['live_stream_url', 'max_spots_per_address', 'poster_url', 'price_cents', 'published', 'registered', 'starts_at', 'starts_on'],
      ...['status', 'stream_layout', 'stream_url', 'texts'],
      ...['time_zone', 'title', 'updated_at', 'venue', 'views', 'youtube_id'],
    ]);
    expect(rows[0]).toMatchObject({ registered: 7, capacity: 100, max_spots_per_address: 20 });
    await expectRefused(asCaller(db(), anon, (c) => c.query('select * from public.reservations')), '42501');
  });
});

describe('the demo concert cards (seed.sql)', () => {
  const db = useConnection();

  it('are the sample programme’s demo cards, with their dates and counts', async () => {
    const { rows } = await db().query(
      `select id, title, to_char(starts_on, 'YYYY-MM-DD') as date, capacity, registered from public.concerts
        where id = any($1) order by id`,
      [DEMO_CONCERTS.map((concert) => concert.id)],
    );
    expect(rows).toEqual(DEMO_CONCERTS.map(({ id, title, date, capacity, registered }) => ({ id, title, date, capacity, registered })));
  });

  it('can be reserved until the day they start (all three, until 2027-03-06)', async () => {
    for (const { id, date } of DEMO_CONCERTS) {
      const { rows } = await db().query<{ upcoming: boolean }>('select $1::date > current_date as upcoming', [date]);
      const attempt = asCaller(db(), anon, (c) => c.query("select private.reserve_spots($1, 1, 'Care Home', 'Ada', $2)", [id, uniqueEmail()]));
      if (rows[0]?.upcoming) await expect(attempt, id).resolves.toMatchObject({ rowCount: 1 });
      else await expectRefused(attempt, 'P0001', /^concert_started$/);
    }
  });
});
