// Fifty viewers in six rooms applaud as hard as they can for two minutes, then stop: what each sends, what
// each room sends, and what the stage shows, through the modules in the order the site uses them. The
// Realtime in between is a stub that delivers each topic's messages to whom the migration's policies let
// read it (supabase/tests/concert-stage-realtime.test.ts checks those policies on PostgreSQL): the stage reads
// concert:<id>:stage and :rooms presence; a room's facilitator reads its session:<id>:applause; headsets read
// none of them.
import { describe, expect, it } from 'vitest';
import { addClaps, EMPTY_ROOM_BATCHER, ROOM_BATCH_INTERVAL_MS, type RoomBatcherState, takeBatch } from './applause-batcher';
import { type ApplauseLimiterState, NO_CLAPS, takeClap } from './applause-limiter';
import { nextRoomPresence, type RoomPresenceState, UNTRACKED_ROOM } from './room-presence';
import { createStageAggregator } from './stage-aggregator';
import { clapSchema, concertRoomsTopic, concertStageTopic, roomApplauseTopic } from './stage-topics';

const CONCERT = 'tonight';
const ROOM_SIZES = [12, 10, 8, 8, 7, 5];

/** Who reads which topic, as the policies say. */
function readersOf(topic: string, roomIds: string[]): string[] {
  if (topic === concertStageTopic(CONCERT) || topic === concertRoomsTopic(CONCERT)) return ['stage'];
  const room = roomIds.find((id) => topic === roomApplauseTopic(id));
  return room ? [`facilitator:${room}`] : [];
}

describe('a night with 50 viewers in six rooms', () => {
  it('keeps every viewer and room within their limits, shows the stage the aggregate, and tells no viewer anything', () => {
    let now = 0;
    const stage = createStageAggregator(() => now);
    /** What each client received, by who it is ('stage', 'facilitator:<room>', a viewer's id). */
    const inbox = new Map<string, unknown[]>();
    const drain = (to: string) => {
      const received = inbox.get(to) ?? [];
      inbox.set(to, []);
      return received;
    };
    const sent = { byViewer: new Map<string, number>(), byRoom: new Map<string, number>() };
    const roomIds = ROOM_SIZES.map((_, i) => `00000000-0000-4000-8000-00000000000${i}`);
    const rooms = roomIds.map((id, i) => ({
      id,
      viewers: Array.from({ length: ROOM_SIZES[i] ?? 0 }, (_, n) => ({ id: `${id}/${n}`, limiter: NO_CLAPS as ApplauseLimiterState })),
      batcher: EMPTY_ROOM_BATCHER as RoomBatcherState,
      presence: UNTRACKED_ROOM as RoomPresenceState,
    }));
    const presenceState: Record<string, unknown[]> = {};
    const publish = (topic: string, payload: unknown) => {
      for (const to of readersOf(topic, roomIds)) inbox.set(to, [...(inbox.get(to) ?? []), payload]);
    };
    const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
    let clapsTaken = 0;
    const meterWhileClapping: number[] = [];

    for (now = 0; now < 180_000; now += 250) {
      for (const room of rooms) {
        const tracked = nextRoomPresence(room.presence, room.viewers.length, now);
        room.presence = tracked.state;
        if (tracked.track) {
          presenceState[room.id] = [{ ...tracked.track, presence_ref: 'r' }];
          stage.onPresence(presenceState);
        }
        for (const viewer of room.viewers) {
          // Everyone presses every 500 ms for the first two minutes.
          if (now >= 120_000 || now % 500 !== 0) continue;
          const press = takeClap(viewer.limiter, now);
          viewer.limiter = press.state;
          if (!press.taken) continue;
          count(sent.byViewer, viewer.id);
          clapsTaken += 1;
          publish(roomApplauseTopic(room.id), { claps: 1 });
        }
        // The facilitator adds up what its applause topic brought, and sends a batch when one is due.
        for (const payload of drain(`facilitator:${room.id}`)) {
          if (clapSchema.safeParse(payload).success) room.batcher = addClaps(room.batcher, 1);
        }
        const batch = takeBatch(room.batcher, now);
        room.batcher = batch.state;
        if (batch.batch !== null) {
          count(sent.byRoom, room.id);
          // send_room_applause: within the room's allowance, the database broadcasts it as it came.
          publish(concertStageTopic(CONCERT), { claps: batch.batch });
        }
      }
      for (const payload of drain('stage')) stage.onApplause(payload);
      if (now > 10_000 && now < 120_000) meterWhileClapping.push(stage.snapshot().meter);
    }

    // Nothing of anyone's applause or presence ever reached a viewer.
    expect([...inbox.keys()].sort()).toEqual(['stage', ...roomIds.map((id) => `facilitator:${id}`)].sort());
    const snapshot = stage.snapshot();
    expect({ rooms: snapshot.rooms, headsets: snapshot.headsets }).toEqual({ rooms: 6, headsets: 50 });
    // Each viewer: at most 4 claps a minute, so 8 in two minutes; every room at most one batch per 5 s.
    for (const n of sent.byViewer.values()) expect(n).toBeLessThanOrEqual(8);
    expect(sent.byViewer.size).toBe(50);
    for (const n of sent.byRoom.values()) expect(n).toBeLessThanOrEqual(180_000 / ROOM_BATCH_INTERVAL_MS);
    expect(clapsTaken).toBe(50 * 8);
    // The meter stood up while they clapped and has fallen since.
    expect(Math.max(...meterWhileClapping)).toBeGreaterThan(0.5);
    expect(snapshot.meter).toBeLessThan(0.01);
  });
});
