import { describe, expect, it } from 'vitest';
import { addClaps, afterReply, EMPTY_ROOM_BATCHER, ROOM_BATCH_INTERVAL_MS, takeBatch } from './applause-batcher';

describe("a room's applause batches", () => {
  it('sends nothing while nobody claps', () => {
    expect(takeBatch(EMPTY_ROOM_BATCHER, 10_000).batch).toBeNull();
  });

  it("sends the room's claps as one batch, then waits the interval", () => {
    let state = addClaps(addClaps(EMPTY_ROOM_BATCHER, 1), 1);
    const first = takeBatch(state, 1000);
    expect(first.batch).toBe(2);
    state = addClaps(first.state, 3);
    expect(takeBatch(state, 1000 + ROOM_BATCH_INTERVAL_MS - 1).batch).toBeNull();
    expect(takeBatch(state, 1000 + ROOM_BATCH_INTERVAL_MS).batch).toBe(3);
  });

  it('sends at most one batch per interval however many claps arrive', () => {
    let state = EMPTY_ROOM_BATCHER;
    const batches: number[] = [];
    for (let t = 0; t < 60_000; t += 100) {
      state = addClaps(state, 1);
      const result = takeBatch(state, t);
      state = result.state;
      if (result.batch !== null) batches.push(result.batch);
    }
    expect(batches).toHaveLength(60_000 / ROOM_BATCH_INTERVAL_MS);
    expect(batches.reduce((a, b) => a + b, 0)).toBe(600 - state.pending);
  });

  it('ignores counts that are not whole and positive, and never holds more than one batch may carry', () => {
    expect(addClaps(EMPTY_ROOM_BATCHER, 0)).toBe(EMPTY_ROOM_BATCHER);
    expect(addClaps(EMPTY_ROOM_BATCHER, -2)).toBe(EMPTY_ROOM_BATCHER);
    expect(addClaps(EMPTY_ROOM_BATCHER, 1.5)).toBe(EMPTY_ROOM_BATCHER);
    expect(addClaps(EMPTY_ROOM_BATCHER, 5000).pending).toBe(1000);
  });

  it("puts a batch back when the database says 'too soon', and waits the time it names", () => {
    const sent = takeBatch(addClaps(EMPTY_ROOM_BATCHER, 4), 0);
    const state = afterReply(addClaps(sent.state, 1), 4, { accepted: 0, retry_after: 2 }, 100);
    expect(state).toEqual({ pending: 5, notBefore: 2100 });
    expect(takeBatch(state, 2099).batch).toBeNull();
    expect(takeBatch(state, 2100).batch).toBe(5);
  });

  it("drops claps over the room's allowance rather than keeping them for later", () => {
    const sent = takeBatch(addClaps(EMPTY_ROOM_BATCHER, 30), 0);
    expect(afterReply(sent.state, 30, { accepted: 12, retry_after: null }, 10)).toEqual(sent.state);
  });
});
