import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, regionNames } from './intl-formatters';

describe('reused Intl formatters', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    const long = dateTimeFormat('nl', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' });
    expect(dateTimeFormat('nl', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' })).toBe(long);
    expect(dateTimeFormat('nl', { dateStyle: 'full', timeZone: 'Europe/Amsterdam' })).not.toBe(long);
    expect(dateTimeFormat('de', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' })).not.toBe(long);
    expect(long.format(Date.UTC(2027, 2, 6, 18, 30))).toBe('6 maart 2027');
  });

  it('formats as a fresh formatter would', () => {
    expect(numberFormat('de', { style: 'currency', currency: 'EUR', minimumFractionDigits: 0 }).format(15)).toBe(
      new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR', minimumFractionDigits: 0 }).format(15),
    );
    expect(regionNames('fr').of('NL')).toBe('Pays-Bas');
    expect(regionNames('fr')).toBe(regionNames('fr'));
  });
});
