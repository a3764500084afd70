/**
 * How far ahead of the expected position to seek while playing. A seek takes time (finding a keyframe,
 * often fetching a segment), during which the playhead stands still while the session moves on; landing
 * ahead by that time means arriving in step instead of behind.
 */

export const DEFAULT_SEEK_LEAD_MS = 200;
/** A seek slower than this was an exception (a segment from far away); it must not teach every later seek. */
export const MAX_SEEK_LEAD_MS = 1000;

/**
 * The lead to use next time, from the drift measured once the last seek had settled: a seek with lead L that
 * took T ms lands L − T ahead. Halfway between the old lead and the measured T, so one odd seek is damped.
 */
export function learnSeekLead(leadMs: number, usedLeadMs: number, driftAfterMs: number): number {
  const tookMs = usedLeadMs - driftAfterMs;
  const next = (leadMs + tookMs) / 2;
  return Number.isFinite(next) ? Math.min(MAX_SEEK_LEAD_MS, Math.max(0, next)) : leadMs;
}
