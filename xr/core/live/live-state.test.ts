import { describe, expect, it } from 'vitest';
import { liveState, sameLive } from './live-state';

const facts = {
  info: { kind: 'live' as const, lowLatency: false, canRewind: false, targetDuration: 2 },
  kind: 'live' as const,
  ended: false,
  behindSeconds: 0.04,
  targetLatency: 6,
  heldBack: false,
  waiting: false,
};

describe('liveState', () => {
  it('is at the edge near the target, in tenths of a second', () => {
    expect(liveState(facts)).toEqual({ kind: 'live', lowLatency: false, atEdge: true, behindSeconds: 0, canRewind: false, waiting: false, ended: false });
    expect(liveState({ ...facts, behindSeconds: 7.26 })).toMatchObject({ atEdge: false, behindSeconds: 7.3 });
  });

  it('ended: neither at the edge nor waiting, nothing behind', () => {
    expect(liveState({ ...facts, ended: true, waiting: true, behindSeconds: 3 })).toMatchObject({ ended: true, atEdge: false, waiting: false, behindSeconds: 0 });
  });
});

describe('sameLive', () => {
  it('compares by value', () => {
    expect(sameLive(liveState(facts), liveState({ ...facts, behindSeconds: 0.01 }))).toBe(true);
    expect(sameLive(liveState(facts), liveState({ ...facts, waiting: true }))).toBe(false);
    expect(sameLive(null, null)).toBe(true);
    expect(sameLive(null, liveState(facts))).toBe(false);
  });
});
