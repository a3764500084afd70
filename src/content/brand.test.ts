import { describe, expect, it } from 'vitest';
import { BRAND, isPlaceholder, type Organisation } from './brand';

describe('BRAND', () => {
  it('marks every value the owner has not given as a bracketed placeholder, never a made-up one', () => {
    const { legalName, address, chamberOfCommerce, vatNumber, phone } = BRAND.organisation;
    // Either a real value given by the owner or a placeholder; today the owner has given none of these.
    for (const value of [legalName, address.street, address.postcode, address.city, chamberOfCommerce, vatNumber, phone]) expect(isPlaceholder(value), value).toBe(true);
    // What SPEC fixes: the country, the contact address and LinkedIn.
    expect(address.countryCode).toBe('NL');
    expect(BRAND.organisation.email).toBe(BRAND.infoEmail);
    expect(BRAND.organisation.linkedInUrl).toMatch(/^https:\/\/www\.linkedin\.com\//);
  });

  it('tells a placeholder from a value', () => {
    expect(isPlaceholder('[street and number]')).toBe(true);
    expect(isPlaceholder('Spuistraat 172')).toBe(false);
  });

  it('makes a missing organisation field a type error (checked by tsc)', () => {
    // @ts-expect-error: no VAT number
    const incomplete: Organisation = { legalName: 'x', address: { street: 'x', postcode: 'x', city: 'x', countryCode: 'NL' }, chamberOfCommerce: 'x', email: 'x', phone: 'x', linkedInUrl: 'x' };
    expect(incomplete.legalName).toBe('x');
  });
});
