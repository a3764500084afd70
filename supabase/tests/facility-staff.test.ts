// A facility's staff (20261128000200_facility_staff.sql): invitations by e-mail, accepted only with a session
// for that address, before they expire, once; roles changed and members removed by managers, a member leaving;
// never a facility without a manager; a removed member loses access with the very next request.
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { asCaller, type Caller, connect, createConcert, errorOf, expectRefused, signedIn, uniqueEmail, useConnection } from './db';
import { addMember, anonymousPerson, call, emailOf, person, team, uidOf, value } from './facility-fixtures';
import { barrier } from './barrier';

const INVITE = 'public.invite_facility_member($1, $2, $3)';
const ACCEPT = 'public.accept_facility_invitation($1)';

describe('invitations', () => {
  const db = useConnection();
  const invite = (manager: Caller, facility: string, email: string, role = 'staff') => value<string>(db(), manager, INVITE, [facility, email, role]);

  it('an invitee sees the open invitation with the facility name, accepts it and is a member with its role; the manager sees who joined', async () => {
    const { facility, manager } = await team(db(), 'pending');
    const invitee = person();
    const invitation = await invite(manager, facility, emailOf(invitee), 'manager');
    expect(await call(db(), invitee, 'id, facility_id, facility_name, role from public.my_facility_invitations()')).toEqual([
      { id: invitation, facility_id: facility, facility_name: 'De Linde', role: 'manager' },
    ]);
    expect(await call(db(), person(), '* from public.my_facility_invitations()')).toEqual([]);
    expect(await value<string>(db(), invitee, ACCEPT, [invitation])).toBe(facility);
    expect(await call(db(), invitee, 'id, role from public.my_facilities()')).toEqual([{ id: facility, role: 'manager' }]);
    expect(await call(db(), manager, 'email, role from public.facility_members where user_id = $1', [uidOf(invitee)])).toEqual([{ email: emailOf(invitee), role: 'manager' }]);
    expect(await call(db(), manager, 'accepted_by from public.facility_invitations where id = $1', [invitation])).toEqual([{ accepted_by: uidOf(invitee) }]);
    expect(await call(db(), invitee, '* from public.my_facility_invitations()')).toEqual([]);
  });

  it("compares e-mails without case, and refuses another address ('wrong_email') and an anonymous session ('sign_in_first')", async () => {
    const { facility, manager } = await team(db());
    const address = uniqueEmail('ada');
    const invitation = await invite(manager, facility, address);
    await expectRefused(call(db(), person(), ACCEPT, [invitation]), 'P0001', /^wrong_email$/);
    await expectRefused(call(db(), anonymousPerson(), ACCEPT, [invitation]), 'P0001', /^sign_in_first$/);
    await expect(call(db(), person(address.toUpperCase()), ACCEPT, [invitation])).resolves.toEqual([expect.anything()]);
  });

  it("refuses an expired invitation ('invitation_expired'), one accepted already ('invitation_used') and an unknown one ('unknown_invitation')", async () => {
    const { facility, manager } = await team(db());
    const late = person();
    const expired = await invite(manager, facility, emailOf(late));
    await db().query("update public.facility_invitations set expires_at = now() - interval '1 second' where id = $1", [expired]);
    expect(await call(db(), late, '* from public.my_facility_invitations()')).toEqual([]);
    await expectRefused(call(db(), late, ACCEPT, [expired]), 'P0001', /^invitation_expired$/);
    expect(await call(db(), late, '* from public.my_facilities()')).toEqual([]);

    const twice = person();
    const invitation = await invite(manager, facility, emailOf(twice));
    await call(db(), twice, ACCEPT, [invitation]);
    await expectRefused(call(db(), twice, ACCEPT, [invitation]), 'P0001', /^invitation_used$/);
    await expectRefused(call(db(), twice, 'public.accept_facility_invitation(gen_random_uuid())'), 'P0002', /^unknown_invitation$/);
  });

  it('inviting an address again renews its open invitation (same id, the new role, seven more days)', async () => {
    const { facility, manager } = await team(db());
    const address = uniqueEmail();
    const first = await invite(manager, facility, address);
    await db().query("update public.facility_invitations set expires_at = now() - interval '1 day' where id = $1", [first]);
    expect(await invite(manager, facility, address, 'manager')).toBe(first);
    const { rows } = await db().query("select role, expires_at > now() + interval '6 days 23 hours' as renewed from public.facility_invitations where id = $1", [first]);
    expect(rows[0]).toEqual({ role: 'manager', renewed: true });
  });

  it("is for managers ('not_manager' for staff and strangers), not of a suspended facility ('facility_suspended'), not for members ('already_member')", async () => {
    const { facility, manager, staff } = await team(db());
    await expectRefused(invite(staff, facility, uniqueEmail()), 'P0001', /^not_manager$/);
    await expectRefused(invite(person(), facility, uniqueEmail()), 'P0001', /^not_manager$/);
    await expectRefused(invite(manager, facility, emailOf(staff)), 'P0001', /^already_member$/);
    await expectRefused(invite(manager, facility, 'Ada@Example.org'), '23514', /email_address/);
    const suspended = await team(db(), 'suspended');
    await expectRefused(invite(suspended.manager, suspended.facility, uniqueEmail()), 'P0001', /^facility_suspended$/);
  });

  it("caps a facility's open invitations: past private.facility_limits.open_invitations_per_facility, 'invitation_limit' (details: the cap)", async () => {
    const { facility, manager } = await team(db());
    const error = await errorOf(
      asCaller(
        db(),
        manager,
        async (c) => {
          for (let n = 0; n < 2; n++) await c.query(`select ${INVITE}`, [facility, uniqueEmail(), 'staff']);
          return c.query(`select ${INVITE}`, [facility, uniqueEmail(), 'staff']);
        },
        { prepare: (c) => c.query('update private.facility_limits set open_invitations_per_facility = 2') },
      ),
    );
    expect(error).toMatchObject({ code: 'P0001', message: 'invitation_limit', detail: '2' });
  });
});

