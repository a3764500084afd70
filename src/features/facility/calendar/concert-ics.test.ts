import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { BRAND } from '@/content/brand';
import { concertIcs } from './concert-ics';
import type { ConcertEventInput } from './concert-event';

// ical.js (Mozilla's) is the independent reader: our file, its parser, its time-zone arithmetic.
const base = { uid: 'reservation-7@tutti.example', title: 'Concert', url: 'https://tutti.example/concerts/7' };
const FIXED_NOW = () => new Date('2026-11-28T09:15:42.500Z');

function read(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  const vtimezone = root.getFirstSubcomponent('vtimezone');
  if (vtimezone === null) throw new Error('no VTIMEZONE');
  const zone = new ICAL.Timezone(vtimezone);
  ICAL.TimezoneService.register(zone);
  const vevent = root.getFirstSubcomponent('vevent');
  if (vevent === null) throw new Error('no VEVENT');
  return { root, zone, vevent, event: new ICAL.Event(vevent) };
}

const iso = (time: ICAL.Time) => new Date(time.toUnixTime() * 1000).toISOString().replace('.000Z', 'Z');
const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

afterEach(() => ICAL.TimezoneService.reset());

function roundTrip(timeZone: string, startsAt: string, endsAt: string) {
  const text = concertIcs({ ...base, timeZone, startsAt, endsAt }, { now: FIXED_NOW });
  const { event } = read(text);
  return { text, start: iso(event.startDate), end: iso(event.endDate) };
}

describe('concertIcs: the times, read back by ical.js', () => {
  const cases: [string, string, string, string, string][] = [
    // zone, start, end, the start's wall time in the zone, the end's
    ['Europe/Amsterdam', '2026-01-15T19:00:00Z', '2026-01-15T20:30:00Z', '20260115T200000', '20260115T213000'],
    ['Europe/Amsterdam', '2026-07-10T17:30:00Z', '2026-07-10T19:00:00Z', '20260710T193000', '20260710T210000'],
    ['America/Sao_Paulo', '2027-01-10T18:00:00Z', '2027-01-10T19:00:00Z', '20270110T150000', '20270110T160000'],
    ['Australia/Sydney', '2027-01-20T08:00:00Z', '2027-01-20T09:00:00Z', '20270120T190000', '20270120T200000'],
    ['Australia/Sydney', '2026-07-20T09:00:00Z', '2026-07-20T10:00:00Z', '20260720T190000', '20260720T200000'],
    ['Asia/Kolkata', '2026-03-01T13:30:00Z', '2026-03-01T15:00:00Z', '20260301T190000', '20260301T203000'],
    ['America/St_Johns', '2026-01-15T22:30:00Z', '2026-01-15T23:30:00Z', '20260115T190000', '20260115T200000'],
    ['America/St_Johns', '2026-07-15T21:30:00Z', '2026-07-15T22:30:00Z', '20260715T190000', '20260715T200000'],
    ['UTC', '2026-06-01T18:00:00Z', '2026-06-01T19:00:00Z', '20260601T180000', '20260601T190000'],
    ['Asia/Tokyo', '2026-06-01T10:00:00Z', '2026-06-01T11:00:00Z', '20260601T190000', '20260601T200000'],
    // New Year's Eve in Sydney is still the old year in UTC: the VTIMEZONE must reach back far enough.
    ['Australia/Sydney', '2026-12-31T12:30:00Z', '2026-12-31T13:30:00Z', '20261231T233000', '20270101T003000'],
  ];

  it.each(cases)('%s %s → %s', (zone, startsAt, endsAt, wallStart, wallEnd) => {
    const { text, start, end } = roundTrip(zone, startsAt, endsAt);
    expect([start, end]).toEqual([startsAt, endsAt]);
    // Written as the facility's wall time, not in UTC.
    expect(unfolded(text)).toContain(`DTSTART;TZID=${zone}:${wallStart}`);
    expect(unfolded(text)).toContain(`DTEND;TZID=${zone}:${wallEnd}`);
  });

  it('keeps every instant on the night Amsterdam turns its clocks back (2026-10-25)', () => {
    const starts = ['2026-10-24T23:30:00Z', '2026-10-25T00:00:00Z', '2026-10-25T00:30:00Z', '2026-10-25T00:59:59Z', '2026-10-25T01:00:00Z', '2026-10-25T01:30:00Z', '2026-10-25T02:00:00Z'];
    for (const startsAt of starts) {
      const endsAt = new Date(Date.parse(startsAt) + 3_600_000).toISOString().replace('.000Z', 'Z');
      expect(roundTrip('Europe/Amsterdam', startsAt, endsAt), startsAt).toMatchObject({ start: startsAt, end: endsAt });
    }
    // 02:30 happens twice that night; readers differ on which one a wall time means, so it is written in UTC.
    const lines = (startsAt: string) => unfolded(roundTrip('Europe/Amsterdam', startsAt, '2026-10-25T04:00:00Z').text);
    expect(lines('2026-10-25T00:30:00Z')).toContain('DTSTART:20261025T003000Z');
    expect(lines('2026-10-25T01:30:00Z')).toContain('DTSTART:20261025T013000Z');
    expect(lines('2026-10-24T23:30:00Z')).toContain('DTSTART;TZID=Europe/Amsterdam:20261025T013000');
    expect(lines('2026-10-25T02:00:00Z')).toContain('DTSTART;TZID=Europe/Amsterdam:20261025T030000');
  });

  it('keeps the instants either side of the hour Amsterdam skips (2026-03-29), 03:30 local included', () => {
    const wall = (startsAt: string) => unfolded(roundTrip('Europe/Amsterdam', startsAt, '2026-03-29T04:00:00Z').text).find((line) => line.startsWith('DTSTART;'));
    for (const startsAt of ['2026-03-29T00:30:00Z', '2026-03-29T00:59:59Z', '2026-03-29T01:00:00Z', '2026-03-29T01:30:00Z']) {
      expect(roundTrip('Europe/Amsterdam', startsAt, '2026-03-29T04:00:00Z').start, startsAt).toBe(startsAt);
    }
    expect(wall('2026-03-29T00:59:59Z')).toBe('DTSTART;TZID=Europe/Amsterdam:20260329T015959');
    expect(wall('2026-03-29T01:00:00Z')).toBe('DTSTART;TZID=Europe/Amsterdam:20260329T030000');
    expect(wall('2026-03-29T01:30:00Z')).toBe('DTSTART;TZID=Europe/Amsterdam:20260329T033000');
  });

  it('keeps a concert that spans Sydney turning its clocks back', () => {
    expect(roundTrip('Australia/Sydney', '2026-04-04T15:30:00Z', '2026-04-04T17:30:00Z')).toMatchObject({ start: '2026-04-04T15:30:00Z', end: '2026-04-04T17:30:00Z' });
  });

  it('gives ical.js the instant Intl gives for the wall time of every third hour of the covered years', () => {
    // ical.js turns UTC into local time by reading the UTC time as local (off within hours of a change), so the
    // check runs the way a calendar reads the file: wall time in, instant out. Hours near a change have their
    // own tests above; here they are left out, as wall times there may be ambiguous.
    for (const zone of ['Europe/Amsterdam', 'Australia/Sydney', 'America/St_Johns', 'America/Sao_Paulo', 'Asia/Kolkata']) {
      const { zone: icalZone } = read(concertIcs({ ...base, timeZone: zone, startsAt: '2026-05-01T10:00:00Z', endsAt: '2026-05-01T11:00:00Z' }));
      const intl = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
      const wall = (ms: number) => {
        const parts = Object.fromEntries(intl.formatToParts(ms).map((part) => [part.type, Number(part.value)]));
        return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: 0 };
      };
      const offset = (ms: number) => {
        const w = wall(ms);
        return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - ms;
      };
      for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 3 * 3_600_000) {
        if (offset(ms - 10_800_000) !== offset(ms + 10_800_000)) continue;
        const time = new ICAL.Time(wall(ms), icalZone);
        expect(time.toUnixTime() * 1000, `${zone} ${new Date(ms).toISOString()}`).toBe(ms);
      }
    }
  });
});

