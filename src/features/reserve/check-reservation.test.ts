import { describe, expect, it } from 'vitest';
import { checkReservation } from './check-reservation';

const valid = { facility: ' Rivierduin Care Home ', contact_name: 'Ada Jansen', contact_email: 'ada@care.example', spots: '4' };

describe('checkReservation', () => {
  it('accepts a complete reservation, trimmed, with the spots as a number', () => {
    expect(checkReservation(valid, 13)).toEqual({
      status: 'valid',
      reservation: { facility: 'Rivierduin Care Home', contact_name: 'Ada Jansen', contact_email: 'ada@care.example', spots: 4 },
    });
  });

  it('accepts exactly the spots that remain, and refuses one more', () => {
    expect(checkReservation({ ...valid, spots: '13' }, 13).status).toBe('valid');
    expect(checkReservation({ ...valid, spots: '14' }, 13)).toEqual({ status: 'tooManySpots' });
  });

  it('names every empty field as required', () => {
    const result = checkReservation({ facility: ' ', contact_name: '', contact_email: '', spots: '' }, 13);
    expect(result).toEqual({
      status: 'invalid',
      errors: { facility: 'required', contact_name: 'required', contact_email: 'required', spots: 'required' },
    });
  });

  it('refuses a malformed email and spots that are not a whole number from 1 to 100', () => {
    expect(checkReservation({ ...valid, contact_email: 'ada@care' }, 13)).toEqual({ status: 'invalid', errors: { contact_email: 'email' } });
    expect(checkReservation({ ...valid, spots: '2.5' }, 13)).toEqual({ status: 'invalid', errors: { spots: 'number' } });
    expect(checkReservation({ ...valid, spots: '0' }, 13)).toEqual({ status: 'invalid', errors: { spots: 'range' } });
    expect(checkReservation({ ...valid, spots: '101' }, 100)).toEqual({ status: 'invalid', errors: { spots: 'range' } });
  });

  it('refuses text longer than the database accepts', () => {
    expect(checkReservation({ ...valid, facility: 'x'.repeat(201) }, 13)).toEqual({ status: 'invalid', errors: { facility: 'tooLong' } });
  });
});
