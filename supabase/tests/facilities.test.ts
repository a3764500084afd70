// Registering and verifying a facility (20261128000100_facilities.sql): a signed-in account registers a pending
// facility and becomes its manager (at most 3 a day); only an admin with a second factor verifies or suspends
// it, each change in the audit log; who reads what; nobody writes the tables directly, and nothing a user
// may write about themselves makes them a member.
import { describe, expect, it } from 'vitest';
import { admin, anon, asCaller, type Caller, errorOf, expectRefused, signedIn, useConnection } from './db';
import {
  adminAal2,
  anonymousPerson,
  call,
  emailOf,
  facilityForm,
  person,
  REGISTER,
  registerFacility,
  registerParams,
  team,
  uidOf,
} from './facility-fixtures';

describe('register_facility', () => {
  const db = useConnection();

  it('stores a pending facility with every field and makes the caller its manager, e-mail from the JWT', async () => {
    const manager = person();
    const id = await registerFacility(db(), manager, { kind: 'home_care', residents: null, headsets: null });
    const { rows } = await db().query('select * from public.facilities where id = $1', [id]);
    expect(rows[0]).toMatchObject({
      name: 'De Linde', kind: 'home_care', address: 'Lindelaan 4, 3581 AB Utrecht', country: 'NL', time_zone: 'Europe/Amsterdam',
      residents: null, headsets: null, invoice_email: 'finance@delinde.example.org', status: 'pending', status_reason: null,
      verified_at: null, created_by: uidOf(manager),
    });
    const members = await db().query('select user_id, role, email from public.facility_members where facility_id = $1', [id]);
    expect(members.rows).toEqual([{ user_id: uidOf(manager), role: 'manager', email: emailOf(manager) }]);
    expect(await call(db(), manager, 'id, name, status, role from public.my_facilities()')).toEqual([{ id, name: 'De Linde', status: 'pending', role: 'manager' }]);
  });

  it("refuses anonymous sessions and anon ('sign_in_first')", async () => {
    await expectRefused(registerFacility(db(), anonymousPerson()), 'P0001', /^sign_in_first$/);
    await expectRefused(asCaller(db(), anon, (c) => c.query(`select ${REGISTER}`, registerParams(facilityForm()))), 'P0001', /^sign_in_first$/);
  });

  it("allows 3 registrations a day per account: the fourth answers 'registration_limit' (details: 3)", async () => {
    const manager = person();
    for (let n = 0; n < 3; n++) await registerFacility(db(), manager, { name: `Home ${n}` });
    expect(await errorOf(registerFacility(db(), manager))).toMatchObject({ code: 'P0001', message: 'registration_limit', detail: '3' });
    await expect(registerFacility(db(), person())).resolves.toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['an unknown time zone', { timeZone: 'Europe/Atlantis' }, '22023', /^invalid_time_zone$/],
    ['a POSIX rule for a zone', { timeZone: 'EST5EDT' }, '22023', /^invalid_time_zone$/],
    ['a blank name', { name: '   ' }, '23514', /facilities_name_check/],
    ['a name with a bidirectional override', { name: 'De \u202eLinde' }, '23514', /facilities_name_check/],
    ['a two-line address', { address: 'Lindelaan 4\nUtrecht' }, '23514', /facilities_address_check/],
    ['a country in lower case', { country: 'nl' }, '23514', /facilities_country_check/],
    ['0 residents', { residents: 0 }, '23514', /facilities_residents_check/],
    ['50,001 residents', { residents: 50_001 }, '23514', /facilities_residents_check/],
    ['5,001 headsets', { headsets: 5001 }, '23514', /facilities_headsets_check/],
    ['an invoice address that is not one', { invoiceEmail: 'finance at delinde' }, '23514', /email_address/],
    ['an unknown kind', { kind: 'hotel' }, '22P02', /facility_kind/],
  ])('refuses %s', async (_label, overrides, code, message) => {
    await expectRefused(registerFacility(db(), person(), overrides), code, message);
  });
});