describe('roles and removal', () => {
  const db = useConnection();
  const setRole = (caller: Caller, facility: string, member: Caller, role: string) =>
    call(db(), caller, 'public.set_facility_member_role($1, $2, $3)', [facility, uidOf(member), role]);
  const remove = (caller: Caller, facility: string, member: Caller) => call(db(), caller, 'public.remove_facility_member($1, $2)', [facility, uidOf(member)]);
  const roleOf = async (facility: string, member: Caller) =>
    (await db().query<{ role: string }>('select role from public.facility_members where facility_id = $1 and user_id = $2', [facility, uidOf(member)])).rows[0]?.role;

  it("a manager promotes and demotes; staff may not ('not_manager'); an unknown member is 'unknown_member'", async () => {
    const { facility, manager, staff } = await team(db());
    await expectRefused(setRole(staff, facility, staff, 'manager'), 'P0001', /^not_manager$/);
    await setRole(manager, facility, staff, 'manager');
    expect(await roleOf(facility, staff)).toBe('manager');
    await setRole(manager, facility, staff, 'staff');
    expect(await roleOf(facility, staff)).toBe('staff');
    await expectRefused(setRole(manager, facility, person(), 'staff'), 'P0002', /^unknown_member$/);
  });

  it("never leaves a facility without a manager ('last_manager'): not by demotion, removal or leaving", async () => {
    const { facility, manager, staff } = await team(db());
    await expectRefused(setRole(manager, facility, manager, 'staff'), 'P0001', /^last_manager$/);
    await expectRefused(remove(manager, facility, manager), 'P0001', /^last_manager$/);
    await setRole(manager, facility, staff, 'manager');
    await remove(manager, facility, manager); // two managers: one may leave
    expect(await roleOf(facility, manager)).toBeUndefined();
    await expectRefused(remove(staff, facility, staff), 'P0001', /^last_manager$/);
  });

  it("two managers demoting each other at the same moment: one succeeds, the other (no longer a manager) answers 'not_manager'", async () => {
    const { facility, manager, staff: second } = await team(db());
    await setRole(manager, facility, second, 'manager');
    const clients = await Promise.all([connect(), connect()]);
    const ready = barrier(2);
    const demote = (client: pg.Client, by: Caller, whom: Caller) =>
      asCaller(client, by, async (c) => (await ready(), c.query('select public.set_facility_member_role($1, $2, $3)', [facility, uidOf(whom), 'staff'])), { commit: true }).then(
        () => 'demoted',
        (error: Error) => error.message,
      );
    try {
      const outcomes = await Promise.all([demote(clients[0] as pg.Client, manager, second), demote(clients[1] as pg.Client, second, manager)]);
      expect(outcomes.sort()).toEqual(['demoted', 'not_manager']);
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
    const { rows } = await db().query("select count(*)::int as managers from public.facility_members where facility_id = $1 and role = 'manager'", [facility]);
    expect(rows[0]?.managers).toBe(1);
  });

  it("staff leave on their own but remove nobody else ('not_manager')", async () => {
    const { facility, manager, staff } = await team(db());
    const colleague = person();
    await addMember(db(), facility, colleague);
    await expectRefused(remove(staff, facility, colleague), 'P0001', /^not_manager$/);
    await remove(staff, facility, staff);
    await remove(manager, facility, colleague);
    expect(await call(db(), manager, 'user_id from public.facility_members where facility_id = $1', [facility])).toEqual([{ user_id: uidOf(manager) }]);
  });

  it('a removed member can no longer read or reserve, from the very next request', async () => {
    const { facility, manager, staff } = await team(db());
    const concert = await createConcert(db());
    const reserve = () => call(db(), staff, '* from public.reserve_for_facility($1, $2, 2, null)', [concert, facility]);
    await reserve();
    expect(await call(db(), staff, 'id from public.facility_reservations where facility_id = $1', [facility])).toHaveLength(1);
    await remove(manager, facility, staff);
    expect(await call(db(), staff, 'id from public.facilities where id = $1', [facility])).toEqual([]);
    expect(await call(db(), staff, 'user_id from public.facility_members where facility_id = $1', [facility])).toEqual([]);
    expect(await call(db(), staff, 'id from public.facility_reservations where facility_id = $1', [facility])).toEqual([]);
    expect(await call(db(), staff, '* from public.my_facilities()')).toEqual([]);
    await expectRefused(call(db(), staff, '* from public.reserve_for_facility($1, $2, 1, null)', [await createConcert(db()), facility]), 'P0001', /^not_member$/);
  });

  it('records memberships in the audit log under the facility, without e-mails', async () => {
    const { facility, manager, staff } = await team(db());
    await setRole(manager, facility, staff, 'manager');
    await remove(manager, facility, staff);
    const { rows } = await db().query(
      "select actor, actor_email, action, changes from public.admin_audit_log where table_name = 'facility_members' and row_id = $1 order by id",
      [facility],
    );
    expect(rows.map((row) => [row.action, row.changes.user_id ?? null])).toEqual([
      ['insert', uidOf(manager)],
      ['insert', uidOf(staff)], // the fixture's direct insert, as the SQL editor's would be
      ['update', null],
      ['delete', uidOf(staff)],
    ]);
    expect(rows[2]).toMatchObject({ actor: uidOf(manager), actor_email: null, changes: { role: { from: 'staff', to: 'manager' } } });
    for (const row of rows) expect(row.changes).not.toHaveProperty('email');
  });
});

describe('a made-up role claim', () => {
  const db = useConnection();

  it('app_metadata or user_metadata naming a facility make nobody a member', async () => {
    const { facility } = await team(db());
    const claims = { facility_id: facility, role: 'manager' };
    const pretender = signedIn({ userMetadata: claims, isAnonymous: false });
    pretender.claims.app_metadata = { ...(pretender.claims.app_metadata as object), ...claims };
    expect(await call(db(), pretender, 'id from public.facilities where id = $1', [facility])).toEqual([]);
    await expectRefused(call(db(), pretender, 'public.remove_facility_member($1, $2)', [facility, uidOf(person())]), 'P0001', /^not_manager$/);
  });
});
