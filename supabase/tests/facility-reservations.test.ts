// Reserving as a facility (20261128000300_facility_reservations.sql): staff of a verified facility reserve,
// change and cancel until the concert starts; pending and suspended facilities cannot; the concert's
// max_spots_per_address caps each facility; concerts.registered stays the public count; who reads what.
import { describe, expect, it } from 'vitest';
import { admin, anon, asCaller, type Caller, createConcert, errorOf, expectRefused, useConnection } from './db';
import { adminAal2, anonymousPerson, call, person, team, uidOf, value } from './facility-fixtures';

const RESERVE = '* from public.reserve_for_facility($1, $2, $3, $4)';

describe('reserve_for_facility, change_facility_reservation, cancel_facility_reservation', () => {
  const db = useConnection();
  const reserve = async (caller: Caller, concert: string, facility: string, spots: number, note: string | null = null) => {
    const rows = await call<{ id: string; registered: number }>(db(), caller, RESERVE, [concert, facility, spots, note]);
    const made = rows[0];
    if (!made) throw new Error('reserve_for_facility returned no row');
    return made;
  };
  const change = (caller: Caller, reservation: string, spots: number, note: string | null = null) =>
    value<number>(db(), caller, 'public.change_facility_reservation($1, $2, $3)', [reservation, spots, note]);
  const cancel = (caller: Caller, reservation: string) => value<number>(db(), caller, 'public.cancel_facility_reservation($1)', [reservation]);
  const registeredOf = async (concert: string) => (await db().query<{ registered: number }>('select registered from public.concerts where id = $1', [concert])).rows[0]?.registered;

  it('staff of a verified facility reserve in one step: the reservation names the facility and its maker, and the count grows', async () => {
    const { facility, staff } = await team(db());
    const concert = await createConcert(db(), { registered: 10 });
    const made = await reserve(staff, concert, facility, 4, 'Two wheelchairs');
    expect(made.registered).toBe(14);
    expect(await registeredOf(concert)).toBe(14);
    const { rows } = await db().query('select concert_id, facility_id, spots, note, created_by, cancelled_at from public.facility_reservations where id = $1', [made.id]);
    expect(rows[0]).toEqual({ concert_id: concert, facility_id: facility, spots: 4, note: 'Two wheelchairs', created_by: uidOf(staff), cancelled_at: null });
  });

  it("refuses staff and managers of a pending or suspended facility ('facility_not_verified', details: the status), others, anonymous sessions and anon", async () => {
    const concert = await createConcert(db());
    for (const status of ['pending', 'suspended'] as const) {
      const { facility, manager, staff } = await team(db(), status);
      for (const caller of [manager, staff]) {
        expect(await errorOf(reserve(caller, concert, facility, 1))).toMatchObject({ code: 'P0001', message: 'facility_not_verified', detail: status });
      }
    }
    const { facility } = await team(db());
    await expectRefused(reserve(person(), concert, facility, 1), 'P0001', /^not_member$/);
    await expectRefused(reserve(anonymousPerson(), concert, facility, 1), 'P0001', /^sign_in_first$/);
    await expectRefused(asCaller(db(), anon, (c) => c.query(`select ${RESERVE}`, [concert, facility, 1, null])), 'P0001', /^sign_in_first$/);
    expect(await registeredOf(concert)).toBe(0);
  });

  it("applies the concert's cap per facility ('facility_limit', details: the cap) and one active reservation per facility ('already_reserved', details: its id)", async () => {
    const concert = await createConcert(db(), { maxSpotsPerAddress: 5 });
    const first = await team(db());
    const second = await team(db());
    expect(await errorOf(reserve(first.staff, concert, first.facility, 6))).toMatchObject({ message: 'facility_limit', detail: '5' });
    const made = await reserve(first.staff, concert, first.facility, 5);
    expect(await errorOf(reserve(first.manager, concert, first.facility, 1))).toMatchObject({ message: 'already_reserved', detail: made.id });
    await expect(reserve(second.staff, concert, second.facility, 5)).resolves.toMatchObject({ registered: 10 });
  });

  it("refuses more than is left ('not_enough_spots', details 'N of M taken'), 0 and negative spots, and a note out of its rule", async () => {
    const { facility, staff } = await team(db());
    const concert = await createConcert(db(), { capacity: 10, registered: 8 });
    for (const spots of [3, 0, -1]) {
      expect(await errorOf(reserve(staff, concert, facility, spots))).toMatchObject({ code: 'P0001', message: 'not_enough_spots', detail: '8 of 10 taken' });
    }
    await expectRefused(reserve(staff, concert, facility, 1, 'x'.repeat(301)), '23514', /facility_reservations_note_check/);
    await expect(reserve(staff, concert, facility, 1, '  ')).resolves.toMatchObject({ registered: 9 });
    expect((await db().query('select note from public.facility_reservations where facility_id = $1', [facility])).rows).toEqual([{ note: null }]);
  });

  it('changes up and down within capacity and cap, cancels (spots given back), and reserves again after a cancellation', async () => {
    const { facility, manager, staff } = await team(db());
    const other = await team(db());
    const concert = await createConcert(db(), { capacity: 10, maxSpotsPerAddress: 6 });
    await reserve(other.staff, concert, other.facility, 6);
    const made = await reserve(staff, concert, facility, 2);
    expect(await change(manager, made.id, 4, 'Changed')).toBe(10);
    expect(await errorOf(change(staff, made.id, 5))).toMatchObject({ message: 'not_enough_spots', detail: '10 of 10 taken' });
    expect(await change(staff, made.id, 1)).toBe(7);
    await db().query('update public.concerts set capacity = 20 where id = $1', [concert]);
    expect(await errorOf(change(staff, made.id, 7))).toMatchObject({ message: 'facility_limit', detail: '6' });
    expect(await cancel(staff, made.id)).toBe(6);
    await expectRefused(cancel(staff, made.id), 'P0001', /^reservation_cancelled$/);
    await expectRefused(change(staff, made.id, 2), 'P0001', /^reservation_cancelled$/);
    await expect(reserve(staff, concert, facility, 3)).resolves.toMatchObject({ registered: 9 });
  });

  it("until the start only ('concert_started'); a cancelled concert takes none, but a postponed one's reservation may be cancelled", async () => {
    const { facility, staff } = await team(db());
    await expectRefused(reserve(staff, await createConcert(db(), { startsIn: '-1 minute' }), facility, 1), 'P0001', /^concert_started$/);
    const concert = await createConcert(db(), { startsIn: '1 hour' });
    const made = await reserve(staff, concert, facility, 2);
    await db().query("update public.concerts set starts_at = now() - interval '1 minute' where id = $1", [concert]);
    await expectRefused(change(staff, made.id, 3), 'P0001', /^concert_started$/);
    await expectRefused(cancel(staff, made.id), 'P0001', /^concert_started$/);
    expect(await registeredOf(concert)).toBe(2);

    const cancelled = await createConcert(db());
    await db().query("update public.concerts set status = 'cancelled' where id = $1", [cancelled]);
    await expectRefused(reserve(staff, cancelled, facility, 1), 'P0001', /^concert_cancelled$/);
    const postponed = await createConcert(db());
    const kept = await reserve(staff, postponed, facility, 2);
    await db().query("update public.concerts set status = 'postponed' where id = $1", [postponed]);
    await expectRefused(change(staff, kept.id, 3), 'P0001', /^concert_postponed$/);
    expect(await cancel(staff, kept.id)).toBe(0);
  });

  it("a suspended facility's staff may cancel but not change; strangers get 'unknown_reservation'; unpublished concerts are 'unknown_concert'", async () => {
    const { facility, staff } = await team(db());
    const concert = await createConcert(db());
    const made = await reserve(staff, concert, facility, 2);
    await expectRefused(change(person(), made.id, 1), 'P0002', /^unknown_reservation$/);
    await expectRefused(cancel((await team(db())).manager, made.id), 'P0002', /^unknown_reservation$/);
    await db().query("update public.facilities set status = 'suspended' where id = $1", [facility]);
    await expectRefused(change(staff, made.id, 1), 'P0001', /^facility_not_verified$/);
    expect(await cancel(staff, made.id)).toBe(0);
    await db().query("update public.facilities set status = 'verified' where id = $1", [facility]);
    await expectRefused(reserve(staff, await createConcert(db(), { published: false }), facility, 1), 'P0002', /^unknown_concert$/);
  });
});

