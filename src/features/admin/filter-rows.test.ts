import { describe, expect, it } from 'vitest';
import type { Database } from '@/lib/supabase/database.types';
import { ADMIN_COLUMNS } from './admin-tables';
import { filterRows } from './filter-rows';

type Message = Database['public']['Tables']['contact_messages']['Row'];
const message = (id: string, name: string, text: string, phone: string | null = null): Message => ({
  id,
  created_at: '2026-11-04T10:00:00Z',
  name,
  email: `${name.toLowerCase()}@care.example`,
  phone,
  message: text,
});
const rows = [message('1', 'Ada', 'Room 4 would like a concert'), message('2', 'Grace', 'Jazz, please', '+31 20 123')];
const columns = ADMIN_COLUMNS.contact_messages;

describe('filterRows', () => {
  it('keeps every row for an empty or blank search', () => {
    expect(filterRows(rows, columns, '')).toEqual(rows);
    expect(filterRows(rows, columns, '   ')).toEqual(rows);
  });

  it('matches any text column, ignoring case', () => {
    expect(filterRows(rows, columns, 'JAZZ').map((r) => r.id)).toEqual(['2']);
    expect(filterRows(rows, columns, 'ada@care').map((r) => r.id)).toEqual(['1']);
    expect(filterRows(rows, columns, '+31').map((r) => r.id)).toEqual(['2']);
  });

  it('does not search the date columns', () => {
    expect(filterRows(rows, columns, '2026')).toEqual([]);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterRows(rows, columns, 'opera')).toEqual([]);
  });
});
