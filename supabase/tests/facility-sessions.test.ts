// Group sessions belong to a facility (20261128000700_facility_sessions.sql, issue 25 point 4): only staff of a
// verified facility open one; the facility's staff read its sessions and may take one over; each facility has
// caps of its own; a removed member leads no more, even a session they opened; /join names the facility.
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { asCaller, type Caller, errorOf, useConnection } from './db';
import { headset } from './concert-stage-fixtures';
import { addMember, call, person, registerFacility, setStatus, team, uidOf } from './facility-fixtures';

interface Created {
  id: string;
  code: string;
}

describe('group sessions of a facility', () => {
  const db = useConnection();
  const create = async (caller: Caller, facility: string | null = null) =>
    (await call<Created>(db(), caller, '* from public.create_group_session($1, $2)', [null, facility]))[0] as Created;
  const sessionOf = async (id: string) =>
    (await db().query<{ created_by: string; facility_id: string | null }>('select created_by, facility_id from public.group_sessions where id = $1', [id])).rows[0];
  /** What Realtime asks before a sender's message on the session's control topic goes out. */
  const maySend = (caller: Caller, session: string) =>
    asCaller(db(), caller, async (c) => (await c.query<{ ok: boolean }>('select private.may_lead_session($1) as ok', [session])).rows[0]?.ok);

  it('opens a session for the staff member’s verified facility', async () => {
    const { facility, staff } = await team(db());
    const session = await create(staff);
    expect(await sessionOf(session.id)).toEqual({ created_by: uidOf(staff), facility_id: facility });
  });

  it("refuses an account of no facility ('not_staff') and staff of a pending or suspended one", async () => {
    expect(await errorOf(create(person()))).toMatchObject({ code: 'P0001', message: 'not_staff' });
    const pending = await team(db(), 'pending');
    expect(await errorOf(create(pending.staff))).toMatchObject({ message: 'not_staff' });
    expect(await errorOf(create(pending.staff, pending.facility))).toMatchObject({ message: 'facility_not_verified', detail: 'pending' });
    const suspended = await team(db(), 'suspended');
    expect(await errorOf(create(suspended.staff, suspended.facility))).toMatchObject({ message: 'facility_not_verified', detail: 'suspended' });
  });

  it("asks agency staff of two verified facilities to choose ('facility_required'), and refuses a facility not theirs", async () => {
    const first = await team(db());
    const second = await team(db());
    await addMember(db(), second.facility, first.staff);
    expect(await errorOf(create(first.staff))).toMatchObject({ message: 'facility_required' });
    const session = await create(first.staff, second.facility);
    expect((await sessionOf(session.id))?.facility_id).toBe(second.facility);
    const stranger = await team(db());
    expect(await errorOf(create(first.staff, stranger.facility))).toMatchObject({ message: 'not_member' });
  });

  it('caps a facility’s live sessions and its creations an hour, whoever of its staff creates them', async () => {
    const { facility, manager, staff } = await team(db());
    // Lowered for this one transaction, never committed: other test files share the caps.
    const capped = (c: pg.Client) => c.query('update private.group_session_limits set live_per_facility = 2, created_per_facility_per_hour = 3');
    const outcomes = await asCaller(
      db(),
      manager,
      async (c) => {
        const as = (caller: Caller) => c.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(caller.claims)]);
        const attempt = (caller: Caller) =>
          as(caller).then(() => c.query('savepoint attempt')).then(() => c.query('select * from public.create_group_session(null, $1)', [facility])).then(
            () => c.query('release savepoint attempt').then(() => 'created'),
            async (error: Error) => (await c.query('rollback to savepoint attempt'), error.message),
          );
        const first = [await attempt(manager), await attempt(staff), await attempt(staff)];
        // Ended meanwhile (as the superuser, for a moment): no longer live, still created within the hour.
        await c.query('reset role');
        await c.query('update public.group_sessions set ended_at = now() where facility_id = $1', [facility]);
        await c.query('set local role authenticated');
        return [...first, await attempt(manager), await attempt(manager)];
      },
      { prepare: capped },
    );
    expect(outcomes).toEqual(['created', 'created', 'facility_live_session_limit', 'created', 'facility_session_creation_limit']);
  });

  it('lets the facility’s staff read its sessions and take one over: the new leader sends, the old one no more', async () => {
    const { manager, staff } = await team(db());
    const session = await create(staff);
    expect(await call(db(), manager, 'id from public.group_sessions')).toEqual([{ id: session.id }]);
    expect(await call(db(), (await team(db())).staff, 'id from public.group_sessions')).toEqual([]);
    expect(await maySend(staff, session.id)).toBe(true);
    await call(db(), manager, 'public.take_over_group_session($1)', [session.id]);
    expect((await sessionOf(session.id))?.created_by).toBe(uidOf(manager));
    expect(await maySend(manager, session.id)).toBe(true);
    expect(await maySend(staff, session.id)).toBe(false);
  });

  it('refuses a take-over by anyone outside the facility, and of an ended session', async () => {
    const { manager, staff } = await team(db());
    const session = await create(staff);
    expect(await errorOf(call(db(), (await team(db())).manager, 'public.take_over_group_session($1)', [session.id]))).toMatchObject({ message: 'not_member' });
    expect(await errorOf(call(db(), headset(), 'public.take_over_group_session($1)', [session.id]))).toMatchObject({ message: 'sign_in_first' });
    await db().query('update public.group_sessions set ended_at = now() where id = $1', [session.id]);
    expect(await errorOf(call(db(), manager, 'public.take_over_group_session($1)', [session.id]))).toMatchObject({ message: 'session_ended' });
  });

  it('stops a removed member from leading at once, even the session they opened', async () => {
    const { facility, manager, staff } = await team(db());
    const session = await create(staff);
    await call(db(), manager, 'public.remove_facility_member($1, $2)', [facility, uidOf(staff)]);
    expect(await maySend(staff, session.id)).toBe(false);
    expect(await errorOf(call(db(), staff, 'public.end_group_session($1)', [session.id]))).toMatchObject({ message: 'not_leader' });
    expect(await errorOf(create(staff, facility))).toMatchObject({ message: 'not_member' });
  });

  it('names the facility to a headset that joins, and nothing else of it', async () => {
    const manager = person();
    const facility = await registerFacility(db(), manager, { name: 'Huize Zonneweide' });
    await setStatus(db(), facility, 'verified');
    const session = await create(manager);
    const [joined] = await call<Record<string, unknown>>(db(), headset(), '* from public.join_group_session($1)', [session.code]);
    expect(joined).toMatchObject({ outcome: 'joined', id: session.id, facility_name: 'Huize Zonneweide' });
    expect(Object.keys(joined ?? {}).sort()).toEqual(['concert_id', 'expires_at', 'facility_name', 'id', 'outcome', 'retry_after']);
  });

  it('counts the headsets that joined the facility’s sessions per concert, for its members only, naming none', async () => {
    const { facility, manager, staff } = await team(db());
    const join = (session: Created, headsetCaller: Caller) => call(db(), headsetCaller, '* from public.join_group_session($1)', [session.code]);
    const morning = (await call<Created>(db(), staff, '* from public.create_group_session($1, $2)', ['jazz-quartet', facility]))[0] as Created;
    const evening = (await call<Created>(db(), manager, '* from public.create_group_session($1, $2)', ['jazz-quartet', facility]))[0] as Created;
    const [first, second] = [headset(), headset()];
    await join(morning, first);
    await join(morning, second);
    // The same headset in the evening session counts once for the concert.
    await join(evening, first);
    expect(await call(db(), staff, '* from public.facility_attendance($1)', [facility])).toEqual([{ concert_id: 'jazz-quartet', sessions: 2, headsets: 2 }]);
    const stranger = await team(db());
    expect(await errorOf(call(db(), stranger.manager, '* from public.facility_attendance($1)', [facility]))).toMatchObject({ message: 'not_member' });
    expect(await errorOf(call(db(), headset(), '* from public.facility_attendance($1)', [facility]))).toMatchObject({ message: 'sign_in_first' });
  });
});
