import { describe, expect, it } from 'vitest';
import { dayAfterKey } from './day-keys';

const monday = { firstDay: 1 } as const;

describe('dayAfterKey', () => {
  it('moves a day with the left and right arrows, across month ends', () => {
    expect(dayAfterKey('2025-04-12', 'ArrowRight', monday)).toBe('2025-04-13');
    expect(dayAfterKey('2025-04-12', 'ArrowLeft', monday)).toBe('2025-04-11');
    expect(dayAfterKey('2025-04-30', 'ArrowRight', monday)).toBe('2025-05-01');
    expect(dayAfterKey('2025-05-01', 'ArrowLeft', monday)).toBe('2025-04-30');
  });

  it('moves a week with the up and down arrows', () => {
    expect(dayAfterKey('2025-04-12', 'ArrowDown', monday)).toBe('2025-04-19');
    expect(dayAfterKey('2025-04-12', 'ArrowUp', monday)).toBe('2025-04-05');
    expect(dayAfterKey('2025-04-28', 'ArrowDown', monday)).toBe('2025-05-05');
  });

  it('goes to the first and last day of the week with Home and End, by the locale week start', () => {
    expect(dayAfterKey('2025-04-12', 'Home', monday)).toBe('2025-04-07');
    expect(dayAfterKey('2025-04-12', 'End', monday)).toBe('2025-04-13');
    expect(dayAfterKey('2025-04-12', 'Home', { firstDay: 7 })).toBe('2025-04-06');
    expect(dayAfterKey('2025-04-12', 'End', { firstDay: 7 })).toBe('2025-04-12');
  });

  it('changes month with Page Up and Page Down, and year with Shift', () => {
    expect(dayAfterKey('2025-04-12', 'PageDown', monday)).toBe('2025-05-12');
    expect(dayAfterKey('2025-04-12', 'PageUp', monday)).toBe('2025-03-12');
    expect(dayAfterKey('2025-05-31', 'PageDown', monday)).toBe('2025-06-30');
    expect(dayAfterKey('2025-04-12', 'PageDown', { ...monday, shiftKey: true })).toBe('2026-04-12');
    expect(dayAfterKey('2024-02-29', 'PageUp', { ...monday, shiftKey: true })).toBe('2023-02-28');
  });

  it('stops at the last day that has a four-digit year', () => {
    expect(dayAfterKey('9999-12-31', 'ArrowRight', monday)).toBeNull();
    expect(dayAfterKey('9999-06-01', 'PageDown', { ...monday, shiftKey: true })).toBeNull();
  });

  it('leaves every other key alone', () => {
    expect(dayAfterKey('2025-04-12', 'Enter', monday)).toBeNull();
    expect(dayAfterKey('2025-04-12', 'Tab', monday)).toBeNull();
    expect(dayAfterKey('2025-04-12', 'a', monday)).toBeNull();
  });
});
