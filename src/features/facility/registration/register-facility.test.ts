import { describe, expect, it } from 'vitest';
import { browserCountry } from './facility-places';
import { registrationOutcome } from './register-facility';
import { facilityRegistrationSchema } from './registration-schema';

describe("register_facility's refusals, as the form says them", () => {
  it.each([
    [{ code: 'P0001', message: 'registration_limit', details: '3' }, { status: 'registrationLimit', limit: 3 }],
    [{ code: 'P0001', message: 'registration_limit', details: null }, { status: 'registrationLimit', limit: null }],
    [{ code: 'P0001', message: 'sign_in_first' }, { status: 'signInFirst' }],
    [{ code: '22023', message: 'invalid_time_zone', details: 'Europe/Atlantis' }, { status: 'fieldRefused', field: 'time_zone', reason: 'unknownTimeZone' }],
    [{ code: '22P02', message: 'invalid input value for enum facility_kind: "hotel"' }, { status: 'fieldRefused', field: 'kind', reason: 'invalid' }],
    [{ code: '23514', message: 'new row for relation "facilities" violates check constraint "facilities_address_check"' }, { status: 'fieldRefused', field: 'address', reason: 'invalid' }],
    [{ code: '23514', message: 'value for domain email_address violates check constraint "email_address_check"' }, { status: 'fieldRefused', field: 'invoice_email', reason: 'invalid' }],
    [{ code: '23514', message: 'something else' }, { status: 'failed' }],
    [{ code: '', message: 'TypeError: Failed to fetch' }, { status: 'failed' }],
  ])('%j', (error, outcome) => expect(registrationOutcome(error)).toEqual(outcome));
});

describe('the registration form', () => {
  const typed = {
    name: ' De Linde ', kind: 'care_home', address: 'Lindelaan 4, Utrecht', country: 'NL', time_zone: 'Europe/Amsterdam',
    residents: '', headsets: ' 6 ', invoice_email: ' Finance@DeLinde.example.org',
  };

  it("becomes register_facility's arguments: trimmed, empty counts null, the address lower case", () => {
    expect(facilityRegistrationSchema.parse(typed)).toEqual({
      name: 'De Linde', kind: 'care_home', address: 'Lindelaan 4, Utrecht', country: 'NL', time_zone: 'Europe/Amsterdam',
      residents: null, headsets: 6, invoice_email: 'finance@delinde.example.org',
    });
  });

  it('refuses a POSIX rule for a zone, which Intl would take and the database would not', () => {
    expect(facilityRegistrationSchema.safeParse({ ...typed, time_zone: 'EST5EDT' }).success).toBe(false);
  });
});

describe("the browser's country", () => {
  it('is the region of the first language tag that names one', () => {
    expect(browserCountry(['nl-NL', 'en'])).toBe('NL');
    expect(browserCountry(['en', 'de-AT'])).toBe('AT');
    expect(browserCountry(['en', 'fr', 'es-419'])).toBe('');
  });
});
