import { describe, expect, it } from 'vitest';
import { fitsLimit, highestFittingLevel, qualityLabel, selectableLevels, SPHERE_MAX_SIZE, videoSizeLimit, type QualityLevel } from './quality';

const level = (index: number, width: number, height: number, bitrate = width * 1000): QualityLevel => ({ index, width, height, bitrate });

const LADDER = [level(0, 640, 320), level(1, 1280, 640), level(2, 2048, 1024), level(3, 3840, 1920), level(4, 5760, 2880)];

describe('videoSizeLimit', () => {
  it('never exceeds 4096×2048 on the sphere path', () => {
    expect(videoSizeLimit(16384)).toEqual(SPHERE_MAX_SIZE);
    expect(videoSizeLimit(undefined)).toEqual(SPHERE_MAX_SIZE);
  });
  it('shrinks to the GPU limit', () => {
    expect(videoSizeLimit(2048)).toEqual({ width: 2048, height: 2048 });
  });
  it('accepts another cap for paths that do not upload a texture (media layers)', () => {
    expect(videoSizeLimit(undefined, { width: 8192, height: 4096 })).toEqual({ width: 8192, height: 4096 });
  });
});

describe('highestFittingLevel', () => {
  it('picks the largest rendition under 4096×2048', () => {
    expect(highestFittingLevel(LADDER, videoSizeLimit(16384))).toBe(3);
  });
  it('respects a small MAX_TEXTURE_SIZE', () => {
    expect(highestFittingLevel(LADDER, videoSizeLimit(2048))).toBe(2);
    expect(highestFittingLevel(LADDER, videoSizeLimit(1024))).toBe(0);
  });
  it('works whatever the order of the list', () => {
    expect(highestFittingLevel([...LADDER].reverse(), videoSizeLimit(4096))).toBe(3);
  });
  it('prefers the higher bitrate at equal size', () => {
    expect(highestFittingLevel([level(0, 1280, 640, 2e6), level(1, 1280, 640, 4e6)], SPHERE_MAX_SIZE)).toBe(1);
  });
  it('falls back to the smallest when nothing fits, and -1 for no renditions', () => {
    expect(highestFittingLevel([level(0, 8192, 4096), level(1, 5760, 2880)], SPHERE_MAX_SIZE)).toBe(1);
    expect(highestFittingLevel([], SPHERE_MAX_SIZE)).toBe(-1);
  });
  it('keeps renditions that declare no resolution', () => {
    expect(fitsLimit({ width: 0, height: 0 }, SPHERE_MAX_SIZE)).toBe(true);
  });
});

describe('selectableLevels', () => {
  it('lists only what fits, best first', () => {
    expect(selectableLevels(LADDER, videoSizeLimit(4096)).map((l) => l.index)).toEqual([3, 2, 1, 0]);
  });
});

describe('qualityLabel', () => {
  it('returns the height and rounded kbps as data', () => {
    expect(qualityLabel(level(2, 2048, 1024, 3_456_789))).toEqual({ height: 1024, kbps: 3457 });
  });
});
