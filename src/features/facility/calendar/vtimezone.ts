/**
 * A VTIMEZONE (RFC 5545 §3.6.5) written from the runtime's own zone data (Intl), so the file carries the same
 * offsets the page shows, with no bundled tz database. Offsets are read at sample instants a day apart and each
 * change is narrowed to the second by bisection.
 *
 * Each change is written as its own observance with an explicit DTSTART rather than as an RRULE: a concert is a
 * single event, so the transitions of the years around it are all a calendar needs, and they are exact for
 * every zone, including those whose changes follow no yearly rule (Morocco's Ramadan, a country dropping DST).
 * An RRULE would have to be guessed from the data and would be wrong wherever the rule changes.
 */
const SECOND = 1000;
const DAY = 86_400 * SECOND;

/** A change of offset: from `at` (ms since the epoch, whole seconds) the zone is `to` seconds east of UTC. */
export interface Transition {
  at: number;
  from: number;
  to: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Seconds east of UTC in `zone` at the instant `ms` (the wall clock there minus UTC; seconds for old LMT). */
export function utcOffsetSeconds(zone: string, ms: number): number {
  const at = Math.floor(ms / SECOND) * SECOND;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(zone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = new Date(0);
  wall.setUTCFullYear(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1);
  wall.setUTCHours(parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0, 0);
  return (wall.getTime() - at) / SECOND;
}

/** The first whole second in (lo, hi] whose offset is not `before`; lo has it, hi does not. */
function bisect(zone: string, lo: number, hi: number, before: number): number {
  while (hi - lo > SECOND) {
    const mid = lo + Math.floor((hi - lo) / (2 * SECOND)) * SECOND;
    if (utcOffsetSeconds(zone, mid) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * Every change of offset in [from, to). Two changes less than a day apart that cancel out would be missed; no
 * zone has done that in living memory.
 */
export function zoneTransitions(zone: string, from: number, to: number): Transition[] {
  const transitions: Transition[] = [];
  let at = Math.floor(from / SECOND) * SECOND;
  let offset = utcOffsetSeconds(zone, at);
  while (at < to) {
    const next = Math.min(at + DAY, to);
    if (utcOffsetSeconds(zone, next) === offset) {
      at = next;
      continue;
    }
    const change = bisect(zone, at, next, offset);
    const after = utcOffsetSeconds(zone, change);
    if (change < to) transitions.push({ at: change, from: offset, to: after });
    at = change;
    offset = after;
  }
  return transitions;
}

/**
 * Whether the wall-clock time at `ms` names that instant alone. After clocks go back an hour's wall times occur
 * twice; RFC 5545 §3.3.5 says a reader takes the first, but readers differ (ical.js takes the second).
 */
export function isUnambiguousWallTime(zone: string, ms: number): boolean {
  const at = Math.floor(ms / SECOND) * SECOND;
  const offset = utcOffsetSeconds(zone, at);
  const wall = at + offset * SECOND;
  const nearby = [utcOffsetSeconds(zone, at - DAY), ...zoneTransitions(zone, at - DAY, at + DAY).map((change) => change.to)];
  return nearby.every((other) => other === offset || utcOffsetSeconds(zone, wall - other * SECOND) !== other);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `ms` on a clock `offset` seconds east of UTC, as an iCalendar local DATE-TIME (`20261025T023000`). */
export function localDateTime(ms: number, offset: number): string {
  const wall = new Date(Math.floor(ms / SECOND) * SECOND + offset * SECOND);
  const day = `${pad(wall.getUTCFullYear(), 4)}${pad(wall.getUTCMonth() + 1)}${pad(wall.getUTCDate())}`;
  return `${day}T${pad(wall.getUTCHours())}${pad(wall.getUTCMinutes())}${pad(wall.getUTCSeconds())}`;
}

/** A UTC-OFFSET value: `+0100`, `-0330`, `+0019` + seconds when there are any; never `-0000` (§3.3.14). */
export function utcOffsetText(offset: number): string {
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const seconds = abs % 60;
  const text = `${sign}${pad(Math.floor(abs / 3600))}${pad(Math.floor(abs / 60) % 60)}`;
  return seconds === 0 ? text : `${text}${pad(seconds)}`;
}

/**
 * Whether an offset is summer time. Intl says nothing of DST, so the lower of the offsets on 1 January and 1 July
 * of that year counts as standard time (north and south alike); only the label depends on this, never a time.
 */
function isDaylight(zone: string, ms: number, offset: number): boolean {
  const year = new Date(ms).getUTCFullYear();
  const standard = Math.min(utcOffsetSeconds(zone, Date.UTC(year, 0, 1)), utcOffsetSeconds(zone, Date.UTC(year, 6, 1)));
  return offset > standard;
}

function observance(zone: string, at: number, from: number, to: number): string[] {
  const kind = isDaylight(zone, at, to) ? 'DAYLIGHT' : 'STANDARD';
  // DTSTART is the moment of the change on the clock as it read before it (RFC 5545 §3.6.5).
  return [`BEGIN:${kind}`, `DTSTART:${localDateTime(at, from)}`, `TZOFFSETFROM:${utcOffsetText(from)}`, `TZOFFSETTO:${utcOffsetText(to)}`, `END:${kind}`];
}

/**
 * The VTIMEZONE content lines for `zone`, valid over [from, to): the offset in force at `from` as the first
 * observance, then one per change. A zone without changes in the span (UTC, Asia/Tokyo) gets one STANDARD.
 */
export function vtimezoneLines(zone: string, from: number, to: number): string[] {
  const start = Math.floor(from / SECOND) * SECOND;
  const initial = utcOffsetSeconds(zone, start);
  const changes = zoneTransitions(zone, start, to).flatMap((change) => observance(zone, change.at, change.from, change.to));
  return ['BEGIN:VTIMEZONE', `TZID:${zone}`, ...observance(zone, start, initial, initial), ...changes, 'END:VTIMEZONE'];
}
