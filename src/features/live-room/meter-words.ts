/**
 * The applause meter in numbers and words, for its role="meter" text and the people who cannot see the bar:
 * a whole percentage and one of four words, so a screen reader hears 'warm applause, 45 %' rather than a
 * fraction. The steps are coarse on purpose: a value that changes wording every moment is noise.
 */
export type MeterWord = 'quiet' | 'gentle' | 'warm' | 'roaring';

export interface MeterText {
  percent: number;
  word: MeterWord;
}

export function meterText(reading: number): MeterText {
  const percent = Math.round(Math.min(1, Math.max(0, Number.isFinite(reading) ? reading : 0)) * 100);
  const word: MeterWord = percent < 3 ? 'quiet' : percent < 30 ? 'gentle' : percent < 65 ? 'warm' : 'roaring';
  return { percent, word };
}
