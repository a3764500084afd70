import { describe, expect, it } from 'vitest';
import { datedFragments, dateTimeAt, positionAt } from './program-date-time';
import { WallClockLock, type LockDetails } from './wall-clock-lock';

/** Media time 0 was filmed at this wall-clock time; 2 s segments, their date-time on the same clock. */
const ORIGIN = Date.UTC(2026, 10, 27, 19, 0, 0);
const segment = (index: number) => ({ start: index * 2, duration: 2, programDateTime: ORIGIN + index * 2000 });
const details = (first: number, count = 5, extra: Partial<LockDetails> = {}): LockDetails => ({
  live: true,
  targetduration: 2,
  partTarget: 0,
  canBlockReload: false,
  fragments: Array.from({ length: count }, (_, i) => segment(first + i)),
  ...extra,
});

describe('program date-times on the timeline', () => {
  it('reads positions and wall-clock times against the segment they fall in', () => {
    const dated = datedFragments(details(10).fragments);
    expect(dateTimeAt(dated, 21)).toBe(ORIGIN + 21_000);
    expect(positionAt(dated, ORIGIN + 23_500)).toBe(23.5);
    // A restart that left a hole: each side keeps its own mapping.
    const holed = datedFragments([segment(10), { start: 22, duration: 2, programDateTime: ORIGIN + 40_000 }]);
    expect(positionAt(holed, ORIGIN + 41_000)).toBe(23);
    expect(dateTimeAt(holed, 21)).toBe(ORIGIN + 21_000);
  });

  it('skips segments without a date-time, and has nothing to say without any', () => {
    expect(datedFragments([{ start: 0, duration: 2, programDateTime: null }, segment(1)])).toEqual([segment(1)]);
    expect(positionAt([], ORIGIN)).toBeNull();
    expect(dateTimeAt([], 3)).toBeNull();
  });
});

describe('WallClockLock', () => {
  it('places playback where the frame’s date-time is the wall clock less the target latency', () => {
    let now = ORIGIN + 30_000;
    const lock = new WallClockLock({ wallClock: () => now });
    expect(lock.read(details(10))).toBe(true);
    expect(lock.targetLatency).toBe(5);
    expect(lock.position()).toBe(25);
    now += 700;
    expect(lock.position()).toBeCloseTo(25.7, 6);
    expect(lock.latency(25)).toBeCloseTo(5.7, 6);
    expect(lock.behind(25)).toBeCloseTo(0.7, 6);
    expect(lock.behind(26)).toBeCloseTo(-0.3, 6);
  });

  it("sends a room's headset straight to the position once it is further off than the room allows", () => {
    const now = ORIGIN + 30_000;
    const room = new WallClockLock({ wallClock: () => now, lockBandSeconds: 0.01, restRateDelta: 0.001, jumpAboveSeconds: 0.5 });
    const alone = new WallClockLock({ wallClock: () => now });
    room.read(details(10));
    alone.read(details(10));
    const state = { paused: false, heldBack: false };
    expect(room.hold(23, state)).toEqual({ kind: 'seek', position: 25 });
    expect(alone.hold(23, state)).toEqual({ kind: 'rate', rate: 1.1 });
    expect(room.hold(24.7, state)).toEqual({ kind: 'rate', rate: 1.03 });
  });

  it('gives two viewers who loaded the playlist at different moments the same position at one moment', () => {
    const now = ORIGIN + 31_200;
    const early = new WallClockLock({ wallClock: () => now });
    const late = new WallClockLock({ wallClock: () => now });
    early.read(details(9));
    late.read(details(10));
    expect(early.position()).toBeCloseTo(26.2, 6);
    expect(late.position()).toBe(early.position());
  });

  it('keeps the position within what the playlist offers', () => {
    let now = ORIGIN + 100_000;
    const lock = new WallClockLock({ wallClock: () => now });
    lock.read(details(10));
    expect(lock.position()).toBe(30);
    expect(lock.available()).toBe(true);
    // Before the first segment (a restarted stream, filmed less than the target latency ago): not there yet.
    now = ORIGIN;
    expect(lock.position()).toBe(20);
    expect(lock.available()).toBe(false);
  });

  it('holds the concert’s own target latency', () => {
    const lock = new WallClockLock({ targetLatencySeconds: 8, wallClock: () => ORIGIN + 30_000 });
    lock.read(details(10));
    expect(lock.position()).toBe(22);
  });

  it('does not lock a stream without date-times, a recording, or Low-Latency HLS (its part hold-back stands)', () => {
    const lock = new WallClockLock({ wallClock: () => ORIGIN + 30_000 });
    expect(lock.read(details(10, 5, { fragments: details(10).fragments?.map((f) => ({ ...f, programDateTime: null })) }))).toBe(false);
    expect(lock.position()).toBeNull();
    expect(lock.read(details(10, 5, { live: false }))).toBe(false);
    expect(lock.read(details(10, 5, { partTarget: 0.33, canBlockReload: true }))).toBe(false);
    expect(lock.read(details(10))).toBe(true);
  });

  it('reads Date.now without a clock of its own', () => {
    const lock = new WallClockLock({});
    const first = Math.floor((Date.now() - 20_000) / 2000);
    lock.read({ ...details(0), fragments: Array.from({ length: 10 }, (_, i) => ({ start: i * 2, duration: 2, programDateTime: (first + i) * 2000 })) });
    const latency = lock.latency(lock.position() ?? NaN) ?? NaN;
    expect(latency).toBeGreaterThanOrEqual(5);
    expect(latency).toBeLessThan(5.5);
  });
});
