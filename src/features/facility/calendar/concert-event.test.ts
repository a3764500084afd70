import { describe, expect, it } from 'vitest';
import { concertEventSchema, isTimeZone } from './concert-event';

const valid = {
  uid: 'reservation-42@tutti.example',
  title: 'Winterconcert',
  startsAt: '2026-12-20T14:00:00Z',
  endsAt: '2026-12-20T15:00:00Z',
  timeZone: 'Europe/Amsterdam',
  url: 'https://tutti.example/concerts/winter',
};

function messages(input: unknown): Record<string, string[]> {
  const result = concertEventSchema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byPath[issue.path.join('.')] ??= []).push(issue.message);
  return byPath;
}

describe('concertEventSchema', () => {
  it('accepts a concert with and without the optional texts, and offsets other than Z', () => {
    expect(concertEventSchema.parse(valid)).toEqual(valid);
    const full = { ...valid, startsAt: '2026-12-20T15:00:00+01:00', location: 'De Linde, zaal 2', description: 'Met koor' };
    expect(concertEventSchema.safeParse(full).success).toBe(true);
  });

  it('refuses a zone the Intl data does not know, or one padded with spaces', () => {
    expect(messages({ ...valid, timeZone: 'Europe/Atlantis' })).toEqual({ timeZone: ['timeZone'] });
    expect(messages({ ...valid, timeZone: ' Europe/Amsterdam' })).toEqual({ timeZone: ['timeZone'] });
    expect(messages({ ...valid, timeZone: '' })).toEqual({ timeZone: ['timeZone'] });
  });

  it('refuses an end before the start, or at the same instant', () => {
    expect(messages({ ...valid, endsAt: '2026-12-20T13:59:59Z' })).toEqual({ endsAt: ['endBeforeStart'] });
    expect(messages({ ...valid, endsAt: '2026-12-20T15:00:00+01:00' })).toEqual({ endsAt: ['endBeforeStart'] });
  });

  it('refuses a URL that is not http(s)', () => {
    for (const url of ['javascript:alert(1)', 'ftp://tutti.example/c', 'mailto:info@tutti.example', 'data:text/html,hi', 'tutti.example/c']) {
      expect(messages({ ...valid, url }), url).toEqual({ url: ['url'] });
    }
    expect(concertEventSchema.safeParse({ ...valid, url: 'http://127.0.0.1:4321/concerts/1' }).success).toBe(true);
  });

  it('refuses instants without an offset, empty titles and control characters', () => {
    expect(messages({ ...valid, startsAt: '2026-12-20T14:00:00' })).toEqual({ startsAt: ['instant'] });
    expect(messages({ ...valid, title: ' \n ' })).toEqual({ title: ['empty'] });
    expect(messages({ ...valid, title: 'bell\u0007' })).toEqual({ title: ['control'] });
    expect(messages({ ...valid, uid: 'two words' })).toEqual({ uid: ['uid'] });
    // Tabs and line breaks are text a TEXT value can carry.
    expect(concertEventSchema.safeParse({ ...valid, description: 'a\tb\r\nc' }).success).toBe(true);
  });
});

describe('isTimeZone', () => {
  it('knows IANA zones and UTC, not made-up names', () => {
    expect(['UTC', 'Asia/Kolkata', 'America/St_Johns', 'Australia/Sydney'].every(isTimeZone)).toBe(true);
    expect(['Mars/Olympus', 'GMT+25', 'Europe/Amsterdam '].some(isTimeZone)).toBe(false);
  });
});
