/**
 * A viewer's applause, rate-limited where it is pressed: at most `perMinute` claps in any 60 s, and at least
 * `minGapMs` between two (a held trigger or a fidgety hand is one clap, not ten). Each room then stays within
 * what the database accepts from it (send_room_applause: 4 a minute per person in the room), and a big night
 * stays within Realtime's messages per second (README: 'Applause and greetings'). Pure: the caller passes
 * the time and keeps the state.
 */
export interface ApplauseLimit {
  perMinute: number;
  minGapMs: number;
}

/** What a viewer may do: the database's per-person allowance, and a clap every 3 s at the most. */
export const VIEWER_APPLAUSE_LIMIT: ApplauseLimit = { perMinute: 4, minGapMs: 3000 };

const WINDOW_MS = 60_000;

/** The times of the claps taken in the last minute, oldest first. */
export type ApplauseLimiterState = readonly number[];
export const NO_CLAPS: ApplauseLimiterState = [];

const recent = (state: ApplauseLimiterState, now: number) => state.filter((at) => at > now - WINDOW_MS && at <= now);

/** When the next clap will be taken (`now` when it would be now). */
export function nextClapAt(state: ApplauseLimiterState, now: number, limit: ApplauseLimit = VIEWER_APPLAUSE_LIMIT): number {
  const kept = recent(state, now);
  const last = kept.at(-1);
  const afterGap = last === undefined ? now : last + limit.minGapMs;
  const oldest = kept.length >= limit.perMinute ? kept[kept.length - limit.perMinute] : undefined;
  const afterWindow = oldest === undefined ? now : oldest + WINDOW_MS;
  return Math.max(now, afterGap, afterWindow);
}

/** A press at `now`: taken (and recorded) or not. */
export function takeClap(
  state: ApplauseLimiterState,
  now: number,
  limit: ApplauseLimit = VIEWER_APPLAUSE_LIMIT,
): { taken: boolean; state: ApplauseLimiterState } {
  if (nextClapAt(state, now, limit) > now) return { taken: false, state: recent(state, now) };
  return { taken: true, state: [...recent(state, now), now] };
}
