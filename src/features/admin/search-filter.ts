import { columnKind, type AdminColumn } from './admin-tables';
import { quoteFilterValue } from './keyset';

/** Longer searches are cut: the filter repeats the text once per column, and URLs have a length limit. */
export const SEARCH_MAX_LENGTH = 100;

/** Characters with a meaning in PostgreSQL's regular expressions (ARE); any other character is literal. */
const REGEX_SPECIAL = /[\\^$.|?*+()[\]{}]/g;

export const normaliseSearch = (search: string) => search.trim().slice(0, SEARCH_MAX_LENGTH);

/** The text as a regular expression that matches exactly that text. */
export const escapeRegex = (text: string) => text.replace(REGEX_SPECIAL, '\\$&');

/**
 * The server-side search as an `or=(…)` body: some text column contains the text, ignoring case. It runs
 * in the database, so it finds rows on pages not loaded yet. `imatch` (~*) rather than `ilike`, because
 * PostgREST turns every `*` of an ilike pattern into `%`, so a literal `*`, `%` or `_` could not be searched.
 * Dates and counts are left out: a search for "4" should find "Room 4", not every row received on the 4th.
 * Null when there is nothing to search for.
 */
export function searchFilter(columns: readonly AdminColumn[], search: string): string | null {
  const needle = normaliseSearch(search);
  if (needle === '') return null;
  const pattern = quoteFilterValue(escapeRegex(needle));
  return columns
    .filter((column) => columnKind(column) === 'text')
    .map((column) => `${column}.imatch.${pattern}`)
    .join(',');
}
