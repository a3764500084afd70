import { describe, expect, it } from 'vitest';
import { artistText, bookableConcerts, concertText, hasEnded, isBookable, isRecording, remainingSpots } from './concert-rules';
import { concertDays, formatConcertDates, formatConcertTime, formatPrice, formatStartForVisitor } from './concert-format';
import { loadSampleProgramme } from './sample/sample-programme';
import { localDay, zonedInstant } from './zoned-time';

/** The sample programme with its texts in all six languages. */
const SAMPLE = await loadSampleProgramme();

const { concerts, artists } = SAMPLE;
const byId = (id: string) => {
  const concert = concerts.find((item) => item.id === id);
  if (!concert) throw new Error(id);
  return concert;
};
const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('booking and recordings', () => {
  it('books a published concert until it starts, never after', () => {
    const amsterdam = byId('amsterdam-philharmonic');
    expect(isBookable(amsterdam, NOW)).toBe(true);
    expect(isBookable(amsterdam, Date.parse(amsterdam.startsAt))).toBe(false);
    expect(isBookable({ ...amsterdam, published: false }, NOW)).toBe(false);
    expect(isBookable({ ...amsterdam, status: 'cancelled' }, NOW)).toBe(false);
    expect(isBookable({ ...amsterdam, status: 'postponed' }, NOW)).toBe(false);
    expect(isBookable(byId('1'), NOW)).toBe(false);
    expect(bookableConcerts(concerts, NOW).map((concert) => concert.id)).toEqual(['amsterdam-philharmonic', 'classical-strings', 'jazz-quartet']);
  });

  it('offers a concert that has started as a recording only when it has a stream', () => {
    const filmed = { ...byId('1'), stream: { src: '/media/spring/master.m3u8', poster: '/media/spring/poster.jpg', layout: 'mono' as const } };
    expect(isRecording(filmed, NOW)).toBe(true);
    expect(isRecording({ ...filmed, startsAt: '2027-01-01T18:00:00.000Z' }, NOW)).toBe(false);
    // The sample's past concerts were never filmed: none is offered as a recording.
    expect(concerts.filter((concert) => isRecording(concert, NOW))).toEqual([]);
    expect(isRecording(byId('amsterdam-philharmonic'), NOW)).toBe(false);
    expect(hasEnded(byId('3'), NOW)).toBe(true);
    expect(hasEnded(byId('3'), Date.parse('2025-04-27T12:00:00Z'))).toBe(false);
    // Without an end, a concert is over two hours after its start, not at it (it is live in between).
    const evening = byId('amsterdam-philharmonic');
    const start = Date.parse(evening.startsAt);
    expect(hasEnded(evening, start + 60 * 60_000)).toBe(false);
    expect(hasEnded(evening, start + 2 * 60 * 60_000)).toBe(true);
  });

  it('counts the spots that remain, never below zero', () => {
    expect(remainingSpots({ capacity: 100, registered: 87 })).toBe(13);
    expect(remainingSpots({ capacity: 100, registered: 104 })).toBe(0);
  });
});

describe('texts', () => {
  it('are in the visitor’s language, or in English where that language has none', () => {
    const concert = { ...byId('1'), texts: { en: { title: 'Spring', description: 'Quartet' }, de: { title: 'Frühling', description: '' } } };
    expect(concertText(concert, 'de')).toEqual({ title: 'Frühling', description: 'Quartet' });
    expect(concertText(concert, 'fr')).toEqual({ title: 'Spring', description: 'Quartet' });
    expect(artistText(artists[0]!, 'nl').tagline).toBe(artists[0]?.texts.nl?.tagline);
  });
});

describe('dates on the venue clock', () => {
  it('turns wall-clock times into instants and back, in summer and in winter', () => {
    expect(zonedInstant('2025-04-12', '19:30', 'Europe/Amsterdam')).toBe('2025-04-12T17:30:00Z');
    expect(zonedInstant('2027-03-06', '19:30', 'Europe/Amsterdam')).toBe('2027-03-06T18:30:00Z');
    expect(localDay('2025-06-07T02:30:00Z', 'America/Chicago')).toBe('2025-06-06');
  });

  it('formats days, ranges, times and prices in the visitor’s language', () => {
    expect(formatConcertDates(byId('1'), 'en-US')).toBe('April 12, 2025');
    expect(formatConcertDates(byId('3'), 'en-US')).toBe('April 26 – 27, 2025');
    expect(concertDays(byId('3'))).toEqual({ date: '2025-04-26', endDate: '2025-04-27' });
    expect(concertDays(byId('1'))).toEqual({ date: '2025-04-12' });
    expect(formatConcertTime(byId('amsterdam-philharmonic'), 'en-US')).toBe('7:30 PM');
    expect(formatConcertTime(byId('amsterdam-philharmonic'), 'de')).toBe('19:30');
    expect(formatPrice(byId('1'), 'en')).toBe('€15');
    expect(formatPrice({ priceCents: 1250, currency: 'EUR' }, 'de')).toMatch(/^12,50\s€$/);
  });
});

describe("the start on the visitor's clock", () => {
  const amsterdam = concerts.find((concert) => concert.id === 'amsterdam-philharmonic')!;

  it('is given where it differs from the venue’s, in the visitor’s language', () => {
    expect(formatStartForVisitor(amsterdam, 'en', 'America/New_York')).toBe('1:30 PM');
    expect(formatStartForVisitor(amsterdam, 'de', 'Asia/Kolkata')).toBe('0:00');
  });

  it('is none where the visitor’s clock reads the same (the same zone, or another with the same offset)', () => {
    expect(formatStartForVisitor(amsterdam, 'en', 'Europe/Amsterdam')).toBeNull();
    expect(formatStartForVisitor(amsterdam, 'en', 'Europe/Paris')).toBeNull();
  });
});
