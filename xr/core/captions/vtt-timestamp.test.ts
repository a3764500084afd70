import { describe, expect, it } from 'vitest';
import { parseCueTiming, parseVttTimestamp } from './vtt-timestamp';

describe('parseVttTimestamp', () => {
  it('reads minutes and seconds, with or without hours', () => {
    expect(parseVttTimestamp('00:04.500')).toBe(4.5);
    expect(parseVttTimestamp('01:02:03.004')).toBeCloseTo(3723.004, 6);
    expect(parseVttTimestamp('123:00:00.000')).toBe(442800);
  });

  it('accepts a SubRip comma and surrounding spaces', () => {
    expect(parseVttTimestamp(' 00:00:01,250 ')).toBe(1.25);
  });

  it('refuses what is not a timestamp', () => {
    for (const text of ['', '4.5', '0:04.500', '00:60.000', '60:00.000', '00:04.5', '00:04', 'aa:bb.ccc']) {
      expect(parseVttTimestamp(text), text).toBeNull();
    }
  });
});

describe('parseCueTiming', () => {
  it('reads start and end and ignores cue settings', () => {
    expect(parseCueTiming('00:01.000 --> 00:04.000 line:90% align:center')).toEqual({ start: 1, end: 4 });
    expect(parseCueTiming('00:00:01.000-->00:00:02.000')).toEqual({ start: 1, end: 2 });
  });

  it('is null without an arrow or with a bad timestamp', () => {
    expect(parseCueTiming('00:01.000 00:04.000')).toBeNull();
    expect(parseCueTiming('00:01.000 --> soon')).toBeNull();
    expect(parseCueTiming('now --> 00:04.000')).toBeNull();
  });
});
