import { describe, expect, it } from 'vitest';
import { catchUp } from './catch-up';
import { MAX_CATCH_UP_RATE, MAX_CATCH_UP_SECONDS } from './live-config';

const playing = { paused: false, heldBack: false };

describe('catchUp', () => {
  it('plays at normal speed at the target latency and within half a second of it', () => {
    expect(catchUp({ ...playing, behindSeconds: 0 })).toEqual({ kind: 'rate', rate: 1 });
    expect(catchUp({ ...playing, behindSeconds: 0.4 })).toEqual({ kind: 'rate', rate: 1 });
  });

  it('catches up a little behind by a rate that grows with the distance and never passes 1.1', () => {
    expect(catchUp({ ...playing, behindSeconds: 1 })).toEqual({ kind: 'rate', rate: 1.05 });
    expect(catchUp({ ...playing, behindSeconds: 2 })).toEqual({ kind: 'rate', rate: 1.1 });
    expect(catchUp({ ...playing, behindSeconds: MAX_CATCH_UP_SECONDS })).toEqual({ kind: 'rate', rate: MAX_CATCH_UP_RATE });
    expect(MAX_CATCH_UP_RATE).toBeLessThanOrEqual(1.1);
  });

  it('jumps when too far behind to catch up by rate within about a minute', () => {
    expect(catchUp({ ...playing, behindSeconds: MAX_CATCH_UP_SECONDS + 0.1 })).toEqual({ kind: 'jump' });
    expect(catchUp({ ...playing, behindSeconds: 40 })).toEqual({ kind: 'jump' });
  });

  it('never changes the rate (or jumps) while paused', () => {
    expect(catchUp({ ...playing, paused: true, behindSeconds: 3 })).toEqual({ kind: 'leave' });
    expect(catchUp({ ...playing, paused: true, behindSeconds: 40 })).toEqual({ kind: 'leave' });
  });

  it('leaves a viewer who held playback back at normal speed where they are', () => {
    expect(catchUp({ ...playing, heldBack: true, behindSeconds: 40 })).toEqual({ kind: 'rate', rate: 1 });
  });
});
