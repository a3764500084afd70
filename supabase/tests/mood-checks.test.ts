// Mood checks (20261129000100_mood_checks.sql, issue 26): who may write and read answers, the reports and their
// small-group rule, retention, and deletion with the facility. Real PostgreSQL, each call as the API's role.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { admin, anon, type Caller, errorOf, expectRefused, asCaller, useConnection } from './db';
import { headset } from './concert-stage-fixtures';
import { adminAal2, call, team, value } from './facility-fixtures';

const CONCERT = 'jazz-quartet';
const RECORD = 'public.record_mood($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)';

interface Mood {
  facility?: string | null;
  concert?: string | null;
  /** A group session's id, or the tablet's own id for a concert watched alone. */
  viewing: string;
  resident: string;
  moment: 'before' | 'after';
  face?: number | null;
  observed?: [number, number, number, number];
}

const params = (mood: Mood) => [
  mood.facility ?? null,
  mood.concert ?? null,
  mood.viewing,
  mood.resident,
  mood.moment,
  mood.face ?? null,
  ...(mood.observed ?? [null, null, null, null]),
];

interface Figures {
  residents: number;
  self_reported: number | null;
  improved: string | null;
  stayed: string | null;
  declined: string | null;
  before_faces: number[] | null;
  after_faces: number[] | null;
  mean_before: string | null;
  mean_after: string | null;
}

