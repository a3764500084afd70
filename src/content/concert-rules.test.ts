import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  concertEndDate,
  describeVenue,
  findConcert,
  formatConcertDates,
  venueCountry,
  venueLocality,
} from './concert-rules';

describe('venueLocality', () => {
  it('is the first comma-separated part, trimmed', () => {
    expect(venueLocality('  Amsterdam , Concertgebouw, Netherlands')).toBe('Amsterdam');
    expect(venueLocality('Houston, White Oak Music Hall, Texas')).toBe('Houston');
  });

  it('is the whole text when there is no comma, and empty for an empty venue', () => {
    expect(venueLocality('Online')).toBe('Online');
    expect(venueLocality('')).toBe('');
    expect(venueLocality(' , Hall')).toBe('Hall');
  });
});

describe('venueCountry', () => {
  it('reads the words UK, Sweden and Netherlands', () => {
    expect(venueCountry('Manchester, Bridgewater Hall, UK')).toBe('GB');
    expect(venueCountry('Gothenburg, Konserthuset, Sweden')).toBe('SE');
    expect(venueCountry('Amsterdam, Concertgebouw, The Netherlands')).toBe('NL');
  });

  it('is the US for any other venue', () => {
    expect(venueCountry('Houston, White Oak Music Hall, Texas')).toBe('US');
    expect(venueCountry('')).toBe('US');
  });

  it('matches whole words only, with their capitals', () => {
    // 'Dukes' contains 'uk' and 'Swedenborg' contains 'Sweden': neither names a country.
    expect(venueCountry('Chicago, Dukes Hall, Illinois')).toBe('US');
    expect(venueCountry('Boston, Swedenborg Chapel, Massachusetts')).toBe('US');
    expect(venueCountry('Leeds, Town Hall, uk')).toBe('US');
  });
});

describe('describeVenue', () => {
  it('splits locality, hall and country, leaving the country word out', () => {
    expect(describeVenue('Amsterdam, Concertgebouw, Netherlands')).toEqual({
      locality: 'Amsterdam',
      name: 'Concertgebouw',
      region: null,
      country: 'NL',
    });
  });

  it('keeps a US state as the region', () => {
    expect(describeVenue('Nashville, Ryman Auditorium, Tennessee')).toEqual({
      locality: 'Nashville',
      name: 'Ryman Auditorium',
      region: 'Tennessee',
      country: 'US',
    });
  });

  it('has no hall name for a locality alone', () => {
    expect(describeVenue('Stockholm, Sweden')).toEqual({ locality: 'Stockholm', name: null, region: null, country: 'SE' });
  });
});

describe('concertEndDate', () => {
  it('defaults to the start date', () => {
    expect(concertEndDate({ date: '2025-05-04' })).toBe('2025-05-04');
  });

  it('keeps a given end date', () => {
    expect(concertEndDate({ date: '2025-04-26', endDate: '2025-04-27' })).toBe('2025-04-27');
  });
});

describe('findConcert', () => {
  it('finds a sample concert by its id', () => {
    expect(findConcert('9')?.artist).toBe('Bayou City Static');
    expect(findConcert('1')?.id).toBe('1');
  });

  it('finds nothing for an unknown, padded or missing id', () => {
    expect(findConcert('10')).toBeUndefined();
    expect(findConcert('01')).toBeUndefined();
    expect(findConcert(' 1')).toBeUndefined();
    expect(findConcert('demo')).toBeUndefined();
    expect(findConcert(undefined)).toBeUndefined();
  });
});

describe('formatConcertDates', () => {
  it('formats one day in the given language', () => {
    expect(formatConcertDates({ date: '2025-05-04' }, 'en')).toBe('May 4, 2025');
    expect(formatConcertDates({ date: '2025-05-04' }, 'de')).toBe('4. Mai 2025');
  });

  it('formats a range as one text', () => {
    const text = formatConcertDates({ date: '2025-04-26', endDate: '2025-04-27' }, 'nl');
    expect(text).toMatch(/^26\s*–\s*27 april 2025$/);
  });

  it('keeps the calendar day in a time zone west of Greenwich', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(calendarDay('2025-04-01').toISOString()).toBe('2025-04-01T00:00:00.000Z');
      // Midnight UTC is still March 31 in Los Angeles: the concert's day must not move.
      expect(formatConcertDates({ date: '2025-04-01' }, 'en')).toBe('April 1, 2025');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
