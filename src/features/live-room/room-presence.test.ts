import { describe, expect, it } from 'vitest';
import { nextRoomPresence, ROOM_PRESENCE_MIN_GAP_MS, UNTRACKED_ROOM } from './room-presence';

describe("a room's presence for the stage", () => {
  it('tracks the first count at once, then a change only after the gap', () => {
    const first = nextRoomPresence(UNTRACKED_ROOM, 3, 0);
    expect(first.track).toEqual({ headsets: 3 });
    expect(nextRoomPresence(first.state, 4, ROOM_PRESENCE_MIN_GAP_MS - 1).track).toBeNull();
    expect(nextRoomPresence(first.state, 4, ROOM_PRESENCE_MIN_GAP_MS).track).toEqual({ headsets: 4 });
  });

  it('does not track an unchanged count again', () => {
    const first = nextRoomPresence(UNTRACKED_ROOM, 3, 0);
    expect(nextRoomPresence(first.state, 3, 10 * ROOM_PRESENCE_MIN_GAP_MS).track).toBeNull();
  });

  it("stays within Realtime's 5 tracks in 30 s however the count moves", () => {
    let state = UNTRACKED_ROOM;
    const tracks: number[] = [];
    for (let t = 0; t < 120_000; t += 500) {
      const result = nextRoomPresence(state, (t / 500) % 7, t);
      state = result.state;
      if (result.track) tracks.push(t);
    }
    for (const start of tracks) expect(tracks.filter((t) => t >= start && t < start + 30_000).length).toBeLessThanOrEqual(5);
  });
});
