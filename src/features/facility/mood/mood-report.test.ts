import { describe, expect, it } from 'vitest';
import { lastDayOf, moodFiguresSchema, moodMonthSchema, periodArgs } from './mood-report';

const shown = {
  residents: 6, self_reported: 5, improved: 0.5, stayed: 0.333, declined: 0.167,
  before_faces: [1, 1, 2, 1, 1], after_faces: [0, 1, 1, 3, 1], mean_before: 3, mean_after: 3.67,
};
const hidden = { residents: 4, self_reported: null, improved: null, stayed: null, declined: null, before_faces: null, after_faces: null, mean_before: null, mean_after: null };

describe('a line’s figures as read', () => {
  it('reads a group shown, and one given by its count alone', () => {
    expect(moodFiguresSchema.parse(shown)).toMatchObject({ residents: 6, figures: { improved: 0.5, beforeFaces: [1, 1, 2, 1, 1], meanAfter: 3.67 } });
    expect(moodFiguresSchema.parse(hidden)).toEqual({ residents: 4, figures: null });
  });

  it('refuses a group half hidden, or with a share out of 0–1, rather than draw it wrong', () => {
    expect(() => moodFiguresSchema.parse({ ...shown, mean_before: null })).toThrow();
    expect(() => moodFiguresSchema.parse({ ...hidden, improved: 0.5 })).toThrow();
    expect(() => moodFiguresSchema.parse({ ...shown, improved: 1.5 })).toThrow();
    expect(() => moodFiguresSchema.parse({ ...shown, before_faces: [1, 2, 3] })).toThrow();
  });

  it('takes the month as the database names it', () => {
    expect(moodMonthSchema.parse('2031-03-01')).toBe('2031-03');
    expect(() => moodMonthSchema.parse('2031-03-15')).toThrow();
  });
});

describe('whole months', () => {
  it('ends a month on its last day, February of a leap year too', () => {
    expect([lastDayOf('2032-02'), lastDayOf('2031-02'), lastDayOf('2031-12')]).toEqual(['2032-02-29', '2031-02-28', '2031-12-31']);
  });

  it('asks for a period from the first day of its first month to the last of its last', () => {
    expect(periodArgs({ since: '2031-01', until: '2031-02' })).toEqual({ since: '2031-01-01', until: '2031-02-28' });
  });
});
