import { BRAND } from '@/content/brand';
import { concertEventSchema, type ConcertEventInput } from './concert-event';
import { escapeText, icsDocument } from './ics-text';
import { isUnambiguousWallTime, localDateTime, utcOffsetSeconds, vtimezoneLines } from './vtimezone';

/**
 * One concert as an iCalendar file (RFC 5545): the event on the facility's clock, with its VTIMEZONE and a
 * reminder half an hour before, so staff have time to charge and hand out the headsets.
 */
export interface ConcertIcsOptions {
  /** The clock for DTSTAMP (when the file was made); tests pass a fixed one. */
  now?: () => Date;
}

/** How long before the start the reminder goes off. */
export const REMINDER_MINUTES = 30;

const PRODID = `-//${BRAND.name}//Concert calendar//EN`;

/** An instant in UTC as a DATE-TIME (`20261025T013000Z`). */
function utcDateTime(ms: number): string {
  return `${localDateTime(ms, 0)}Z`;
}

/**
 * DTSTART/DTEND as the wall time in the zone. A wall time that occurs twice (the hour after clocks go back) is
 * written in UTC instead, which RFC 5545 allows beside a TZID on the other, because readers disagree on which
 * pass it means.
 */
function dateTimeLine(name: string, ms: number, zone: string): string {
  if (!isUnambiguousWallTime(zone, ms)) return `${name}:${utcDateTime(ms)}`;
  return `${name};TZID=${zone}:${localDateTime(ms, utcOffsetSeconds(zone, ms))}`;
}

/**
 * The span the VTIMEZONE covers: whole UTC years from the start's to the year after the end's (a day more each
 * side), so a calendar still has the right offsets if someone moves the event within those years.
 */
function zoneSpan(start: number, end: number): [number, number] {
  const day = 86_400_000;
  const first = new Date(start).getUTCFullYear();
  const last = new Date(end).getUTCFullYear() + 1;
  return [Date.UTC(first, 0, 1) - day, Date.UTC(last + 1, 0, 1) + day];
}

/** The VEVENT's optional TEXT properties, only when given. */
function optionalText(name: string, value: string | undefined): string[] {
  return value === undefined ? [] : [`${name}:${escapeText(value)}`];
}

/**
 * The `.ics` text for one concert. The input is parsed with `concertEventSchema` first, so bad data throws a
 * ZodError rather than writing a file a calendar would misread. Times are whole seconds (fractions dropped).
 */
export function concertIcs(input: ConcertEventInput, options: ConcertIcsOptions = {}): string {
  const event = concertEventSchema.parse(input);
  const now = options.now ?? (() => new Date());
  const start = Date.parse(event.startsAt);
  const end = Date.parse(event.endsAt);
  const [from, to] = zoneSpan(start, end);
  return icsDocument([
    'BEGIN:VCALENDAR',
    `PRODID:${escapeText(PRODID)}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...vtimezoneLines(event.timeZone, from, to),
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(now().getTime())}`,
    dateTimeLine('DTSTART', start, event.timeZone),
    dateTimeLine('DTEND', end, event.timeZone),
    `SUMMARY:${escapeText(event.title)}`,
    // A URI value has no escapes: the parsed form percent-encodes anything outside ASCII.
    `URL:${new URL(event.url).href}`,
    ...optionalText('LOCATION', event.location),
    ...optionalText('DESCRIPTION', event.description),
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `TRIGGER:-PT${REMINDER_MINUTES}M`,
    // A DISPLAY alarm must carry a text; the concert's own title is the one the caller has translated.
    `DESCRIPTION:${escapeText(event.title)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ]);
}
