import { describe, expect, it } from 'vitest';
import english from '@/i18n/locales/en/home-lower.json';
import { TIPS, TIP_CATEGORIES, localDayNumber, tipOfTheDay, type Tip } from './tips';

/** A local wall-clock time (month from 1), whatever time zone the tests run in. */
const at = (year: number, month: number, day: number, hour = 12, minute = 0) => new Date(year, month - 1, day, hour, minute);

describe('the tips', () => {
  it('are three, one per category of SPEC section 3, with unique ids and a date each', () => {
    expect(TIPS).toHaveLength(3);
    expect(TIPS.map((tip) => tip.category).sort()).toEqual([...TIP_CATEGORIES].sort());
    expect(new Set(TIPS.map((tip) => tip.id)).size).toBe(TIPS.length);
    for (const tip of TIPS) {
      expect(tip.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(tip.createdAt))).toBe(false);
    }
  });

  it('point to an English text of their own, and to a translated category name', () => {
    for (const tip of TIPS) {
      expect(tip.content).toBe(`tips.items.${tip.id}`);
      expect(english.tips.items[tip.id].trim()).not.toBe('');
      expect(english.tips.categories[tip.category].trim()).not.toBe('');
    }
  });
});

describe('tipOfTheDay', () => {
  it('gives the same tip from the first to the last minute of a day', () => {
    expect(tipOfTheDay(at(2026, 11, 22, 0, 0))).toBe(tipOfTheDay(at(2026, 11, 22, 23, 59)));
  });

  it('changes at midnight, and shows every tip once in as many days as there are tips', () => {
    const days = [22, 23, 24].map((day) => tipOfTheDay(at(2026, 11, day))?.id);
    expect(tipOfTheDay(at(2026, 11, 22, 23, 59))).not.toBe(tipOfTheDay(at(2026, 11, 23, 0, 0)));
    expect(new Set(days).size).toBe(TIPS.length);
    expect(tipOfTheDay(at(2026, 11, 25))).toBe(tipOfTheDay(at(2026, 11, 22)));
  });

  it('follows the order in which the tips were written, across a month and a year end', () => {
    const byDate = [...TIPS].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const first = byDate.indexOf(tipOfTheDay(at(2026, 12, 31)) as Tip);
    expect(tipOfTheDay(at(2027, 1, 1))).toBe(byDate[(first + 1) % byDate.length]);
    expect(tipOfTheDay(at(2026, 3, 1))).toBe(byDate[(byDate.indexOf(tipOfTheDay(at(2026, 2, 28)) as Tip) + 1) % 3]);
  });

  it('does not depend on the order of the list it is given', () => {
    const reversed = [...TIPS].reverse();
    for (const day of [1, 2, 3]) expect(tipOfTheDay(at(2026, 5, day), 0, reversed)).toBe(tipOfTheDay(at(2026, 5, day)));
  });

  it("with an offset gives a later tip of the rotation: tomorrow's, never today's", () => {
    const today = at(2026, 11, 22);
    expect(tipOfTheDay(today, 1)).toBe(tipOfTheDay(at(2026, 11, 23)));
    expect(tipOfTheDay(today, 1)).not.toBe(tipOfTheDay(today));
    expect(tipOfTheDay(today, -1)).toBe(tipOfTheDay(at(2026, 11, 21)));
  });

  it('counts local calendar days, so a date before 1970 works too, and has nothing to give from no tips', () => {
    expect(localDayNumber(at(1970, 1, 2, 1))).toBe(1);
    expect(localDayNumber(at(1969, 12, 31, 23))).toBe(-1);
    expect(tipOfTheDay(at(1969, 12, 31))).toBeDefined();
    expect(tipOfTheDay(at(2026, 11, 22), 0, [])).toBeUndefined();
  });
});
