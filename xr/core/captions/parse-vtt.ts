import { cueText } from './cue-text';
import { parseCueTiming } from './vtt-timestamp';

/** One caption: shown from `start` (inclusive) to `end` (exclusive), in seconds of media time. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** Blocks that carry no caption: comments, style sheets and region definitions. */
const SKIPPED_BLOCK = /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/;

/** A cue block, or null: an optional id line, the timing line, then the text (one or more lines). */
function blockCue(lines: readonly string[]): Cue | null {
  // The spec forbids `-->` in an id, so the timing line is the first that has it (the first or second line).
  const timingAt = lines.findIndex((line) => line.includes('-->'));
  if (timingAt < 0 || timingAt > 1) return null;
  const timing = parseCueTiming(lines[timingAt] ?? '');
  if (!timing || timing.end <= timing.start) return null;
  const text = cueText(lines.slice(timingAt + 1));
  return text === '' ? null : { ...timing, text };
}

/**
 * The cues of a WebVTT file, sorted by start time (then end). Lenient as a player must be: a file without the
 * `WEBVTT` line is still read; a block it cannot read (bad timing, an end not after its start, no text) is
 * skipped rather than failing the file. The header, with `X-TIMESTAMP-MAP` if any, is passed over: cue times
 * are read as media times, which holds for side files and for streams whose subtitle timeline starts at 0.
 */
export function parseVtt(text: string): Cue[] {
  const blocks = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n(?:[ \t]*\n)+/)
    .map((block) => block.split('\n'));
  const cues: Cue[] = [];
  blocks.forEach((lines, i) => {
    const first = lines[0] ?? '';
    if (i === 0 && /^WEBVTT(?:[ \t]|$)/.test(first) && !first.includes('-->')) return;
    if (SKIPPED_BLOCK.test(first)) return;
    const cue = blockCue(lines);
    if (cue) cues.push(cue);
  });
  return cues.sort((a, b) => a.start - b.start || a.end - b.end);
}
