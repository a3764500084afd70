import type { Genre } from '@/features/concerts';

/** What the agenda is narrowed to: words to find, and one genre or all of them (null). */
export interface ConcertFilter {
  search: string;
  genre: Genre | null;
}

/** Case- and accent-blind text, so 'dvorak' finds 'Dvořák' and 'vastkust' finds 'Västkust'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a search, folded; an empty list matches everything. */
export function searchWords(search: string): string[] {
  return foldText(search).split(/\s+/).filter(Boolean);
}

/** True when every word of the search appears in one of the texts (each word may match a different one). */
export function matchesSearch(texts: readonly string[], search: string): boolean {
  const folded = texts.map(foldText);
  return searchWords(search).every((word) => folded.some((text) => text.includes(word)));
}

/**
 * The concerts of `genre` (all when null) whose texts, as `textsOf` gives them in the visitor's language,
 * contain every word of the search. The order of the programme is kept.
 */
export function filterConcerts<T extends { genre?: Genre | null }>(
  concerts: readonly T[],
  { search, genre }: ConcertFilter,
  textsOf: (concert: T) => readonly string[],
): T[] {
  return concerts.filter((concert) => (genre === null || concert.genre === genre) && matchesSearch(textsOf(concert), search));
}
