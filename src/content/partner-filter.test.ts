import { describe, expect, it } from 'vitest';
import { filterPartners, isPartnerShown, matchesSearch, PARTNER_FILTERS, type PartnerQuery } from './partner-filter';
import { PARTNERS, type Partner } from './partners';

const partner = (overrides: Partial<Partner>): Partner => ({
  src: '/images/partners/x.svg',
  alt: 'Riverside Choir School',
  href: 'https://riverside.example',
  highlight: false,
  category: 'education',
  ...overrides,
});
const names = (query: PartnerQuery) => filterPartners(PARTNERS, query).map((p) => p.alt);

describe('the partner search', () => {
  it('matches a case-insensitive substring of the name, anywhere in it', () => {
    const p = partner({});
    for (const search of ['riverside', 'CHOIR', 'r sch', 'Riverside Choir School', '', '  choir  ']) {
      expect(matchesSearch(p, search), search).toBe(true);
    }
    for (const search of ['choirs', 'river school', 'education', 'riverside.example']) {
      expect(matchesSearch(p, search), search).toBe(false);
    }
  });
});

describe('the partner filter rule (SPEC section 5)', () => {
  const plain = partner({ category: 'startup' });
  const highlighted = partner({ category: 'startup', highlight: true });
  const mentioned = partner({ category: 'startup', specialMention: 'mentions.northlight' });

  it('shows a plain partner only when both the search and the category match', () => {
    expect(isPartnerShown(plain, { search: 'choir', filter: 'startup' })).toBe(true);
    expect(isPartnerShown(plain, { search: 'choir', filter: 'all' })).toBe(true);
    expect(isPartnerShown(plain, { search: 'choir', filter: 'education' })).toBe(false);
    expect(isPartnerShown(plain, { search: 'orchestra', filter: 'startup' })).toBe(false);
  });

  it('shows a highlighted or specially mentioned partner in any category when the search matches', () => {
    for (const featured of [highlighted, mentioned]) {
      for (const filter of PARTNER_FILTERS) expect(isPartnerShown(featured, { search: 'CHOIR', filter }), filter).toBe(true);
    }
  });

  it('hides a highlighted or specially mentioned partner when the search does not match', () => {
    for (const featured of [highlighted, mentioned]) {
      expect(isPartnerShown(featured, { search: 'orchestra', filter: 'startup' })).toBe(false);
      expect(isPartnerShown(featured, { search: 'orchestra', filter: 'all' })).toBe(false);
    }
  });

  it('on the sample data: "north" in education keeps the accelerator with a mention, not the plain startup', () => {
    expect(names({ search: 'north', filter: 'all' })).toEqual(['Northlight Accelerator', 'Northgate Sound Studio']);
    expect(names({ search: 'north', filter: 'education' })).toEqual(['Northlight Accelerator']);
    expect(names({ search: 'north', filter: 'startup' })).toEqual(['Northlight Accelerator', 'Northgate Sound Studio']);
  });

  it('on the sample data: a category with an empty search adds every featured partner, in the original order', () => {
    expect(names({ search: '', filter: 'all' })).toHaveLength(11);
    expect(names({ search: '', filter: 'startup' })).toEqual([
      'Harbour Health Foundation',
      'Northlight Accelerator',
      'Lumen Music Academy',
      'Soundbridge Labs',
      'Polder Innovation Hub',
      'Northgate Sound Studio',
    ]);
    expect(names({ search: 'zzz', filter: 'all' })).toEqual([]);
  });
});
