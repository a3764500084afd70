import { describe, expect, it, vi } from 'vitest';
import { followerHold } from './follower-hold';

describe('followerHold', () => {
  it('rests the follower while the room is live, also when the headset comes back on mid-concert', () => {
    const follower = { suspend: vi.fn(), resume: vi.fn() };
    const hold = followerHold(follower);
    hold.set('live', true);
    hold.set('hidden', true);
    hold.set('hidden', false);
    // Back on during a live concert: still resting (resuming would seek the live stream to a recording's place).
    expect(follower.resume).not.toHaveBeenCalled();
    expect(follower.suspend).toHaveBeenCalledTimes(3);
    hold.set('live', false);
    expect(follower.resume).toHaveBeenCalledTimes(1);
  });

  it('lands where the room is when a recording headset is put back on', () => {
    const follower = { suspend: vi.fn(), resume: vi.fn() };
    const hold = followerHold(follower);
    hold.set('hidden', true);
    hold.set('hidden', false);
    expect(follower.suspend).toHaveBeenCalledTimes(1);
    expect(follower.resume).toHaveBeenCalledTimes(1);
  });
});
