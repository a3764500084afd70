import { describe, expect, it } from 'vitest';
import { liveHeadsetStatus } from './live-headset-status';

describe('liveHeadsetStatus', () => {
  it('says what the player does with the live concert', () => {
    expect(liveHeadsetStatus('live', true, 'playing', false)).toBe('playing');
    expect(liveHeadsetStatus('live', true, 'loading', true)).toBe('buffering');
    expect(liveHeadsetStatus('live', true, 'ended', false)).toBe('ended');
  });

  it('waits in the doors while the player holds anything else, and says when the link is down', () => {
    // The lobby's picture may be 'playing' the demo underneath: that is not the concert.
    expect(liveHeadsetStatus('live', false, 'playing', false)).toBe('joined');
    expect(liveHeadsetStatus('live', false, 'paused', true)).toBe('in-vr');
    expect(liveHeadsetStatus('reconnecting', true, 'playing', false)).toBe('reconnecting');
  });
});
