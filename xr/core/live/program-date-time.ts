/**
 * A segment as the wall-clock lock reads it: where it starts on the player's timeline (seconds) and on the wall
 * clock (EXT-X-PROGRAM-DATE-TIME, milliseconds since the epoch). hls.js's own fragments fit this shape.
 */
export interface DatedFragment {
  readonly start: number;
  readonly duration: number;
  readonly programDateTime: number | null;
}

type Dated = DatedFragment & { readonly programDateTime: number };

/**
 * The playlist's segments that carry a program date-time, in order. Each maps its own stretch of the timeline
 * to the wall clock: reading a position against the segment it falls in (not one anchor for the whole window)
 * keeps a packager's restart or a rounded duration from shifting the rest.
 */
export function datedFragments(fragments: readonly DatedFragment[] | undefined): Dated[] {
  return (fragments ?? []).filter((fragment): fragment is Dated => fragment.programDateTime !== null && Number.isFinite(fragment.programDateTime));
}

/** Array.prototype.findLast is ES2023; the build targets ES2022. */
function lastWhere<T>(items: readonly T[], test: (item: T) => boolean): T | undefined {
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i];
    if (item !== undefined && test(item)) return item;
  }
  return undefined;
}

/** The wall-clock time (ms) of a position on the player's timeline; null without dated segments. */
export function dateTimeAt(dated: readonly Dated[], position: number): number | null {
  const anchor = lastWhere(dated, (fragment) => fragment.start <= position) ?? dated[0];
  return anchor === undefined ? null : anchor.programDateTime + (position - anchor.start) * 1000;
}

/** The position on the player's timeline that shows a wall-clock time (ms); null without dated segments. */
export function positionAt(dated: readonly Dated[], dateTime: number): number | null {
  const anchor = lastWhere(dated, (fragment) => fragment.programDateTime <= dateTime) ?? dated[0];
  return anchor === undefined ? null : anchor.start + (dateTime - anchor.programDateTime) / 1000;
}

/** The stretch of the timeline the playlist offers now: from its first segment's start to its last one's end. */
export function datedWindow(dated: readonly Dated[]): { start: number; end: number } | null {
  const first = dated[0];
  const last = dated.at(-1);
  return first === undefined || last === undefined ? null : { start: first.start, end: last.start + last.duration };
}
