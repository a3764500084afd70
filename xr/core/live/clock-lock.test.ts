import { describe, expect, it } from 'vitest';
import { LOCK_DEAD_BAND_SECONDS, lockLatency, lockStep, MIN_LOCK_RATE, ROOM_JUMP_ABOVE_SECONDS, ROOM_LOCK_BAND_SECONDS, ROOM_REST_RATE_DELTA } from './clock-lock';
import { MAX_CATCH_UP_RATE, MAX_CATCH_UP_SECONDS } from './live-config';

const playing = { paused: false, heldBack: false };

describe('lockLatency', () => {
  it('holds 5 s from the program date-time with 2 s segments (under the 6 s budget), or the concert’s own', () => {
    expect(lockLatency(2)).toBe(5);
    expect(lockLatency(6)).toBe(15);
    expect(lockLatency(2, 8)).toBe(8);
  });
});

describe('lockStep', () => {
  it('plays at normal speed within a tenth of a second of the locked position, so two viewers agree within 0.2 s', () => {
    expect(LOCK_DEAD_BAND_SECONDS).toBeLessThanOrEqual(0.1);
    expect(lockStep({ ...playing, behindSeconds: 0 })).toEqual({ kind: 'rate', rate: 1 });
    expect(lockStep({ ...playing, behindSeconds: 0.1 })).toEqual({ kind: 'rate', rate: 1 });
    expect(lockStep({ ...playing, behindSeconds: -0.1 })).toEqual({ kind: 'rate', rate: 1 });
  });

  it('plays a little faster when behind and a little slower when ahead, growing with the distance', () => {
    expect(lockStep({ ...playing, behindSeconds: 0.2 })).toEqual({ kind: 'rate', rate: 1.02 });
    expect(lockStep({ ...playing, behindSeconds: 0.5 })).toEqual({ kind: 'rate', rate: 1.05 });
    expect(lockStep({ ...playing, behindSeconds: -0.2 })).toEqual({ kind: 'rate', rate: 0.98 });
    expect(lockStep({ ...playing, behindSeconds: -0.5 })).toEqual({ kind: 'rate', rate: 0.95 });
  });

  it('never beyond the catch-up’s bounds, either way', () => {
    expect(lockStep({ ...playing, behindSeconds: MAX_CATCH_UP_SECONDS })).toEqual({ kind: 'rate', rate: MAX_CATCH_UP_RATE });
    expect(lockStep({ ...playing, behindSeconds: -MAX_CATCH_UP_SECONDS })).toEqual({ kind: 'rate', rate: MIN_LOCK_RATE });
    expect(MIN_LOCK_RATE).toBe(0.9);
  });

  it('jumps only when too far off to close by rate, or on the first frame after the engine placed playback', () => {
    expect(lockStep({ ...playing, behindSeconds: MAX_CATCH_UP_SECONDS + 0.1 })).toEqual({ kind: 'jump' });
    expect(lockStep({ ...playing, behindSeconds: -MAX_CATCH_UP_SECONDS - 0.1 })).toEqual({ kind: 'jump' });
    expect(lockStep({ ...playing, behindSeconds: 0.4, placing: true })).toEqual({ kind: 'jump' });
    expect(lockStep({ ...playing, behindSeconds: 0.05, placing: true })).toEqual({ kind: 'rate', rate: 1 });
  });

  it("holds a room's headsets within its narrower band by rate, and never jumps on placing to close less than the usual band", () => {
    const room = { ...playing, bandSeconds: ROOM_LOCK_BAND_SECONDS };
    expect(ROOM_LOCK_BAND_SECONDS).toBeLessThanOrEqual(0.01);
    expect(lockStep({ ...room, behindSeconds: 0.008 })).toEqual({ kind: 'rate', rate: 1 });
    expect(lockStep({ ...room, behindSeconds: 0.03 })).toEqual({ kind: 'rate', rate: 1.01 });
    expect(lockStep({ ...room, behindSeconds: -0.03 })).toEqual({ kind: 'rate', rate: 0.99 });
    // A seek lands tens of ms late: a placing jump within the usual band would only be followed by another.
    expect(lockStep({ ...room, behindSeconds: 0.06, placing: true })).toEqual({ kind: 'rate', rate: 1.01 });
    expect(lockStep({ ...room, behindSeconds: 0.4, placing: true })).toEqual({ kind: 'jump' });
  });

  it("jumps a room's headset beyond half a second, where a lone viewer still catches up by rate", () => {
    const room = { ...playing, bandSeconds: ROOM_LOCK_BAND_SECONDS, restRateDelta: ROOM_REST_RATE_DELTA, jumpAboveSeconds: ROOM_JUMP_ABOVE_SECONDS };
    expect(ROOM_JUMP_ABOVE_SECONDS).toBe(0.5);
    // Two or three seconds behind after a stall: at 1.1 that is half a minute of echo beside the others.
    expect(lockStep({ ...room, behindSeconds: 2.5 })).toEqual({ kind: 'jump' });
    expect(lockStep({ ...room, behindSeconds: -0.6 })).toEqual({ kind: 'jump' });
    expect(lockStep({ ...playing, behindSeconds: 2.5 })).toEqual({ kind: 'rate', rate: MAX_CATCH_UP_RATE });
    // Within it the rate does the rest, and a viewer who held playback back is left to come back themselves.
    expect(lockStep({ ...room, behindSeconds: 0.5 })).toEqual({ kind: 'rate', rate: 1.05 });
    expect(lockStep({ ...room, heldBack: true, behindSeconds: 2.5 })).toEqual({ kind: 'rate', rate: 1 });
    expect(lockStep({ ...room, paused: true, behindSeconds: 2.5 })).toEqual({ kind: 'leave' });
  });

  it("rests a room's headset a hair off normal speed within its band, towards the locked position, never at exactly 1", () => {
    const room = { ...playing, bandSeconds: ROOM_LOCK_BAND_SECONDS, restRateDelta: ROOM_REST_RATE_DELTA };
    expect(ROOM_REST_RATE_DELTA).toBe(0.001);
    expect(lockStep({ ...room, behindSeconds: 0.008 })).toEqual({ kind: 'rate', rate: 1.001 });
    expect(lockStep({ ...room, behindSeconds: -0.008 })).toEqual({ kind: 'rate', rate: 0.999 });
    // Outside the band the correction is as before; a viewer who held playback back plays at exactly 1.
    expect(lockStep({ ...room, behindSeconds: 0.03 })).toEqual({ kind: 'rate', rate: 1.01 });
    expect(lockStep({ ...room, heldBack: true, behindSeconds: 0.005 })).toEqual({ kind: 'rate', rate: 1 });
  });

  it('leaves a paused player alone, and a viewer who held playback back at normal speed', () => {
    expect(lockStep({ ...playing, paused: true, behindSeconds: 3 })).toEqual({ kind: 'leave' });
    expect(lockStep({ ...playing, heldBack: true, behindSeconds: 40 })).toEqual({ kind: 'rate', rate: 1 });
  });
});
