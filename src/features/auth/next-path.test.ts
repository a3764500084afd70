import { describe, expect, it } from 'vitest';
import { safeNextPath, withNext } from './next-path';

describe('the way back after signing in', () => {
  it('takes a path of this site', () => {
    expect(safeNextPath('/facility/register')).toBe('/facility/register');
    expect(safeNextPath('/facility?tab=staff#top')).toBe('/facility?tab=staff#top');
  });

  it.each([null, '', 'facility', '//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/a b', '/a\u0000', '/auth', '/auth?mode=register', `/${'a'.repeat(600)}`])(
    'refuses %j',
    (value) => expect(safeNextPath(value)).toBeNull(),
  );

  it('keeps it on the links between sign-in and registration', () => {
    expect(withNext('/auth', '/facility/register')).toBe('/auth?next=%2Ffacility%2Fregister');
    expect(withNext('/auth?mode=register', '/facility/register')).toBe('/auth?mode=register&next=%2Ffacility%2Fregister');
    expect(withNext('/auth', null)).toBe('/auth');
  });
});
