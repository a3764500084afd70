import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { TuttiClient } from '@/lib/supabase/client';
import { isRequestTimeout } from '@/lib/timed-fetch';
import { ADMIN_COLUMNS, type AdminRow, type AdminTable, type SubmissionStatus } from './admin-tables';
import { DataError, isWorthRetrying } from './data-error';
import { KEYSET_ORDER, PAGE_SIZE, keysetFilter, nextCursor, type Cursor } from './keyset';
import { normaliseSearch, searchFilter } from './search-filter';

const retry = (failures: number, error: Error) => failures < 1 && (error instanceof DataError ? isWorthRetrying(error) : true);

export interface PageRequest {
  table: AdminTable;
  search: string;
  /** Only rows with this status (the tables that have one); null for all. */
  status?: SubmissionStatus | null;
  /** Null for the first page. */
  cursor: Cursor | null;
  limit: number;
  signal?: AbortSignal;
}

export interface AdminPage {
  rows: AdminRow[];
  /** Rows matching the search in the whole table; only the first page asks for it (null on the others). */
  total: number | null;
}

/**
 * One page, newest first: `GET /rest/v1/<table>?select=*&order=created_at.desc,id.desc&limit=N`, plus the
 * search and, after the first page, the keyset filter. Row-level security decides what comes back: for
 * anyone but an admin with a second factor that is no rows at all.
 */
export async function fetchAdminPage(client: TuttiClient, { table, search, status: statusFilter = null, cursor, limit, signal }: PageRequest): Promise<AdminPage> {
  // The exact count costs a scan, so only the first page pays for it: later pages would count what is left.
  let query = client.from(table).select('*', { count: cursor === null ? 'exact' : undefined });
  for (const { column, ascending } of KEYSET_ORDER) query = query.order(column, { ascending });
  const matching = searchFilter(ADMIN_COLUMNS[table], search);
  if (matching !== null) query = query.or(matching);
  if (statusFilter !== null) query = query.filter('status', 'eq', statusFilter);
  if (cursor !== null) {
    // `created_at <= X` is implied by the or below, but said plainly it lets the index scan start at the
    // cursor instead of walking (and discarding) every newer row first. A plain filter value is not
    // parsed for quotes, so it goes unquoted; URLSearchParams percent-encodes its '+' and ':'.
    query = query.filter('created_at', 'lte', cursor.created_at).or(keysetFilter(cursor));
  }
  // The query layer retries once (ARCHITECTURE: Data); postgrest-js's own retries (up to three, 1-4 s
  // apart) on top would keep a person waiting half a minute before the error and its Retry button.
  query = query.limit(limit).retry(false);
  if (signal !== undefined) query = query.abortSignal(signal);
  const { data, error, status, count } = await query;
  if (error) throw new DataError(error.message, status, error.code, isRequestTimeout(error));
  return { rows: data ?? [], total: count };
}

export const loadedRows = (pages: readonly AdminPage[]) => pages.flatMap((page) => page.rows);
export const totalOf = (pages: readonly AdminPage[]) => pages[0]?.total ?? null;

export type AdminPages = InfiniteData<AdminPage, Cursor | null>;

/** The cache key of one table's pages; every search and status filter of it starts with `adminRowsKey(userId, table)`. */
export const adminRowsKey = (userId: string, table: AdminTable) => ['admin', userId, 'rows', table] as const;

/** One table as pages of PAGE_SIZE rows, for "load more"; the search and the status filter are part of the key. */
export const adminPagesQuery = (client: TuttiClient, userId: string, table: AdminTable, search: string, status: SubmissionStatus | null = null) =>
  infiniteQueryOptions<AdminPage, Error, AdminPages, QueryKey, Cursor | null>({
    queryKey: [...adminRowsKey(userId, table), normaliseSearch(search), status],
    queryFn: ({ pageParam, signal }) => fetchAdminPage(client, { table, search, status, cursor: pageParam, limit: PAGE_SIZE, signal }),
    initialPageParam: null,
    getNextPageParam: (last, pages) =>
      nextCursor(last.rows, PAGE_SIZE, loadedRows(pages).length, totalOf(pages)),
    retry,
  });
