import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, isCodeComplete, normaliseCode, spacedCode, typeKey } from './session-code';

describe('join codes', () => {
  it('leave out characters that look alike', () => {
    for (const lookAlike of '0O1IL2Z5S8B6G') expect(CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
  });

  it('accept what a person types: lower case, spaces and dashes', () => {
    expect(normaliseCode(' k7m-4pq ')).toBe('K7M4PQ');
    expect(isCodeComplete(normaliseCode('k7m 4pq'))).toBe(true);
    expect(isCodeComplete('K7M4P')).toBe(false);
    expect(isCodeComplete('K7M4P0')).toBe(false);
  });

  it('type only keys of the alphabet, up to six', () => {
    expect(typeKey('', 'k')).toBe('K');
    expect(typeKey('K', 'O')).toBe('K');
    expect(typeKey('K7M4PQ', 'A')).toBe('K7M4PQ');
  });

  it('are shown in two groups of three', () => {
    expect(spacedCode('K7M4PQ')).toBe('K7M 4PQ');
  });
});
