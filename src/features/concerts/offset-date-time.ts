import { wallClock } from './zoned-time';

/*
 * An instant written on the venue's clock with its UTC offset ('2025-04-12T19:30:00+02:00'): what search
 * engines ask of event dates, so a concert reads at the time its venue gives, in summer and winter alike.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The offset of `timeZone` at `instant` as ±HH:MM ('Z' never: a venue's offset is always written out). */
function utcOffset(instant: number, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  const minutes = Math.round((Date.parse(`${clock.day}T${clock.time}:00Z`) - Math.floor(instant / 60_000) * 60_000) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** ISO 8601 with the venue's offset, to the second. */
export function offsetDateTime(instant: string | number, timeZone: string): string {
  const when = typeof instant === 'number' ? instant : Date.parse(instant);
  const clock = wallClock(when, timeZone);
  const seconds = pad(new Date(when).getUTCSeconds());
  return `${clock.day}T${clock.time}:${seconds}${utcOffset(when, timeZone)}`;
}
