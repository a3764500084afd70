import { describe, expect, it } from 'vitest';
import { ellipsize, fontForCapHeight, wrapWords } from './font-size';

/** Every character 10 px wide: widths are easy to count. */
const mono = (s: string) => s.length * 10;

describe('fontForCapHeight', () => {
  it('gives the smallest whole size whose capitals reach the height asked for', () => {
    expect(fontForCapHeight(42, 0.7)).toBe(60);
    expect(fontForCapHeight(44, 0.72)).toBe(62);
    for (let cap = 5; cap <= 120; cap += 1.13) {
      for (const ratio of [0.66, 0.7, 0.716, 0.73]) {
        const px = fontForCapHeight(cap, ratio);
        expect(px * ratio).toBeGreaterThanOrEqual(cap - 1e-6);
        expect((px - 1) * ratio).toBeLessThan(cap);
      }
    }
  });

  it('falls back to the usual ratio when the measured one is unusable, and never goes below 1 px', () => {
    expect(fontForCapHeight(42, 0)).toBe(60);
    expect(fontForCapHeight(42, Number.NaN)).toBe(60);
    expect(fontForCapHeight(0, 0.7)).toBe(1);
    expect(fontForCapHeight(Number.NaN, 0.7)).toBe(1);
  });
});

describe('wrapWords', () => {
  it('keeps text that fits on one line', () => {
    expect(wrapWords('Play', 100, mono, 2)).toEqual({ lines: ['Play'], overflow: false });
  });

  it('breaks at spaces, filling each line greedily, and collapses runs of spaces', () => {
    expect(wrapWords('one  two three four', 80, mono, 3)).toEqual({ lines: ['one two', 'three', 'four'], overflow: false });
    expect(wrapWords('Back 30 s', 60, mono, 2)).toEqual({ lines: ['Back', '30 s'], overflow: false });
  });

  it('balances the lines rather than leave one word alone on the last', () => {
    expect(wrapWords('Back 30 s', 80, mono, 2)).toEqual({ lines: ['Back', '30 s'], overflow: false });
    expect(wrapWords('The Four Seasons by candlelight', 200, mono, 2)).toEqual({ lines: ['The Four Seasons', 'by candlelight'], overflow: false });
  });

  it('never breaks at a no-break space', () => {
    expect(wrapWords('Reculer 30\u00a0s', 80, mono, 2)).toEqual({ lines: ['Reculer', '30\u00a0s'], overflow: false });
  });

  it('keeps a word wider than the line whole, on its own line, without calling it overflow', () => {
    expect(wrapWords('Untertitel an', 60, mono, 2)).toEqual({ lines: ['Untertitel', 'an'], overflow: false });
  });

  it('honours the line breaks a caption cue carries', () => {
    expect(wrapWords('- Hello\n- Hi there', 200, mono, 3)).toEqual({ lines: ['- Hello', '- Hi there'], overflow: false });
  });

  it('past the last line, ends with an ellipsis after as many whole words as fit', () => {
    const result = wrapWords('one two three four five six', 80, mono, 2);
    expect(result).toEqual({ lines: ['one two', 'three…'], overflow: true });
    expect(mono(result.lines[1] ?? '')).toBeLessThanOrEqual(80);
  });

  it('keeps at least one word on the last line, even when it and the ellipsis are too wide', () => {
    expect(wrapWords('a Sinfonietta b', 60, mono, 2)).toEqual({ lines: ['a', 'Sinfonietta…'], overflow: true });
  });

  it('gives no lines for empty or blank text', () => {
    expect(wrapWords('', 80, mono, 2)).toEqual({ lines: [], overflow: false });
    expect(wrapWords('  \n ', 80, mono, 2)).toEqual({ lines: [], overflow: false });
  });

  it('treats a line limit below one as one', () => {
    expect(wrapWords('one two three', 40, mono, 0)).toEqual({ lines: ['one…'], overflow: true });
  });
});

describe('ellipsize', () => {
  it('drops words from the end until the rest and the ellipsis fit', () => {
    expect(ellipsize('aa bb cc dd', 60, mono)).toBe('aa bb…');
  });
});