describe('admin_set_facility_status', () => {
  const db = useConnection();

  it('verifies (verified_at set), suspends with a reason, and records each change with the admin as actor', async () => {
    const { facility } = await team(db(), 'pending');
    const editor = adminAal2();
    await call(db(), editor, 'public.admin_set_facility_status($1, $2, $3)', [facility, 'verified', null]);
    const verified = await db().query<{ status: string; verified_at: Date | null }>('select status, verified_at from public.facilities where id = $1', [facility]);
    expect(verified.rows[0]?.status).toBe('verified');
    expect(verified.rows[0]?.verified_at).toBeInstanceOf(Date);
    await call(db(), editor, 'public.admin_set_facility_status($1, $2, $3)', [facility, 'suspended', 'Invoice address bounces']);
    const { rows } = await db().query(
      "select actor, actor_email, action, changes from public.admin_audit_log where table_name = 'facilities' and row_id = $1 order by id",
      [facility],
    );
    expect(rows.map((row) => row.action)).toEqual(['insert', 'update', 'update']);
    expect(rows[0]?.changes).not.toHaveProperty('invoice_email');
    expect(rows[0]?.changes).not.toHaveProperty('address');
    expect(rows[0]?.actor_email).toBeNull(); // the registering manager's own e-mail stays out of the log
    expect(rows[1]).toMatchObject({ actor: uidOf(editor), actor_email: emailOf(editor), changes: { status: { from: 'pending', to: 'verified' } } });
    expect(rows[1]?.changes).toHaveProperty('verified_at');
    expect(rows[2]?.changes).toEqual({ status: { from: 'verified', to: 'suspended' }, status_reason: { from: null, to: 'Invoice address bounces' } });
  });

  it("refuses an admin without a second factor, a member and the manager ('not_admin'); an unknown facility is 'unknown_facility'", async () => {
    const { facility, manager } = await team(db(), 'pending');
    for (const caller of [admin('aal1'), manager, person()]) {
      await expectRefused(call(db(), caller, 'public.admin_set_facility_status($1, $2, null)', [facility, 'verified']), 'P0001', /^not_admin$/);
    }
    await expectRefused(call(db(), adminAal2(), "public.admin_set_facility_status(gen_random_uuid(), 'verified', null)"), 'P0002', /^unknown_facility$/);
    expect((await db().query('select status from public.facilities where id = $1', [facility])).rows[0]?.status).toBe('pending');
  });

  it("a role in user_metadata counts for nothing: app_metadata's admin role and aal2 do", async () => {
    const { facility } = await team(db(), 'pending');
    const pretender = signedIn({ aal: 'aal2', userMetadata: { role: 'admin', facility_role: 'manager', facility_id: facility } });
    await expectRefused(call(db(), pretender, 'public.admin_set_facility_status($1, $2, null)', [facility, 'verified']), 'P0001', /^not_admin$/);
    expect(await call(db(), pretender, 'id from public.facilities where id = $1', [facility])).toEqual([]);
    await expectRefused(call(db(), pretender, "public.invite_facility_member($1, 'x@example.org', 'staff')", [facility]), 'P0001', /^not_manager$/);
  });
});

describe('who reads facilities, members and invitations', () => {
  const db = useConnection();
  /** How many rows of the facility `caller` reads in each table, one request each (one connection: in turn). */
  const readAll = async (caller: Caller, facility: string) => [
    (await call(db(), caller, 'id from public.facilities where id = $1', [facility])).length,
    (await call(db(), caller, 'user_id from public.facility_members where facility_id = $1', [facility])).length,
    (await call(db(), caller, 'id from public.facility_invitations where facility_id = $1', [facility])).length,
  ];

  it('a manager reads all three; staff the facility and its members; a member of another facility, a stranger and an admin without aal2 nothing; an admin with aal2 all', async () => {
    const { facility, manager, staff } = await team(db());
    await call(db(), manager, "public.invite_facility_member($1, 'new@example.org', 'staff')", [facility]);
    const other = await team(db());
    expect(await readAll(manager, facility)).toEqual([1, 2, 1]);
    expect(await readAll(staff, facility)).toEqual([1, 2, 0]);
    expect(await readAll(other.manager, facility)).toEqual([0, 0, 0]);
    expect(await readAll(person(), facility)).toEqual([0, 0, 0]);
    expect(await readAll(admin('aal1'), facility)).toEqual([0, 0, 0]);
    expect(await readAll(adminAal2(), facility)).toEqual([1, 2, 1]);
  });

  it('anon may read none of them (permission denied), and has no facilities or invitations', async () => {
    for (const table of ['facilities', 'facility_members', 'facility_invitations']) {
      await expectRefused(asCaller(db(), anon, (c) => c.query(`select * from public.${table}`)), '42501', /permission denied/);
    }
    expect(await call(db(), anon, '* from public.my_facilities()')).toEqual([]);
    expect(await call(db(), anon, '* from public.my_facility_invitations()')).toEqual([]);
    await expectRefused(call(db(), anon, "public.admin_set_facility_status(gen_random_uuid(), 'verified', null)"), 'P0001', /^not_admin$/);
  });

  it('nobody writes the tables directly, an admin with aal2 neither', async () => {
    const { facility, staff } = await team(db(), 'pending');
    for (const caller of [staff, adminAal2()]) {
      await expectRefused(asCaller(db(), caller, (c) => c.query("update public.facilities set status = 'verified' where id = $1", [facility])), '42501');
      await expectRefused(
        asCaller(db(), caller, (c) => c.query("insert into public.facility_members (facility_id, user_id, role) values ($1, $2, 'manager')", [facility, uidOf(caller)])),
        '42501',
      );
      await expectRefused(asCaller(db(), caller, (c) => c.query("update public.facility_members set role = 'manager' where facility_id = $1", [facility])), '42501');
      await expectRefused(asCaller(db(), caller, (c) => c.query('delete from public.facilities where id = $1', [facility])), '42501');
    }
    expect(await call(db(), staff, 'status, role from public.my_facilities() where id = $1', [facility])).toEqual([{ status: 'pending', role: 'staff' }]);
  });
});
