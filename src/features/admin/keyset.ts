import type { AdminRow } from './admin-tables';

/**
 * Keyset paging, newest first: a page is "the next N rows after the last one seen" in the order
 * created_at desc, id desc (the id breaks ties, so rows sharing a moment are neither skipped nor repeated).
 * Unlike an offset, the cost of a page does not grow with how far one has paged, and rows arriving
 * meanwhile do not shift the pages (they sort before the first one).
 */
export interface Cursor {
  /** As the database sent it (e.g. `2026-11-20T09:30:00.123456+00:00`): a JS Date would cut the microseconds. */
  created_at: string;
  id: string;
}

export const PAGE_SIZE = 50;

/** The order every admin read asks for; the indexes on (created_at desc, id desc) serve exactly this. */
export const KEYSET_ORDER = [
  { column: 'created_at', ascending: false },
  { column: 'id', ascending: false },
] as const;

/**
 * A value inside PostgREST's `or=(…)`/`and(…)` grammar, double-quoted: unquoted, `,` `(` `)` and `"` would
 * end or break the expression. Inside quotes only `\` and `"` need a backslash. (Percent-encoding of `+`
 * and `:` is a separate layer, done by URLSearchParams in postgrest-js.)
 */
export function quoteFilterValue(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/** The rows after the cursor: `created_at < X or (created_at = X and id < Y)`, as an `or=(…)` body. */
export function keysetFilter({ created_at, id }: Cursor): string {
  const at = quoteFilterValue(created_at);
  return `created_at.lt.${at},and(created_at.eq.${at},id.lt.${quoteFilterValue(id)})`;
}

/** Where the next page starts, or undefined when this page was the last one. */
export function nextCursor(page: readonly AdminRow[], limit: number, loaded: number, total: number | null): Cursor | undefined {
  const last = page.at(-1);
  // A short page is the end; so is having loaded the whole count (saves asking for an empty page).
  if (last === undefined || page.length < limit || (total !== null && loaded >= total)) return undefined;
  return { created_at: last.created_at, id: last.id };
}
