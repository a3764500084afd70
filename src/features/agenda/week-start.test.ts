import { describe, expect, it } from 'vitest';
import { firstDayOfWeek } from './week-start';

describe('firstDayOfWeek', () => {
  it('follows the region: Monday in Germany and the UK, Sunday in the US', () => {
    expect(firstDayOfWeek('de-DE')).toBe(1);
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(7);
  });

  it('falls back to Monday for a locale it cannot read', () => {
    expect(firstDayOfWeek('not a locale')).toBe(1);
  });
});
