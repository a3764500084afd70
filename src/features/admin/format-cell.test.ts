import { describe, expect, it } from 'vitest';
import { formatCell } from './format-cell';

describe('formatCell', () => {
  it('writes a calendar day in the given language, whatever the time zone', () => {
    expect(formatCell('2026-12-01', 'date', 'en')).toBe('Dec 1, 2026');
    expect(formatCell('2026-12-01', 'date', 'de')).toBe('01.12.2026');
  });

  it('writes a moment with its date and time', () => {
    expect(formatCell('2026-11-20T09:30:00Z', 'datetime', 'en')).toContain('2026');
  });

  it('keeps text, formats numbers and leaves empty cells empty', () => {
    expect(formatCell('care_home', 'text', 'en')).toBe('care_home');
    expect(formatCell(1200, 'number', 'de')).toBe('1.200');
    expect(formatCell(null, 'text', 'en')).toBe('');
    expect(formatCell('not a date', 'date', 'en')).toBe('not a date');
  });
});
