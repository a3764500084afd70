// Realtime Authorization for a concert's night (20261127000400_concert_stage.sql), checked the way Realtime
// checks a joiner (concert-stage-fixtures.ts: access): who may join, receive and send on
//   concert:<id>:stage     the database's broadcasts (applause, greetings): the stage receives, nobody sends;
//   concert:<id>:rooms     rooms' presence: facilitators track (and may join), only the stage reads presence;
//   session:<id>:applause  a room's claps: its headsets and facilitator send, only the facilitator receives.
// for anon, a headset (viewer), a room's facilitator, another concert's host, the concert's host and artist,
// an admin with and without a second factor.
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, anon, asCaller, type Caller, expectRefused, useConnection } from './db';
import { type Access, access, headset, mayJoin, type Night, openNight, openRoom, staff } from './concert-stage-fixtures';

const stage = (concert: string) => `concert:${concert}:stage`;
const rooms = (concert: string) => `concert:${concert}:rooms`;
const applause = (session: string) => `session:${session}:applause`;

const nothing: Access = { receive: [], send: [] };
const stageReader: Access = { receive: ['broadcast'], send: [] };
const presenceReader: Access = { receive: ['broadcast', 'presence'], send: [] };
const roomTracker: Access = { receive: ['broadcast'], send: ['presence'] };
const clapSender: Access = { receive: [], send: ['broadcast'] };
const clapCollector: Access = { receive: ['broadcast'], send: ['broadcast'] };

