/** `[hh:]mm:ss.ttt`: hours are optional and may have more than two digits; minutes and seconds are two digits. */
const TIMESTAMP = /^(?:(\d+):)?([0-5]\d):([0-5]\d)[.,](\d{3})$/;

/**
 * A WebVTT timestamp in seconds, or null when it is not one. A comma before the milliseconds is accepted
 * too: files converted from SubRip often keep it, and refusing the whole cue over it helps nobody.
 */
export function parseVttTimestamp(text: string): number | null {
  const match = TIMESTAMP.exec(text.trim());
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', millis = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

/** The start and end of a cue timing line (`00:01.000 --> 00:04.000 line:90%`); settings are ignored. */
export function parseCueTiming(line: string): { start: number; end: number } | null {
  const [left, right] = line.split('-->');
  if (left === undefined || right === undefined) return null;
  const start = parseVttTimestamp(left);
  const end = parseVttTimestamp(right.trim().split(/\s+/)[0] ?? '');
  return start === null || end === null ? null : { start, end };
}
