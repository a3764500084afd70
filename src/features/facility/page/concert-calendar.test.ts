import { describe, expect, it } from 'vitest';
import { reservedConcertIcs } from './concert-calendar';

const concert = {
  reservationId: '00000000-0000-4000-8000-000000000001',
  spots: 6,
  concertId: 'winter-strings',
  title: 'Winter strings',
  startsAt: '2026-12-12T18:30:00Z',
  endsAt: '2026-12-12T20:30:00Z',
  status: 'scheduled',
};

describe('a reserved concert’s calendar file', () => {
  it('is on the facility’s clock, not the concert’s or the browser’s', () => {
    const ics = reservedConcertIcs(concert, { id: 'f1', timeZone: 'America/New_York' }, 'https://tutti.example');
    expect(ics).toContain('DTSTART;TZID=America/New_York:20261212T133000');
    expect(ics).toContain('TZID:America/New_York');
  });

  it('names the concert and the facility in its UID and links to the concert page', () => {
    const ics = reservedConcertIcs(concert, { id: 'f1', timeZone: 'Europe/Amsterdam' }, 'https://tutti.example');
    expect(ics).toContain('UID:concert-winter-strings-facility-f1@tutti.example');
    expect(ics).toContain('URL:https://tutti.example/concert/winter-strings');
  });
});