describe("Realtime Authorization on a concert's topics", () => {
  const db = useConnection();
  let night: Night;
  let elsewhere: Night;
  beforeAll(async () => {
    night = await openNight(db());
    elsewhere = await openNight(db());
  });
  const viewer = () => night.room.headsets[0] as Caller;

  it.each([
    ['the artist', () => night.artist],
    ['the host', () => night.host],
    ['an admin with a second factor', () => night.admin],
  ])('%s receives the stage and the rooms’ presence, and sends nothing', async (_, who) => {
    expect(await access(db(), who(), stage(night.concert))).toEqual(stageReader);
    expect(await access(db(), who(), rooms(night.concert))).toEqual(presenceReader);
    expect(await access(db(), who(), applause(night.room.session))).toEqual(nothing);
  });

  it("a room's facilitator joins the rooms topic to track presence but reads no one's presence, and cannot join the stage", async () => {
    const result = await access(db(), night.room.facilitator, rooms(night.concert));
    expect(result).toEqual(roomTracker);
    expect(mayJoin(result)).toBe(true);
    expect(result.receive).not.toContain('presence');
    expect(mayJoin(await access(db(), night.room.facilitator, stage(night.concert)))).toBe(false);
  });

  it("a viewer (a room's headset) joins none of the concert's topics", async () => {
    expect(await access(db(), viewer(), stage(night.concert))).toEqual(nothing);
    expect(await access(db(), viewer(), rooms(night.concert))).toEqual(nothing);
  });

  it("a viewer sends claps to their own room's facilitator without being able to join (httpSend), and only the facilitator receives them", async () => {
    const clap = await access(db(), viewer(), applause(night.room.session));
    expect(clap).toEqual(clapSender);
    expect(mayJoin(clap)).toBe(false);
    expect(await access(db(), night.room.facilitator, applause(night.room.session))).toEqual(clapCollector);
  });

  it("another room's facilitator and headsets have nothing on this room's applause; a stranger's headset neither", async () => {
    for (const caller of [elsewhere.room.facilitator, elsewhere.room.headsets[0] as Caller, headset(), staff()]) {
      expect(await access(db(), caller, applause(night.room.session))).toEqual(nothing);
    }
  });

  it("another concert's host, artist and rooms have nothing on this concert's stage or presence", async () => {
    for (const caller of [elsewhere.host, elsewhere.artist, elsewhere.room.facilitator]) {
      expect(await access(db(), caller, stage(night.concert))).toEqual(nothing);
      expect(await access(db(), caller, rooms(night.concert))).toEqual(nothing);
    }
  });

  it.each([
    ['a signed-in stranger', staff],
    ['an anonymous sign-in', headset],
    ['an admin without a second factor', () => admin('aal1')],
  ])('%s has nothing on any of the topics', async (_, who) => {
    const caller = who();
    for (const topic of [stage(night.concert), rooms(night.concert), applause(night.room.session)]) expect(await access(db(), caller, topic)).toEqual(nothing);
  });

  it('anon (not signed in) may not even read realtime.messages', async () => {
    await expectRefused(asCaller(db(), anon, (c) => c.query('select * from realtime.messages')), '42501');
  });

  it('a host who signed in anonymously is no stage (anonymous sign-ins never hold a role)', async () => {
    const anonymousHost = headset();
    await db().query("insert into public.concert_roles (concert_id, user_id, role) values ($1, $2, 'host')", [night.concert, anonymousHost.claims.sub]);
    expect(await access(db(), anonymousHost, stage(night.concert))).toEqual(nothing);
  });

  it('once the room ends, its facilitator may no longer track presence nor collect claps, and its headsets no longer send', async () => {
    const room = await openRoom(db(), night.concert);
    expect(await access(db(), room.facilitator, rooms(night.concert))).toEqual(roomTracker);
    await db().query('update public.group_sessions set ended_at = now() where id = $1', [room.session]);
    expect(await access(db(), room.facilitator, rooms(night.concert))).toEqual(nothing);
    expect(await access(db(), room.facilitator, applause(room.session))).toEqual(nothing);
    expect(await access(db(), room.headsets[0] as Caller, applause(room.session))).toEqual(nothing);
  });

  it("a role taken away closes the stage to its holder", async () => {
    const { concert, host } = await openNight(db());
    expect(await access(db(), host, stage(concert))).toEqual(stageReader);
    await db().query('delete from public.concert_roles where concert_id = $1 and user_id = $2', [concert, host.claims.sub]);
    expect(await access(db(), host, stage(concert))).toEqual(nothing);
  });

  it('malformed topics give nothing, even to an admin', async () => {
    const id = night.concert;
    const topics = [`concert:${id}`, `concert:${id}:stage:x`, `concert:${id}:Stage`, ` concert:${id}:stage`, `concert:${id}:stage\n`, `concert:${id.toUpperCase()}:stage`, `concert::stage`, `concert:${id}:applause`, `session:${night.room.session}:rooms`, `session:${night.room.session.toUpperCase()}:applause`, `realtime:concert:${id}:stage`, ''];
    for (const topic of topics) expect(await access(db(), night.admin, topic), JSON.stringify(topic)).toEqual(nothing);
  });

  it("a row read or sent must be the channel's own topic", async () => {
    const own = stage(night.concert);
    const seen = await asCaller(
      db(),
      night.host,
      async (c) => {
        await c.query("select set_config('realtime.topic', $1, true)", [own]);
        return (await c.query<{ topic: string }>('select distinct topic from realtime.messages where topic = any($1) order by topic', [[own, stage(elsewhere.concert)]])).rows.map((row) => row.topic);
      },
      { prepare: (c) => c.query("insert into realtime.messages (topic, extension, private) values ($1, 'broadcast', true), ($2, 'broadcast', true)", [own, stage(elsewhere.concert)]) },
    );
    expect(seen).toEqual([own]);
    await expectRefused(
      asCaller(db(), night.room.facilitator, async (c) => {
        await c.query("select set_config('realtime.topic', $1, true)", [rooms(night.concert)]);
        await c.query("insert into realtime.messages (topic, extension, private) values ($1, 'presence', true)", [rooms(elsewhere.concert)]);
      }),
      '42501',
    );
  });

  it('only broadcast and presence: no other extension on these topics', async () => {
    await expectRefused(
      asCaller(db(), night.room.headsets[0] as Caller, async (c) => {
        await c.query("select set_config('realtime.topic', $1, true)", [applause(night.room.session)]);
        await c.query("insert into realtime.messages (topic, extension, private) values ($1, 'postgres_changes', true)", [applause(night.room.session)]);
      }),
      '42501',
    );
  });
});
