import { describe, expect, it } from 'vitest';
import { findById, loadSampleProgramme } from '@/features/concerts';
import { reservationFields } from './forward-reservation';

/** The sample programme with its texts in all six languages. */
const SAMPLE = await loadSampleProgramme();

describe('reservationFields', () => {
  it('names the concert and lists every field of the reservation as text', () => {
    const concert = findById(SAMPLE.concerts, 'jazz-quartet');
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
