/** Cap height over font size of common system sans-serif faces: the fallback when it cannot be measured. */
export const TYPICAL_CAP_RATIO = 0.7;
export const ELLIPSIS = '…';
/** Floating-point slack, so 42 / 0.7 = 60.000000000000007 still gives 60. */
const EPSILON = 1e-6;

/** The smallest whole font size (px) whose cap height reaches `capHeightPx`; never less than 1. */
export function fontForCapHeight(capHeightPx: number, capRatio: number): number {
  const ratio = Number.isFinite(capRatio) && capRatio > 0 ? capRatio : TYPICAL_CAP_RATIO;
  const wanted = Number.isFinite(capHeightPx) ? capHeightPx : 0;
  return Math.max(1, Math.ceil(wanted / ratio - EPSILON));
}

/**
 * Breaks text into lines no wider than `maxWidth`, at spaces (and at the line breaks a caption cue may hold),
 * balancing the lines so none is left with a lone word ("Back 30 / s" becomes "Back / 30 s"). A no-break
 * space (U+00A0) holds two words together. A word wider than `maxWidth` keeps a line of its own: the painter
 * narrows it rather than breaking it or shrinking its letters. Past `maxLines`, the last line ends in an
 * ellipsis and `overflow` is set.
 */
export function wrapWords(text: string, maxWidth: number, measure: (s: string) => number, maxLines: number): { lines: string[]; overflow: boolean } {
  const paragraphs = text.split(/\r?\n/).map(wordsOf);
  const greedy = paragraphs.map((words) => fill(words, maxWidth, measure));
  const limit = Math.max(1, Math.floor(maxLines));
  if (greedy.flat().length <= limit) {
    return { lines: paragraphs.flatMap((words, i) => balance(words, greedy[i] ?? [], maxWidth, measure)), overflow: false };
  }
  const lines = greedy.flat();
  const rest = lines.slice(limit - 1).join(' ');
  return { lines: [...lines.slice(0, limit - 1), ellipsize(rest, maxWidth, measure)], overflow: true };
}

/** Ordinary spaces and tabs only: \s would also split at the no-break spaces that keep "30 s" together. */
const wordsOf = (text: string) => text.split(/[ \t]+/).filter(Boolean);

/** Greedy filling: each line takes as many words as fit. */
function fill(words: readonly string[], maxWidth: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const BALANCE_STEPS = 12;

/** The narrowest width that still needs no more lines than greedy filling did, found by halving. */
function balance(words: readonly string[], greedy: string[], maxWidth: number, measure: (s: string) => number): string[] {
  if (greedy.length < 2) return greedy;
  let low = 0;
  let high = maxWidth;
  for (let step = 0; step < BALANCE_STEPS; step += 1) {
    const middle = (low + high) / 2;
    if (fill(words, middle, measure).length <= greedy.length) high = middle;
    else low = middle;
  }
  return fill(words, high, measure);
}

/** Drops whole words from the end until the rest and an ellipsis fit; the first word always stays. */
export function ellipsize(text: string, maxWidth: number, measure: (s: string) => number): string {
  const words = wordsOf(text);
  while (words.length > 1 && measure(`${words.join(' ')}${ELLIPSIS}`) > maxWidth) words.pop();
  return `${words.join(' ')}${ELLIPSIS}`;
}
