import { describe, expect, it } from 'vitest';
import { edgeStatus, isAtEdge } from './edge-status';

describe('edgeStatus', () => {
  it('measures how far behind the target latency playback is, never below 0', () => {
    expect(edgeStatus({ latency: 9, targetLatency: 6, pausedSeconds: 0, latencyAtPause: 0 })).toEqual({ behindSeconds: 3, heldBack: false });
    expect(edgeStatus({ latency: 5, targetLatency: 6, pausedSeconds: 0, latencyAtPause: 0 }).behindSeconds).toBe(0);
  });

  it('counts time paused from the latency at the pause, when hls.js has not refreshed its own', () => {
    expect(edgeStatus({ latency: 6, targetLatency: 6, pausedSeconds: 4, latencyAtPause: 6 })).toEqual({ behindSeconds: 4, heldBack: false });
    // hls.js may know better (the playlist advanced meanwhile).
    expect(edgeStatus({ latency: 14, targetLatency: 6, pausedSeconds: 4, latencyAtPause: 6 }).behindSeconds).toBe(8);
  });

  it('holds the viewer back once paused for longer than the target latency', () => {
    expect(edgeStatus({ latency: 6, targetLatency: 6, pausedSeconds: 6, latencyAtPause: 6 }).heldBack).toBe(false);
    expect(edgeStatus({ latency: 6, targetLatency: 6, pausedSeconds: 6.5, latencyAtPause: 6 }).heldBack).toBe(true);
  });
});

describe('isAtEdge', () => {
  it('is at the edge within one target latency of it, unless held back', () => {
    expect(isAtEdge(0, 6, false)).toBe(true);
    expect(isAtEdge(6, 6, false)).toBe(true);
    expect(isAtEdge(6.1, 6, false)).toBe(false);
    expect(isAtEdge(0, 6, true)).toBe(false);
  });
});
