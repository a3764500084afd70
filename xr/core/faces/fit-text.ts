import { wrapWords } from './font-size';

/**
 * How narrow a line may be squeezed to keep every word before any is cut: 85% still reads as the same
 * letters (condensed type is about that), whereas an ellipsis loses words a person may need.
 */
export const MIN_SQUEEZE = 0.85;
const SLACK = 0.5;

export interface FittedText {
  lines: string[];
  /** Some line is wider than the room, so it is drawn narrowed. */
  squeezed: boolean;
  /** Words were left out, even narrowed: the last line ends in an ellipsis. */
  truncated: boolean;
}

/** Wraps text into at most `maxLines` lines of `maxWidth`, narrowing a little before leaving words out. */
export function fitText(text: string, maxWidth: number, measure: (s: string) => number, maxLines: number): FittedText {
  const plain = wrapWords(text, maxWidth, measure, maxLines);
  const chosen = plain.overflow ? wrapWords(text, maxWidth / MIN_SQUEEZE, measure, maxLines) : plain;
  return {
    lines: chosen.lines,
    squeezed: chosen.lines.some((line) => measure(line) > maxWidth + SLACK),
    truncated: chosen.overflow,
  };
}
