import { describe, expect, it } from 'vitest';
import { FacilityError, facilityProblem, problemOf } from './facility-error';

describe('a facility function’s refusal', () => {
  it('is named by the message the database raises', () => {
    expect(facilityProblem({ code: 'P0001', message: 'last_manager' })).toBe('last_manager');
    expect(facilityProblem({ code: 'P0002', message: 'unknown_member' })).toBe('unknown_member');
  });

  it('names an address out of the e-mail rule by its check violation', () => {
    expect(facilityProblem({ code: '23514', message: 'new row violates check constraint' })).toBe('invalid_email');
  });

  it('is "unavailable" for anything else (a network failure, an unknown message)', () => {
    expect(facilityProblem(new TypeError('Failed to fetch'))).toBe('unavailable');
    expect(facilityProblem({ code: 'P0001', message: 'something_new' })).toBe('unavailable');
    expect(facilityProblem(null)).toBe('unavailable');
  });

  it('travels inside a FacilityError', () => {
    expect(problemOf(new FacilityError({ code: 'P0001', message: 'not_manager' }))).toBe('not_manager');
  });
});