describe('concertIcs: the texts', () => {
  const title = 'Bach, Händel; "Wassermusik" \\ Teil 2\nmet koor 🎻🎶 — ĳsbaan, café; Ærø '.repeat(3);
  const input: ConcertEventInput = { ...base, title, timeZone: 'Europe/Amsterdam', startsAt: '2026-12-20T14:00:00Z', endsAt: '2026-12-20T15:00:00Z', location: 'Zaal 2; De Linde, Utrecht', description: 'Koptelefoons\r\nklaarleggen, 12 stuks; \\ check' };

  it('comes back exactly through escaping and folding, and no physical line exceeds 75 octets', () => {
    const text = concertIcs(input, { now: FIXED_NOW });
    const { event, vevent } = read(text);
    expect(event.summary).toBe(title);
    expect(event.location).toBe(input.location);
    expect(event.description).toBe('Koptelefoons\nklaarleggen, 12 stuks; \\ check');
    expect(vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('description')).toBe(title);
    const encoder = new TextEncoder();
    for (const line of text.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(unfolded(text)).toContain(`SUMMARY:${title.replace(/\\/g, '\\\\').replace(/[;,]/g, '\\$&').replace(/\n/g, '\\n')}`);
  });

  it('is a VCALENDAR of CRLF lines with the product, one VEVENT and a display alarm 30 minutes before', () => {
    const text = concertIcs({ ...base, timeZone: 'Asia/Tokyo', startsAt: '2026-06-01T10:00:00Z', endsAt: '2026-06-01T11:00:00Z' }, { now: FIXED_NOW });
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const { root, vevent, event } = read(text);
    expect(root.getFirstPropertyValue('prodid')).toBe(`-//${BRAND.name}//Concert calendar//EN`);
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(root.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(root.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(root.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(event.uid).toBe(base.uid);
    expect(vevent.getFirstPropertyValue('url')).toBe(base.url);
    expect(unfolded(text)).toContain('DTSTAMP:20261128T091542Z');
    expect(vevent.hasProperty('location') || vevent.hasProperty('description')).toBe(false);
    const alarm = vevent.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-PT30M');
  });

  it('writes the URL as a URI, non-ASCII percent-encoded', () => {
    const text = concertIcs({ ...base, url: 'https://tutti.example/concerten/café', timeZone: 'UTC', startsAt: '2026-06-01T10:00:00Z', endsAt: '2026-06-01T11:00:00Z' });
    expect(unfolded(text)).toContain('URL:https://tutti.example/concerten/caf%C3%A9');
  });

  it('throws on data the schema refuses, and writes nothing', () => {
    expect(() => concertIcs({ ...base, timeZone: 'Europe/Atlantis', startsAt: '2026-06-01T10:00:00Z', endsAt: '2026-06-01T11:00:00Z' })).toThrow(/timeZone/);
    expect(() => concertIcs({ ...base, timeZone: 'UTC', startsAt: '2026-06-01T10:00:00Z', endsAt: '2026-06-01T09:00:00Z' })).toThrow(/endBeforeStart/);
  });
});
