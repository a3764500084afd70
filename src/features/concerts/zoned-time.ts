/*
 * Instants and the wall clock of a venue's time zone, with Intl only (no time zone library in the bundle).
 * A concert's days are the venue's local days: a concert at 19:30 in Amsterdam is on that day for everyone.
 */

/** YYYY-MM-DD. */
export type IsoDay = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function clockIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `instant`: { day: 'YYYY-MM-DD', time: 'HH:MM' }. */
export function wallClock(instant: string | number, timeZone: string): { day: IsoDay; time: string } {
  const when = typeof instant === 'number' ? instant : Date.parse(instant);
  const parts = Object.fromEntries(clockIn(timeZone).formatToParts(when).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The venue's local day of an instant. */
export const localDay = (instant: string | number, timeZone: string): IsoDay => wallClock(instant, timeZone).day;

/**
 * The instant at which the wall clock in `timeZone` shows `day` `time`, as ISO 8601 UTC without
 * milliseconds (as PostgreSQL writes a timestamptz). Two rounds settle the offset across summer time.
 */
export function zonedInstant(day: IsoDay, time: string, timeZone: string): string {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const asWall = (instant: number) => {
    const clock = wallClock(instant, timeZone);
    return Date.parse(`${clock.day}T${clock.time}:00Z`);
  };
  let instant = wall - (asWall(wall) - wall);
  instant = wall - (asWall(instant) - instant);
  return new Date(instant).toISOString().replace('.000Z', 'Z');
}
