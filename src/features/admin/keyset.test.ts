import { describe, expect, it } from 'vitest';
import type { AdminRow } from './admin-tables';
import { keysetFilter, nextCursor, quoteFilterValue } from './keyset';

const row = (id: string, created_at: string): AdminRow => ({ id, created_at, name: 'Ada', email: 'ada@care.example', facility: 'De Linde', status: 'new' });

describe('quoteFilterValue', () => {
  it('double-quotes a value, so , ( ) . : + cannot end or split the expression', () => {
    expect(quoteFilterValue('2026-11-20T09:30:00.123456+00:00')).toBe('"2026-11-20T09:30:00.123456+00:00"');
    expect(quoteFilterValue('a,b)c(')).toBe('"a,b)c("');
  });

  it('escapes backslashes and quotes inside, backslashes first', () => {
    expect(quoteFilterValue('say "hi"')).toBe('"say \\"hi\\""');
    expect(quoteFilterValue('a\\"b')).toBe('"a\\\\\\"b"');
  });
});

describe('keysetFilter', () => {
  it('asks for rows older than the cursor, or as old with a smaller id', () => {
    expect(keysetFilter({ created_at: '9999-12-31T00:00:00+00:00', id: 'b3' })).toBe(
      'created_at.lt."9999-12-31T00:00:00+00:00",and(created_at.eq."9999-12-31T00:00:00+00:00",id.lt."b3")',
    );
  });

  it('keeps the microseconds the database sent', () => {
    expect(keysetFilter({ created_at: '2026-11-20T09:30:00.123456+00:00', id: 'x' })).toContain('"2026-11-20T09:30:00.123456+00:00"');
  });
});

describe('nextCursor', () => {
  const page = [row('b', '2026-11-20T10:00:00+00:00'), row('a', '2026-11-20T09:00:00+00:00')];

  it('continues after the last row of a full page', () => {
    expect(nextCursor(page, 2, 2, 10)).toEqual({ created_at: '2026-11-20T09:00:00+00:00', id: 'a' });
    expect(nextCursor(page, 2, 2, null)).toEqual({ created_at: '2026-11-20T09:00:00+00:00', id: 'a' });
  });

  it('stops after a short or empty page, or once the whole count is loaded', () => {
    expect(nextCursor(page, 3, 2, 10)).toBeUndefined();
    expect(nextCursor([], 2, 0, null)).toBeUndefined();
    expect(nextCursor(page, 2, 4, 4)).toBeUndefined();
  });
});
