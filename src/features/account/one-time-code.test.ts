import { describe, expect, it } from 'vitest';
import { isSixDigitCode, normaliseCode } from './one-time-code';

describe('one-time codes', () => {
  it('drops the spaces and dashes apps put in the middle', () => {
    expect(normaliseCode(' 123 456 ')).toBe('123456');
    expect(normaliseCode('123-456')).toBe('123456');
  });

  it('accepts exactly six digits', () => {
    expect(isSixDigitCode('123456')).toBe(true);
    expect(isSixDigitCode('12345')).toBe(false);
    expect(isSixDigitCode('1234567')).toBe(false);
    expect(isSixDigitCode('12a456')).toBe(false);
  });
});
