// A facility's data for its manager (20261128000500_facility_privacy.sql, and 20261130000200_export_mood.sql for its
// mood answers): the export holds everything stored about it; deleting it removes its members' access at once and its personal data, keeps the reservations'
// spots in the public counts, and leaves an audit row that it happened.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createConcert, expectRefused, uniqueEmail, useConnection } from './db';
import { adminAal2, call, emailOf, person, team, uidOf, value } from './facility-fixtures';

describe('export_facility', () => {
  const db = useConnection();

  it('gives the manager the facility, its members, invitations and reservations', async () => {
    const { facility, manager, staff } = await team(db());
    const invited = uniqueEmail('invited');
    const invitation = await value<string>(db(), manager, "public.invite_facility_member($1, $2, 'staff')", [facility, invited]);
    const concert = await createConcert(db());
    const [made] = await call<{ id: string }>(db(), staff, "* from public.reserve_for_facility($1, $2, 3, 'Lift needed')", [concert, facility]);
    const exported = await value<Record<string, unknown>>(db(), manager, 'public.export_facility($1)', [facility]);
    expect(Object.keys(exported).sort()).toEqual(['exported_at', 'facility', 'invitations', 'members', 'mood_answers', 'reservations']);
    expect(exported.facility).toMatchObject({
      id: facility, name: 'De Linde', kind: 'care_home', address: 'Lindelaan 4, 3581 AB Utrecht', country: 'NL', time_zone: 'Europe/Amsterdam',
      residents: 80, headsets: 6, invoice_email: 'finance@delinde.example.org', status: 'verified', created_by: uidOf(manager),
    });
    expect(exported.members).toEqual([
      { user_id: uidOf(manager), email: emailOf(manager), role: 'manager', joined_at: expect.any(String) },
      { user_id: uidOf(staff), email: emailOf(staff), role: 'staff', joined_at: expect.any(String) },
    ]);
    expect(exported.invitations).toEqual([
      expect.objectContaining({ id: invitation, email: invited, role: 'staff', invited_by: uidOf(manager), accepted_at: null, accepted_by: null }),
    ]);
    expect(exported.reservations).toEqual([
      expect.objectContaining({ id: made?.id, concert_id: concert, concert_title: 'Test concert', spots: 3, note: 'Lift needed', created_by: uidOf(staff), cancelled_at: null }),
    ]);
  });

  it('holds its mood answers, oldest first, without who answered, and none of another facility', async () => {
    const { facility, manager, staff } = await team(db());
    const other = await team(db());
    const concert = await createConcert(db());
    const viewing = randomUUID();
    const mood = 'public.record_mood($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)';
    // A face before; after, the face and staff's observation given by two people (one answer, filled in).
    const before = await value<string>(db(), staff, mood, [facility, concert, viewing, 'R-17', 'before', 2, null, null, null, null]);
    const after = await value<string>(db(), staff, mood, [facility, concert, viewing, 'R-17', 'after', 4, null, null, null, null]);
    await value(db(), manager, mood, [facility, concert, viewing, 'R-17', 'after', null, 4, 3, 2, 1]);
    await value(db(), other.staff, mood, [other.facility, concert, randomUUID(), 'R-17', 'before', 5, null, null, null, null]);
    await db().query("update public.mood_answers set answered_at = answered_at - interval '1 hour' where id = $1", [before]);

    const exported = await value<{ mood_answers: Record<string, unknown>[] }>(db(), manager, 'public.export_facility($1)', [facility]);
    expect(exported.mood_answers).toEqual([
      { id: before, concert_id: concert, viewing_id: viewing, in_session: false, resident: 'R-17', moment: 'before', face: 2, pleasure: null, alertness: null, anxiety: null, sadness: null, answered_at: expect.any(String) },
      { id: after, concert_id: concert, viewing_id: viewing, in_session: false, resident: 'R-17', moment: 'after', face: 4, pleasure: 4, alertness: 3, anxiety: 2, sadness: 1, answered_at: expect.any(String) },
    ]);
    const everything = JSON.stringify(exported.mood_answers);
    for (const who of [uidOf(manager), uidOf(staff)]) expect(everything).not.toContain(who);
    // A facility without answers exports an empty list, not null.
    const empty = await team(db());
    expect((await value<{ mood_answers: unknown }>(db(), empty.manager, 'public.export_facility($1)', [empty.facility])).mood_answers).toEqual([]);
  });

  it("is for the facility's managers only ('not_manager'): not its staff, another facility's manager or an admin", async () => {
    const { facility, staff } = await team(db());
    for (const caller of [staff, (await team(db())).manager, adminAal2(), person()]) {
      await expectRefused(call(db(), caller, 'public.export_facility($1)', [facility]), 'P0001', /^not_manager$/);
    }
  });
});