describe("who reads facilities' reservations", () => {
  const db = useConnection();

  it("members read their facility's; another facility's members, strangers and admins without aal2 nothing; admins with aal2 all, with the facility named", async () => {
    const { facility, staff, manager } = await team(db());
    const other = await team(db());
    const concert = await createConcert(db());
    await call(db(), staff, RESERVE, [concert, facility, 3, 'Ground floor']);
    const read = (caller: Caller) => call(db(), caller, 'spots, note from public.facility_reservations where concert_id = $1', [concert]);
    expect(await read(staff)).toEqual([{ spots: 3, note: 'Ground floor' }]);
    expect(await read(manager)).toEqual([{ spots: 3, note: 'Ground floor' }]);
    for (const caller of [other.staff, person(), admin('aal1')]) expect(await read(caller)).toEqual([]);
    await expectRefused(asCaller(db(), anon, (c) => c.query('select * from public.facility_reservations')), '42501', /permission denied/);
    expect(
      await call(db(), adminAal2(), 'r.spots, f.name from public.facility_reservations r join public.facilities f on f.id = r.facility_id where r.concert_id = $1', [concert]),
    ).toEqual([{ spots: 3, name: 'De Linde' }]);
    await expectRefused(asCaller(db(), adminAal2(), (c) => c.query('update public.facility_reservations set spots = 1 where concert_id = $1', [concert])), '42501');
  });
});
