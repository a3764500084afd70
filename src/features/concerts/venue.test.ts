import { describe, expect, it } from 'vitest';
import { describeVenue, venueCountry, venueLocality } from './venue';

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