describe('mood checks', () => {
  const db = useConnection();
  const record = (caller: Caller, mood: Mood) => value<string>(db(), caller, RECORD, params(mood));
  const answers = (facility: string) =>
    db()
      .query('select viewing_id, in_session, resident, moment, face, pleasure, alertness, anxiety, sadness from public.mood_answers where facility_id = $1 order by resident, moment, answered_at', [facility])
      .then((result) => result.rows);
  const openSession = async (caller: Caller, facility: string) =>
    (await call<{ id: string; code: string }>(db(), caller, '* from public.create_group_session($1, $2)', [CONCERT, facility]))[0] as { id: string; code: string };
  const join = (caller: Caller, code: string) => call(db(), caller, '* from public.join_group_session($1)', [code]);
  /** Moves a facility's answers to another month (the reports read by month; other files answer this month). */
  const dateAnswers = (facility: string, at: string) => db().query('update public.mood_answers set answered_at = $2 where facility_id = $1', [facility, at]);
  /** Before and after for residents of a facility watching alone, each its own viewing: `before[i]` → `after[i]`. */
  async function pairs(caller: Caller, facility: string, before: number[], after: number[], concert = CONCERT) {
    for (const [i, face] of before.entries()) {
      const viewing = randomUUID();
      await record(caller, { facility, concert, viewing, resident: `R-${i + 1}`, moment: 'before', face });
      await record(caller, { facility, concert, viewing, resident: `R-${i + 1}`, moment: 'after', face: after[i] ?? null });
    }
  }

  it('a headset in the session answers its own faces; staff rate what they observe; both land on the session’s facility and concert', async () => {
    const { facility, staff } = await team(db());
    const session = await openSession(staff, facility);
    const worn = headset();
    await join(worn, session.code);
    await record(worn, { viewing: session.id, resident: '3', moment: 'before', face: 2 });
    await record(worn, { viewing: session.id, resident: '3', moment: 'after', face: 4 });
    await record(staff, { viewing: session.id, resident: '4', moment: 'before', observed: [2, 3, 4, 3] });
    expect(await answers(facility)).toEqual([
      { viewing_id: session.id, in_session: true, resident: '3', moment: 'before', face: 2, pleasure: null, alertness: null, anxiety: null, sadness: null },
      { viewing_id: session.id, in_session: true, resident: '3', moment: 'after', face: 4, pleasure: null, alertness: null, anxiety: null, sadness: null },
      { viewing_id: session.id, in_session: true, resident: '4', moment: 'before', face: null, pleasure: 2, alertness: 3, anxiety: 4, sadness: 3 },
    ]);
    const concert = await db().query('select distinct concert_id from public.mood_answers where facility_id = $1', [facility]);
    expect(concert.rows).toEqual([{ concert_id: CONCERT }]);
  });

  it('a headset gives its face by the session and the room’s concert (record_session_mood), under the same rules as record_mood', async () => {
    const { facility, staff } = await team(db());
    const session = await openSession(staff, facility);
    const worn = headset();
    const bySession = (caller: Caller, resident: string, moment: 'before' | 'after', face: number, concert: string | null = CONCERT) =>
      value<string>(db(), caller, 'public.record_session_mood($1, $2, $3, $4, $5)', [session.id, concert, resident, moment, face]);
    expect(await errorOf(bySession(worn, '2', 'before', 4))).toMatchObject({ code: 'P0001', message: 'not_in_session' });
    await join(worn, session.code);
    await bySession(worn, '2', 'before', 4);
    await bySession(worn, '2', 'before', 5, null);
    await record(staff, { viewing: session.id, resident: '5', moment: 'before', observed: [3, 3, 3, 3] });
    expect(await errorOf(bySession(worn, '5', 'before', 1))).toMatchObject({ code: 'P0001', message: 'answered_by_another' });
    expect(await errorOf(bySession(worn, '2', 'after', 4, 'no-such-concert'))).toMatchObject({ code: 'P0002', message: 'unknown_concert' });
    expect(await errorOf(bySession(anon, '2', 'after', 4))).toMatchObject({ message: 'sign_in_first' });
    expect(await answers(facility)).toEqual([
      { viewing_id: session.id, in_session: true, resident: '2', moment: 'before', face: 5, pleasure: null, alertness: null, anxiety: null, sadness: null },
      { viewing_id: session.id, in_session: true, resident: '5', moment: 'before', face: null, pleasure: 3, alertness: 3, anxiety: 3, sadness: 3 },
    ]);
  });

  it('keeps each concert of a session apart: a second concert’s answers neither complete nor pair with the first’s', async () => {
    const { facility, staff } = await team(db());
    const session = await openSession(staff, facility);
    const worn = headset();
    await join(worn, session.code);
    const bySession = (concert: string, moment: 'before' | 'after', face: number) =>
      value<string>(db(), worn, 'public.record_session_mood($1, $2, $3, $4, $5)', [session.id, concert, '1', moment, face]);
    await bySession(CONCERT, 'before', 1);
    await bySession(CONCERT, 'after', 2);
    await bySession('amsterdam-philharmonic', 'before', 5);
    await bySession('amsterdam-philharmonic', 'after', 3);
    const rows = await db().query('select concert_id, moment, face from public.mood_answers where facility_id = $1 order by concert_id, moment', [facility]);
    expect(rows.rows).toEqual([
      { concert_id: 'amsterdam-philharmonic', moment: 'before', face: 5 },
      { concert_id: 'amsterdam-philharmonic', moment: 'after', face: 3 },
      { concert_id: CONCERT, moment: 'before', face: 1 },
      { concert_id: CONCERT, moment: 'after', face: 2 },
    ]);
    const pairsSeen = await db().query('select concert_id, before, after from private.mood_pairs where facility_id = $1 order by concert_id', [facility]);
    expect(pairsSeen.rows).toEqual([
      { concert_id: 'amsterdam-philharmonic', before: 5, after: 3 },
      { concert_id: CONCERT, before: 1, after: 2 },
    ]);
  });

  it('asks nothing twice: a second answer for the same moment completes the first and keeps what it does not give', async () => {
    const { facility, staff } = await team(db());
    const session = await openSession(staff, facility);
    const worn = headset();
    await join(worn, session.code);
    const first = await record(worn, { viewing: session.id, resident: '1', moment: 'before', face: 3 });
    const second = await record(staff, { viewing: session.id, resident: '1', moment: 'before', observed: [4, 4, 1, 1] });
    expect(second).toBe(first);
    expect(await answers(facility)).toEqual([
      { viewing_id: session.id, in_session: true, resident: '1', moment: 'before', face: 3, pleasure: 4, alertness: 4, anxiety: 1, sadness: 1 },
    ]);
  });

  it('refuses a headset outside the session, a headset rating as staff, another facility, anon, and a facility that turned the check off', async () => {
    const { facility, staff, manager } = await team(db());
    const session = await openSession(staff, facility);
    const outsider = headset();
    expect(await errorOf(record(outsider, { viewing: session.id, resident: '1', moment: 'before', face: 3 }))).toMatchObject({ code: 'P0001', message: 'not_in_session' });
    const worn = headset();
    await join(worn, session.code);
    expect(await errorOf(record(worn, { viewing: session.id, resident: '1', moment: 'before', observed: [3, 3, 3, 3] }))).toMatchObject({ message: 'not_member' });
    const other = await team(db());
    expect(await errorOf(record(other.staff, { facility, concert: CONCERT, viewing: randomUUID(), resident: '1', moment: 'before', face: 3 }))).toMatchObject({ message: 'not_member' });
    expect(await errorOf(record(other.staff, { viewing: session.id, resident: '1', moment: 'before', face: 3 }))).toMatchObject({ message: 'not_in_session' });
    expect(await errorOf(record(anon, { facility, concert: CONCERT, viewing: randomUUID(), resident: '1', moment: 'before', face: 3 }))).toMatchObject({ message: 'sign_in_first' });
    expect(await errorOf(record(staff, { facility: null, concert: CONCERT, viewing: randomUUID(), resident: '1', moment: 'before', face: 3 }))).toMatchObject({ message: 'not_member' });
    expect(await errorOf(record(staff, { facility, concert: 'no-such-concert', viewing: randomUUID(), resident: '1', moment: 'before', face: 3 }))).toMatchObject({ code: 'P0002', message: 'unknown_concert' });

    expect(await errorOf(call(db(), staff, 'public.set_mood_check($1, false)', [facility]))).toMatchObject({ message: 'not_member' });
    await call(db(), manager, 'public.set_mood_check($1, false)', [facility]);
    expect(await errorOf(record(worn, { viewing: session.id, resident: '1', moment: 'before', face: 3 }))).toMatchObject({ message: 'mood_check_off' });
    expect(await errorOf(record(staff, { facility, concert: CONCERT, viewing: randomUUID(), resident: '1', moment: 'before', face: 3 }))).toMatchObject({ message: 'mood_check_off' });
    await call(db(), manager, 'public.set_mood_check($1, true)', [facility]);
    await record(worn, { viewing: session.id, resident: '1', moment: 'before', face: 3 });
  });

  it('holds a headset number or a code, never a name, and each rating within its scale', async () => {
    const { facility, staff } = await team(db());
    for (const resident of ['12', 'R-17', 'AB3']) await record(staff, { facility, concert: CONCERT, viewing: randomUUID(), resident, moment: 'before', face: 3 });
    for (const resident of ['Anna', 'Mrs Jansen', 'R-', '', 'ABCD-1', '12345'])
      await expectRefused(record(staff, { facility, concert: CONCERT, viewing: randomUUID(), resident, moment: 'before', face: 3 }), '23514');
    await expectRefused(record(staff, { facility, concert: CONCERT, viewing: randomUUID(), resident: '1', moment: 'before', face: 6 }), '23514');
    await expectRefused(record(staff, { facility, concert: CONCERT, viewing: randomUUID(), resident: '1', moment: 'before', face: 0 }), '23514');
    await expectRefused(record(staff, { facility, concert: CONCERT, viewing: randomUUID(), resident: '1', moment: 'before', face: null }), '23514');
    await expectRefused(record(staff, { facility, concert: CONCERT, viewing: randomUUID(), resident: '1', moment: 'before', observed: [3, 3, 3, 9] }), '23514');
  });

  it('lets only the facility’s managers read its answers; staff, other facilities, headsets and admins read none; nobody writes the table', async () => {
    const { facility, staff, manager } = await team(db());
    await pairs(staff, facility, [2], [4]);
    const read = (caller: Caller) =>
      asCaller(db(), caller, async (c) => (await c.query<{ resident: string }>('select resident from public.mood_answers where facility_id = $1', [facility])).rows.length);
    expect(await read(manager)).toBe(2);
    expect(await read(staff)).toBe(0);
    expect(await read((await team(db())).manager)).toBe(0);
    expect(await read(headset())).toBe(0);
    expect(await read(adminAal2())).toBe(0);
    await expectRefused(read(anon), '42501');
    for (const caller of [manager, staff, adminAal2()]) {
      await expectRefused(asCaller(db(), caller, (c) => c.query("update public.mood_answers set face = 5 where facility_id = $1", [facility])), '42501');
      await expectRefused(asCaller(db(), caller, (c) => c.query('delete from public.mood_answers where facility_id = $1', [facility])), '42501');
      await expectRefused(
        asCaller(db(), caller, (c) => c.query("insert into public.mood_answers (facility_id, concert_id, resident, moment, face) values ($1, $2, '9', 'before', 3)", [facility, CONCERT])),
        '42501',
      );
    }
  });

  it("reports a facility's before and after per concert and month, to its managers only, and shows no figure for fewer than five", async () => {
    const { facility, staff, manager } = await team(db());
    // Six residents at the quartet: three better, two the same, one worse.
    await pairs(staff, facility, [2, 3, 1, 4, 3, 5], [4, 3, 2, 4, 5, 4]);
    // Four at the philharmonic: too few to show.
    await pairs(staff, facility, [1, 2, 3, 4], [5, 5, 5, 5], 'amsterdam-philharmonic');
    // A resident with only a before answer is not a pair.
    await record(staff, { facility, concert: CONCERT, viewing: randomUUID(), resident: 'R-99', moment: 'before', face: 1 });
    await dateAnswers(facility, '2031-03-15T18:00:00Z');
    const report = await call<{ month: string; concert_id: string | null; figures: Figures }>(
      db(),
      manager,
      "month::text, concert_id, to_jsonb(figures) as figures from public.facility_mood_report($1, '2031-01-01', '2031-12-31')",
      [facility],
    );
    const row = (concert: string | null) => report.find((r) => r.concert_id === concert)?.figures;
    expect(report.map((r) => [r.month, r.concert_id])).toEqual([
      ['2031-03-01', null],
      ['2031-03-01', 'amsterdam-philharmonic'],
      ['2031-03-01', CONCERT],
    ]);
    expect(row(CONCERT)).toEqual({
      residents: 6, self_reported: 6, improved: 0.5, stayed: 0.333, declined: 0.167,
      before_faces: [1, 1, 2, 1, 1], after_faces: [0, 1, 1, 3, 1], mean_before: 3, mean_after: 3.67,
    });
    expect(row('amsterdam-philharmonic')).toEqual({
      residents: 4, self_reported: null, improved: null, stayed: null, declined: null, before_faces: null, after_faces: null, mean_before: null, mean_after: null,
    });
    // The month holds the quartet alone: with the philharmonic's four in it, month minus quartet would show them.
    expect(row(null)).toEqual(row(CONCERT));
    const outside = await call(db(), manager, "* from public.facility_mood_report($1, '2031-04-01', '2031-12-31')", [facility]);
    expect(outside).toEqual([]);
    for (const caller of [staff, (await team(db())).manager, adminAal2(), headset()])
      expect(await errorOf(call(db(), caller, "* from public.facility_mood_report($1, '2031-01-01', '2031-12-31')", [facility]))).toMatchObject({ message: 'not_member' });
  });

  it('scores an observation on the faces’ scale: the good feelings up, the bad ones down', async () => {
    const { facility, staff, manager } = await team(db());
    // Five residents of one session, observed by staff: 1.5 rounds to 2, 3.25 to 3, 4.5 to 5; 3 stays 3.
    const session = await openSession(staff, facility);
    const observed: [number, number, number, number][][] = [
      [[1, 1, 5, 5], [5, 5, 1, 1]],
      [[2, 1, 4, 5], [4, 3, 3, 3]],
      [[3, 3, 3, 3], [3, 3, 3, 3]],
      [[2, 2, 4, 4], [5, 4, 2, 1]],
      [[3, 3, 3, 3], [3, 2, 3, 3]],
    ];
    for (const [i, [before, after]] of observed.entries()) {
      await record(staff, { viewing: session.id, resident: String(i + 1), moment: 'before', observed: before });
      await record(staff, { viewing: session.id, resident: String(i + 1), moment: 'after', observed: after });
    }
    // A face before against an observation after is no pair: the two scales are not compared.
    await record(staff, { viewing: session.id, resident: '6', moment: 'before', face: 1 });
    await record(staff, { viewing: session.id, resident: '6', moment: 'after', observed: [5, 5, 1, 1] });
    await dateAnswers(facility, '2031-05-10T18:00:00Z');
    const [all] = await call<{ figures: Figures }>(db(), manager, "to_jsonb(figures) as figures from public.facility_mood_report($1, '2031-05-01', '2031-05-31') where concert_id is null", [facility]);
    // Scores before 1, 2, 3, 2, 3 (1.5 → 2); after 5, 3, 3, 5, 3 (3.25 → 3, 4.5 → 5; 2.75 → 3).
    expect(all?.figures).toEqual({
      residents: 5, self_reported: 0, improved: 0.6, stayed: 0.4, declined: 0,
      before_faces: [1, 2, 2, 0, 0], after_faces: [0, 0, 3, 0, 2], mean_before: 2.2, mean_after: 3.8,
    });
  });

  it('gives admins with a second factor the figures across three facilities or more, per month, and never one facility’s', async () => {
    const [first, second, third] = [await team(db()), await team(db()), await team(db())];
    await pairs(first.staff, first.facility, [1, 2, 3], [3, 3, 3]);
    await pairs(second.staff, second.facility, [3, 3, 3], [3, 3, 1]);
    await pairs(third.staff, third.facility, [2, 2], [2, 2]);
    await dateAnswers(first.facility, '2032-02-03T18:00:00Z');
    await dateAnswers(second.facility, '2032-02-20T18:00:00Z');
    await dateAnswers(third.facility, '2032-02-21T18:00:00Z');
    const report = () =>
      call<{ month: string; facilities: number; figures: Figures }>(
        db(),
        adminAal2(),
        "month::text, facilities, to_jsonb(figures) as figures from public.admin_mood_report('2032-02-01', '2032-02-29')",
      );
    expect(await report()).toEqual([
      {
        month: '2032-02-01',
        facilities: 3,
        figures: { residents: 8, self_reported: 8, improved: 0.25, stayed: 0.625, declined: 0.125, before_faces: [1, 3, 4, 0, 0], after_faces: [1, 2, 5, 0, 0], mean_before: 2.38, mean_after: 2.5 },
      },
    ]);
    // With two facilities, the month would be one facility's figures to anyone who knows the other's: counts only.
    await db().query('delete from public.facilities where id = $1', [third.facility]);
    const [hidden] = await report();
    expect(hidden).toMatchObject({ facilities: 2, figures: { residents: 6, improved: null, before_faces: null, mean_before: null } });
    for (const caller of [admin('aal1'), first.manager, anon])
      expect(await errorOf(call(db(), caller, "* from public.admin_mood_report('2032-02-01', '2032-02-29')"))).toMatchObject({ message: 'not_admin' });
  });

  it('deletes answers after two years, by a job the API cannot run, and with their facility', async () => {
    const { facility, staff } = await team(db());
    await pairs(staff, facility, [2, 3], [4, 4]);
    await db().query("update public.mood_answers set answered_at = now() - interval '2 years 1 day' where facility_id = $1 and resident = 'R-1'", [facility]);
    for (const caller of [staff, adminAal2(), anon]) await expectRefused(call(db(), caller, 'private.purge_mood_answers()'), '42501');
    const purged = await db().query<{ n: number }>('select private.purge_mood_answers() as n');
    expect(purged.rows[0]?.n).toBeGreaterThanOrEqual(2);
    expect((await answers(facility)).map((a) => a.resident)).toEqual(['R-2', 'R-2']);
    await db().query('delete from public.facilities where id = $1', [facility]);
    expect(await answers(facility)).toEqual([]);
  });

  it('keeps the answers when their sessions are deleted, the same label in two sessions included', async () => {
    const { facility, staff } = await team(db());
    const morning = await openSession(staff, facility);
    const evening = await openSession(staff, facility);
    await record(staff, { viewing: morning.id, resident: '2', moment: 'before', face: 3 });
    await record(staff, { viewing: evening.id, resident: '2', moment: 'before', face: 4 });
    await db().query('delete from public.group_sessions where id = any($1)', [[morning.id, evening.id]]);
    expect((await answers(facility)).map((a) => a.face)).toEqual([3, 4]);
  });

  it('keeps two viewings of a recording apart, alone as in a session', async () => {
    const { facility, staff, manager } = await team(db());
    for (const [before, after] of [[1, 5], [5, 1], [2, 4], [3, 3], [2, 5], [4, 4]]) {
      const viewing = randomUUID();
      await record(staff, { facility, concert: CONCERT, viewing, resident: 'R-1', moment: 'before', face: before });
      await record(staff, { facility, concert: CONCERT, viewing, resident: 'R-1', moment: 'after', face: after });
    }
    expect(await answers(facility)).toHaveLength(12);
    // The month on the facility's clock: 22:30 UTC on 30 June is July in Utrecht.
    await dateAnswers(facility, '2031-06-30T22:30:00Z');
    const [july] = await call<{ month: string; figures: Figures }>(db(), manager, "month::text, to_jsonb(figures) as figures from public.facility_mood_report($1, '2031-06-01', '2031-07-31') where concert_id is null", [facility]);
    expect(july).toMatchObject({ month: '2031-07-01', figures: { residents: 6, improved: 0.5, stayed: 0.333, declined: 0.167 } });
  });

  it('lets a headset change only what it wrote, and only until an hour after its session; staff correct anything, any time', async () => {
    const { facility, staff } = await team(db());
    const session = await openSession(staff, facility);
    const [mine, neighbour] = [headset(), headset()];
    await join(mine, session.code);
    await join(neighbour, session.code);
    await record(mine, { viewing: session.id, resident: '1', moment: 'before', face: 2 });
    await record(mine, { viewing: session.id, resident: '1', moment: 'before', face: 3 });
    expect(await errorOf(record(neighbour, { viewing: session.id, resident: '1', moment: 'before', face: 5 }))).toMatchObject({ code: 'P0001', message: 'answered_by_another' });
    await record(staff, { viewing: session.id, resident: '1', moment: 'before', face: 4 });
    expect((await answers(facility)).map((a) => a.face)).toEqual([4]);

    await db().query("update public.group_sessions set ended_at = now() - interval '50 minutes' where id = $1", [session.id]);
    await record(neighbour, { viewing: session.id, resident: '2', moment: 'after', face: 4 });
    await db().query("update public.group_sessions set ended_at = now() - interval '61 minutes' where id = $1", [session.id]);
    expect(await errorOf(record(neighbour, { viewing: session.id, resident: '2', moment: 'after', face: 5 }))).toMatchObject({ message: 'session_over' });
    await record(staff, { viewing: session.id, resident: '2', moment: 'after', face: 5 });
  });
});
