import { describe, expect, it } from 'vitest';
import english from '../../i18n/locales/en/concerts.json';
import { FEW_SPOTS_THRESHOLD, spotsMessage } from './spots';

const seats = (registered: number, capacity = 100) => ({ capacity, registered });

describe('spotsMessage', () => {
  it('is urgent ("Only N spots left!") at 20 remaining spots or fewer', () => {
    expect(FEW_SPOTS_THRESHOLD).toBe(20);
    expect(spotsMessage(seats(80))).toEqual({ key: 'spotsLeft', count: 20, urgent: true });
    expect(spotsMessage(seats(87))).toEqual({ key: 'spotsLeft', count: 13, urgent: true });
    expect(spotsMessage(seats(100))).toEqual({ key: 'spotsLeft', count: 0, urgent: true });
    expect(spotsMessage(seats(104))).toEqual({ key: 'spotsLeft', count: 0, urgent: true });
  });

  it('says "N spots available" above 20', () => {
    expect(spotsMessage(seats(79))).toEqual({ key: 'spotsAvailable', count: 21, urgent: false });
    expect(spotsMessage(seats(41))).toEqual({ key: 'spotsAvailable', count: 59, urgent: false });
  });

  it('has an English text for both keys, singular and plural', () => {
    for (const key of ['spotsLeft', 'spotsAvailable'] as const) {
      expect(english.upcoming[`${key}_one`]).toContain('{{count}}');
      expect(english.upcoming[`${key}_other`]).toContain('{{count}}');
    }
    expect(english.upcoming.spotsLeft_other.replace('{{count}}', '13')).toBe('Only 13 spots left!');
    expect(english.upcoming.spotsAvailable_other.replace('{{count}}', '59')).toBe('59 spots available');
  });
});
