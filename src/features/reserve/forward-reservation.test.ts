import { describe, expect, it } from 'vitest';
import { findById, sampleProgramme } from '@/features/concerts';
import { reservationFields } from './forward-reservation';

describe('reservationFields', () => {
  it('names the concert and lists every field of the reservation as text', () => {
    const concert = findById(sampleProgramme().concerts, 'jazz-quartet');
    if (!concert) throw new Error('sample concert missing');
    const reservation = { facility: 'Rivierduin', contact_name: 'Ada Jansen', contact_email: 'ada@care.example', spots: 3 };
    expect(reservationFields(concert, reservation)).toEqual({
      concert: 'Jazz Quartet: Songs of the City',
      concert_id: 'jazz-quartet',
      concert_date: '2027-04-03 16:00',
      facility: 'Rivierduin',
      contact_name: 'Ada Jansen',
      contact_email: 'ada@care.example',
      spots: '3',
    });
  });
});
