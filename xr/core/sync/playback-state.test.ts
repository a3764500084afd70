import { describe, expect, it } from 'vitest';
import { INITIAL_PLAYBACK_STATE, positionAt, type PlaybackState } from './playback-state';

const playing: PlaybackState = { concertId: 'c', status: 'playing', position: 10, at: 50_000, rate: 1, seq: 3 };

describe('positionAt', () => {
  it('moves on from the position at the shared time while playing', () => {
    expect(positionAt(playing, 50_000)).toBe(10);
    expect(positionAt(playing, 53_500)).toBe(13.5);
    expect(positionAt({ ...playing, rate: 0.5 }, 54_000)).toBe(12);
  });

  it('waits at the position before a start that is still to come', () => {
    expect(positionAt(playing, 48_000)).toBe(10);
  });

  it('stays put unless playing', () => {
    for (const status of ['paused', 'waiting', 'ended'] as const) expect(positionAt({ ...playing, status }, 90_000)).toBe(10);
  });

  it('stays within the concert when the duration is known', () => {
    expect(positionAt(playing, 200_000, 60)).toBe(60);
    expect(positionAt(playing, 200_000, Number.NaN)).toBe(160);
    expect(positionAt(playing, 200_000, Infinity)).toBe(160);
    expect(positionAt({ ...playing, position: -3 }, 50_000)).toBe(0);
  });

  it('begins waiting at the start with no concert', () => {
    expect(INITIAL_PLAYBACK_STATE).toMatchObject({ concertId: null, status: 'waiting', position: 0, seq: 0 });
  });
});
