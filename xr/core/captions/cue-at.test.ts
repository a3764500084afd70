import { describe, expect, it } from 'vitest';
import { cueTextAt } from './cue-at';
import type { Cue } from './parse-vtt';

const cue = (start: number, end: number, text: string): Cue => ({ start, end, text });

describe('cueTextAt', () => {
  const cues = [cue(0, 4, 'one'), cue(4, 8, 'two'), cue(10, 12, 'three')];

  it('gives the cue showing, from its start up to (not including) its end', () => {
    expect(cueTextAt(cues, 0)).toBe('one');
    expect(cueTextAt(cues, 3.999)).toBe('one');
    expect(cueTextAt(cues, 4)).toBe('two');
    expect(cueTextAt(cues, 11)).toBe('three');
  });

  it("is '' before the first cue, in a gap, after the last and for an empty list", () => {
    expect(cueTextAt(cues, -1)).toBe('');
    expect(cueTextAt(cues, 9)).toBe('');
    expect(cueTextAt(cues, 12)).toBe('');
    expect(cueTextAt([], 5)).toBe('');
    expect(cueTextAt(cues, Number.NaN)).toBe('');
  });

  it('joins overlapping cues by newline, earliest first, including one started long before', () => {
    const overlapping = [cue(0, 100, 'applause all along'), cue(1, 2, 'a'), cue(3, 6, 'b'), cue(5, 7, 'c'), cue(20, 21, 'd')];
    expect(cueTextAt(overlapping, 1.5)).toBe('applause all along\na');
    expect(cueTextAt(overlapping, 5.5)).toBe('applause all along\nb\nc');
    expect(cueTextAt(overlapping, 20.5)).toBe('applause all along\nd');
    expect(cueTextAt(overlapping, 100)).toBe('');
  });

  it('finds the right cue in a long list', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => cue(i * 2, i * 2 + 1, `cue ${i}`));
    expect(cueTextAt(many, 0.5)).toBe('cue 0');
    expect(cueTextAt(many, 12_345.5)).toBe('');
    expect(cueTextAt(many, 12_346.5)).toBe('cue 6173');
    expect(cueTextAt(many, 19_998.9)).toBe('cue 9999');
  });

  it('answers the same for another list with the same cues (nothing is cached across lists)', () => {
    expect(cueTextAt([cue(0, 1, 'x')], 0.5)).toBe('x');
    expect(cueTextAt([cue(0, 1, 'y')], 0.5)).toBe('y');
  });
});
