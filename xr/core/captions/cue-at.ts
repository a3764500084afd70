import type { Cue } from './parse-vtt';

/**
 * For each position i of a cue list, the latest end among cues 0..i. Cues may overlap, so the cue showing at a
 * time is not always the last one started; this says how far back to look. Computed once per list (lists are
 * not changed after parsing), so the lookup at every `timeupdate` stays a binary search plus the cues showing.
 */
const latestEnds = new WeakMap<readonly Cue[], Float64Array>();

function latestEndsOf(cues: readonly Cue[]): Float64Array {
  const known = latestEnds.get(cues);
  if (known) return known;
  const ends = new Float64Array(cues.length);
  let latest = -Infinity;
  for (let i = 0; i < cues.length; i++) {
    latest = Math.max(latest, cues[i]?.end ?? -Infinity);
    ends[i] = latest;
  }
  latestEnds.set(cues, ends);
  return ends;
}

/** The index of the last cue that starts at or before `time`, or -1 (binary search; cues sorted by start). */
function lastStartedAt(cues: readonly Cue[], time: number): number {
  let low = 0;
  let high = cues.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if ((cues[middle]?.start ?? Infinity) <= time) low = middle + 1;
    else high = middle - 1;
  }
  return high;
}

/**
 * The text of the cues showing at `time` (start ≤ time < end), oldest first, one per line; '' when none is.
 * `cues` must be sorted by start, as parseVtt returns them, and not changed afterwards.
 */
export function cueTextAt(cues: readonly Cue[], time: number): string {
  const ends = latestEndsOf(cues);
  const active: string[] = [];
  for (let i = lastStartedAt(cues, time); i >= 0 && (ends[i] ?? -Infinity) > time; i--) {
    const cue = cues[i];
    if (cue && cue.end > time) active.push(cue.text);
  }
  return active.reverse().join('\n');
}
