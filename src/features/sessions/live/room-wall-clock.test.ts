import { describe, expect, it } from 'vitest';
import { roomWallClock } from './room-wall-clock';

describe('roomWallClock', () => {
  it('reads this device’s clock moved onto the leader’s, and keeps the last offset while it is measured again', () => {
    const estimate = { ready: false, offset: 0 };
    const wall = roomWallClock(() => estimate, () => 10_000);
    // Nothing measured yet: this device's own clock is all there is.
    expect(wall()).toBe(10_000);
    Object.assign(estimate, { ready: true, offset: -1_500 });
    expect(wall()).toBe(8_500);
    // Reset (a new leader, back from standby): the offset reads 0 until new samples, the room's moment stays.
    Object.assign(estimate, { ready: false, offset: 0 });
    expect(wall()).toBe(8_500);
    Object.assign(estimate, { ready: true, offset: -1_480 });
    expect(wall()).toBe(8_520);
  });
});
