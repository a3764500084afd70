import { describe, expect, it } from 'vitest';
import { ADMIN_COLUMNS } from './admin-tables';
import { escapeRegex, normaliseSearch, SEARCH_MAX_LENGTH, searchFilter } from './search-filter';

describe('escapeRegex', () => {
  it('makes every regular-expression character literal', () => {
    expect(escapeRegex('a.b*c+d?e')).toBe('a\\.b\\*c\\+d\\?e');
    expect(escapeRegex('(x)[y]{z}|^$\\')).toBe('\\(x\\)\\[y\\]\\{z\\}\\|\\^\\$\\\\');
  });

  it('leaves letters, digits, accents, % and _ alone', () => {
    expect(escapeRegex('Zoë_50%')).toBe('Zoë_50%');
  });

  it('gives a pattern that matches exactly the text (JavaScript and PostgreSQL agree on these escapes)', () => {
    const text = 'Room (4) costs $5.00 + tip*';
    expect(new RegExp(escapeRegex(text), 'i').test(`xx ${text.toUpperCase()} yy`)).toBe(true);
    expect(new RegExp(escapeRegex('a.c'), 'i').test('abc')).toBe(false);
  });
});

describe('searchFilter', () => {
  it('is null for an empty or blank search', () => {
    expect(searchFilter(ADMIN_COLUMNS.contact_messages, '')).toBeNull();
    expect(searchFilter(ADMIN_COLUMNS.contact_messages, '   ')).toBeNull();
  });

  it('looks in every text column, case-insensitively, and not in dates or counts', () => {
    expect(searchFilter(ADMIN_COLUMNS.contact_messages, ' Jazz ')).toBe(
      'name.imatch."Jazz",email.imatch."Jazz",phone.imatch."Jazz",message.imatch."Jazz"',
    );
    const reservations = searchFilter(ADMIN_COLUMNS.reservations, '4') ?? '';
    expect(reservations).not.toContain('created_at');
    expect(reservations).not.toContain('spots');
    expect(reservations).toContain('concert_id.imatch."4"');
  });

  it('quotes what would break the or=(…) grammar and escapes the pattern', () => {
    expect(searchFilter(['name'], 'a,b) "c"')).toBe('name.imatch."a,b\\\\) \\"c\\""');
    expect(searchFilter(['name'], '+31')).toBe('name.imatch."\\\\+31"');
  });

  it('cuts a very long search', () => {
    expect(normaliseSearch('x'.repeat(500))).toHaveLength(SEARCH_MAX_LENGTH);
  });
});
