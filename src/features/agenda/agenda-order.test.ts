import { describe, expect, it } from 'vitest';
import { loadSampleProgramme } from '@/features/concerts';
import { agendaOrder } from './agenda-order';

/** The sample programme with its texts in all six languages. */
const SAMPLE = await loadSampleProgramme();

describe('agendaOrder', () => {
  it('lists what can be booked soonest first, then what has taken place latest first', () => {
    const order = agendaOrder(SAMPLE.concerts, Date.parse('2026-11-25T12:00:00Z')).map((concert) => concert.id);
    expect(order).toEqual(['amsterdam-philharmonic', 'classical-strings', 'jazz-quartet', '9', '8', '7', '6', '5', '4', '3', '2', '1']);
  });

  it('moves a concert to the past once it has started', () => {
    const order = agendaOrder(SAMPLE.concerts, Date.parse('2027-03-20T14:00:00Z')).map((concert) => concert.id);
    expect(order.slice(0, 3)).toEqual(['jazz-quartet', 'classical-strings', 'amsterdam-philharmonic']);
  });
});
