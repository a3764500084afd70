import { describe, expect, it } from 'vitest';
import { BRAND, isPlaceholder, placeholdersLeft, placeholderWarning, type Brand, type Organisation } from './brand';

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

  it('lists the placeholders left, by path, for the build to warn about', () => {
    expect(placeholdersLeft()).toEqual([
      'organisation.legalName: [legal name as registered]',
      'organisation.address.street: [street and number]',
      'organisation.address.postcode: [postcode]',
      'organisation.address.city: [city]',
      'organisation.chamberOfCommerce: [KvK number]',
      'organisation.vatNumber: [VAT number]',
      'organisation.phone: [phone number]',
    ]);
    const warning = placeholderWarning() ?? '';
    expect(warning).toMatch(/^brand\.ts: 7 placeholders still shown in the footer/);
    expect(warning).toContain('\n  organisation.chamberOfCommerce: [KvK number]');
  });

  it('says nothing once the owner has given every value', () => {
    const given: Brand = {
      ...BRAND,
      organisation: { ...BRAND.organisation, legalName: 'Tutti Concerts B.V.', address: { street: 'Spuistraat 172', postcode: '1012 VT', city: 'Amsterdam', countryCode: 'NL' }, chamberOfCommerce: '87654321', vatNumber: 'NL009876543B01', phone: '+31 20 765 4321' },
    };
    expect(placeholdersLeft(given)).toEqual([]);
    expect(placeholderWarning(given)).toBeNull();
    expect(placeholderWarning({ ...given, organisation: { ...given.organisation, phone: '[phone number]' } })).toMatch(/^brand\.ts: 1 placeholder still shown/);
  });
});