describe('delete_facility', () => {
  const db = useConnection();

  it('members lose access at once, the counts stay, the personal data goes, and the audit log says it happened', async () => {
    const { facility, manager, staff } = await team(db());
    const invited = uniqueEmail('invited');
    await call(db(), manager, "public.invite_facility_member($1, $2, 'staff')", [facility, invited]);
    const concert = await createConcert(db(), { registered: 5 });
    const [made] = await call<{ id: string }>(db(), staff, "* from public.reserve_for_facility($1, $2, 4, 'Room 12 needs a wheelchair')", [concert, facility]);
    await expectRefused(call(db(), staff, 'public.delete_facility($1)', [facility]), 'P0001', /^not_manager$/);

    await call(db(), manager, 'public.delete_facility($1)', [facility]);

    for (const member of [manager, staff]) {
      expect(await call(db(), member, '* from public.my_facilities()')).toEqual([]);
      expect(await call(db(), member, 'id from public.facility_reservations where id = $1', [made?.id])).toEqual([]);
    }
    await expectRefused(call(db(), staff, '* from public.reserve_for_facility($1, $2, 1, null)', [await createConcert(db()), facility]), 'P0001', /^not_member$/);
    await expectRefused(call(db(), manager, 'public.export_facility($1)', [facility]), 'P0001', /^not_manager$/);

    const { rows: counts } = await db().query('select registered from public.concerts where id = $1', [concert]);
    expect(counts[0]?.registered).toBe(9);
    const { rows: kept } = await db().query('select concert_id, facility_id, spots, note, created_by from public.facility_reservations where id = $1', [made?.id]);
    expect(kept).toEqual([{ concert_id: concert, facility_id: null, spots: 4, note: null, created_by: null }]);
    for (const table of ['facilities', 'facility_members', 'facility_invitations']) {
      const column = table === 'facilities' ? 'id' : 'facility_id';
      expect((await db().query(`select 1 from public.${table} where ${column} = $1`, [facility])).rowCount).toBe(0);
    }

    const { rows: log } = await db().query<{ table_name: string; action: string; actor: string | null; changes: Record<string, unknown> }>(
      "select table_name, action, actor, changes from public.admin_audit_log where table_name in ('facilities', 'facility_members') and row_id = $1 order by id",
      [facility],
    );
    expect(log.slice(-3).map((entry) => [entry.table_name, entry.action, entry.actor])).toEqual([
      ['facility_members', 'delete', uidOf(manager)],
      ['facility_members', 'delete', uidOf(manager)],
      ['facilities', 'delete', uidOf(manager)],
    ]);
    expect(log.at(-1)?.changes).toMatchObject({ id: facility, name: 'De Linde', status: 'verified' });
    const everything = JSON.stringify(log);
    for (const personal of [emailOf(manager), emailOf(staff), invited, 'finance@delinde.example.org', 'Lindelaan 4', 'Room 12']) {
      expect(everything).not.toContain(personal);
    }
  });
});
