import { describe, expect, it } from 'vitest';
import { INITIAL_PLAYBACK_STATE, SHORT_LEAD_MS, START_LEAD_MS, type PlaybackState } from './playback-state';
import { end, pause, restart, resume, seek, start } from './session-commands';

const NOW = 1_000_000;
const started = start(INITIAL_PLAYBACK_STATE, 'concert-7', NOW);
const midway: PlaybackState = { ...started, position: 30, at: NOW, seq: 5 };

describe('session commands', () => {
  it('start: the concert from 0, once everyone had the start lead to prepare', () => {
    expect(started).toEqual({ concertId: 'concert-7', status: 'playing', position: 0, at: NOW + START_LEAD_MS, rate: 1, seq: 1 });
  });

  it('pause: where the playhead is now', () => {
    expect(pause(midway, NOW + 12_500)).toEqual({ ...midway, status: 'paused', position: 42.5, at: NOW + 12_500, seq: 6 });
    // Paused during the start lead: still at the start.
    expect(pause(started, NOW + 500)).toMatchObject({ status: 'paused', position: 0 });
  });

  it('resume: from the paused position, after a shorter lead', () => {
    const paused = pause(midway, NOW + 12_500);
    expect(resume(paused, NOW + 60_000)).toEqual({ ...paused, status: 'playing', at: NOW + 60_000 + SHORT_LEAD_MS, seq: 7 });
  });

  it('seek: keeps playing, or paused, at the new place', () => {
    expect(seek(midway, 95, NOW + 1000)).toEqual({ ...midway, position: 95, at: NOW + 1000 + SHORT_LEAD_MS, seq: 6 });
    const paused = pause(midway, NOW);
    expect(seek(paused, 95, NOW + 1000)).toEqual({ ...paused, position: 95, at: NOW + 1000, seq: 7 });
    expect(seek(midway, -4, NOW).position).toBe(0);
  });

  it('seek after the end: paused there, ready to replay a part', () => {
    const ended = end(midway, NOW + 10_000);
    expect(seek(ended, 12, NOW + 20_000)).toMatchObject({ status: 'paused', position: 12, seq: ended.seq + 1 });
  });

  it('restart: the same concert from the beginning with the full lead', () => {
    expect(restart(midway, NOW + 5000)).toEqual({ ...midway, position: 0, at: NOW + 5000 + START_LEAD_MS, seq: 6 });
  });

  it('end: over for everyone, at the position reached', () => {
    expect(end(midway, NOW + 2000)).toEqual({ ...midway, status: 'ended', position: 32, at: NOW + 2000, seq: 6 });
  });

  it('returns the same state when there is nothing to do, so nothing is broadcast', () => {
    const cases: Array<[PlaybackState, PlaybackState]> = [
      [INITIAL_PLAYBACK_STATE, pause(INITIAL_PLAYBACK_STATE, NOW)],
      [midway, resume(midway, NOW)],
      [INITIAL_PLAYBACK_STATE, seek(INITIAL_PLAYBACK_STATE, 10, NOW)],
      [INITIAL_PLAYBACK_STATE, restart(INITIAL_PLAYBACK_STATE, NOW)],
      [INITIAL_PLAYBACK_STATE, end(INITIAL_PLAYBACK_STATE, NOW)],
    ];
    for (const [before, after] of cases) expect(after).toBe(before);
    const ended = end(midway, NOW);
    expect(end(ended, NOW + 1)).toBe(ended);
  });
});
