import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';

describe('formatDateTime', () => {
  it('writes the date in the given language', () => {
    expect(formatDateTime('2026-11-01T12:00:00Z', 'en')).toContain('November');
    expect(formatDateTime('2026-11-01T12:00:00Z', 'de')).toContain('November 2026');
    expect(formatDateTime('2026-11-01T12:00:00Z', 'fr')).toContain('novembre 2026');
  });

  it('returns null for a missing or broken date', () => {
    expect(formatDateTime(undefined, 'en')).toBeNull();
    expect(formatDateTime('', 'en')).toBeNull();
    expect(formatDateTime('not a date', 'en')).toBeNull();
  });
});
