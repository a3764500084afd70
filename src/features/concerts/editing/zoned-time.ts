import { isTimeZone } from '@/lib/time-zone';
import { wallClock, zonedInstant } from '../zoned-time';

/**
 * The editor's side of the venue's clock: a datetime-local value (`YYYY-MM-DDTHH:mm`) in a named zone ⇄ an
 * instant, checked (the zone must be one the browser knows, the day must exist), on ../zoned-time.ts.
 */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export { isTimeZone };

/** `2026-04-12T20:00` in `Europe/Amsterdam` → `2026-04-12T18:00:00Z`; null for a malformed value or zone. */
export function zonedToInstant(local: string, zone: string): string | null {
  const match = LOCAL.exec(local);
  if (match === null || !isTimeZone(zone)) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const check = new Date(Date.UTC(y, mo - 1, d, h, mi));
  if (check.getUTCDate() !== d || check.getUTCHours() !== h) return null;
  const instant = zonedInstant(local.slice(0, 10), local.slice(11), zone);
  // A time the clocks skip (02:30 on the night they go forward) would come back an hour off: refuse it.
  return instantToZoned(instant, zone) === local ? instant : null;
}

/** An instant → `YYYY-MM-DDTHH:mm` on the wall clock of `zone` (what a datetime-local input holds). */
export function instantToZoned(instant: string, zone: string): string {
  if (Number.isNaN(Date.parse(instant)) || !isTimeZone(zone)) return '';
  const { day, time } = wallClock(instant, zone);
  return `${day}T${time}`;
}
