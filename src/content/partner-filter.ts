import type { Partner } from './partners';

/** The carousel's category filter (SPEC section 4): every category, or one of them. */
export const PARTNER_FILTERS = ['all', 'education', 'startup', 'accelerator', 'community'] as const;
export type PartnerFilter = (typeof PARTNER_FILTERS)[number];

export interface PartnerQuery {
  search: string;
  filter: PartnerFilter;
}

/** Case-insensitive substring of the name; surrounding spaces ignored, so an empty box matches everyone. */
export function matchesSearch(partner: Pick<Partner, 'alt'>, search: string): boolean {
  return partner.alt.toLowerCase().includes(search.trim().toLowerCase());
}

export function matchesFilter(partner: Pick<Partner, 'category'>, filter: PartnerFilter): boolean {
  return filter === 'all' || partner.category === filter;
}

/**
 * SPEC section 5: a partner with a special mention or a highlight is shown whenever the search matches,
 * whatever the category filter; every other partner needs both the search and the category to match.
 */
export function isPartnerShown(partner: Partner, { search, filter }: PartnerQuery): boolean {
  if (!matchesSearch(partner, search)) return false;
  const featured = partner.highlight || partner.specialMention !== undefined;
  return featured || matchesFilter(partner, filter);
}

/** The partners to show, in their original order. */
export function filterPartners(partners: readonly Partner[], query: PartnerQuery): Partner[] {
  return partners.filter((partner) => isPartnerShown(partner, query));
}
