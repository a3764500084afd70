// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hasStoredSession } from './stored-session';

afterEach(() => localStorage.clear());

describe('hasStoredSession', () => {
  it("reads supabase-js's default key for the project's host", () => {
    expect(hasStoredSession('https://abcd.supabase.co')).toBe(false);
    localStorage.setItem('sb-abcd-auth-token', '{}');
    expect(hasStoredSession('https://abcd.supabase.co')).toBe(true);
    expect(hasStoredSession('https://other.supabase.co')).toBe(false);
  });
  it('is false without a backend', () => {
    localStorage.setItem('sb-abcd-auth-token', '{}');
    expect(hasStoredSession(undefined)).toBe(false);
  });
});
