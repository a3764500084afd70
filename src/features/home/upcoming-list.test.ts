import { describe, expect, it } from 'vitest';
import { localIsoDate, upcomingConcerts, UPCOMING_LIST_LENGTH } from './upcoming-list';

const ids = (today: string, limit?: number) => upcomingConcerts(today, limit).map((entry) => `${entry.kind}:${entry.id}`);

describe('upcomingConcerts', () => {
  it('after the 2025 programme, lists the demo concerts soonest first', () => {
    expect(ids('2026-11-22')).toEqual(['demo:amsterdam-philharmonic', 'demo:classical-strings', 'demo:jazz-quartet']);
  });

  it('before the programme, lists its first concerts up to the list length', () => {
    expect(UPCOMING_LIST_LENGTH).toBe(4);
    expect(ids('2025-01-01')).toEqual(['programme:1', 'programme:2', 'programme:3', 'programme:4']);
  });

  it('keeps a concert of several days until its last day, and drops it the day after', () => {
    expect(ids('2025-04-27', 1)).toEqual(['programme:3']);
    expect(ids('2025-04-28', 1)).toEqual(['programme:4']);
  });

  it('lists a concert on its own day, and nothing after the last one', () => {
    expect(ids('2027-04-03')).toEqual(['demo:jazz-quartet']);
    expect(ids('2027-04-04')).toEqual([]);
    expect(ids('2026-11-22', 0)).toEqual([]);
  });
});

describe('localIsoDate', () => {
  it("is the visitor's own calendar day, zero-padded", () => {
    expect(localIsoDate(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
    expect(localIsoDate(new Date(2026, 10, 22, 0, 0))).toBe('2026-11-22');
  });
});
