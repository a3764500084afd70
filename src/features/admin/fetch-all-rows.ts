import type { TuttiClient } from '@/lib/supabase/client';
import { fetchAdminPage } from './admin-queries';
import type { AdminRow, AdminTable, SubmissionStatus } from './admin-tables';
import { nextCursor, type Cursor } from './keyset';

/**
 * Bigger pages than on screen, as there is nothing to draw in between; below PostgREST's usual
 * `max-rows` (1,000 on Supabase), which would silently cut a larger page short.
 */
export const EXPORT_PAGE_SIZE = 500;

export interface FetchAllOptions {
  table: AdminTable;
  search: string;
  status?: SubmissionStatus | null;
  signal: AbortSignal;
  /** Called after every page with the rows so far and the total the first page reported. */
  onProgress: (loaded: number, total: number | null) => void;
}

/** Every row matching the search, walking the keyset pages to the end (the CSV export). */
export async function fetchAllRows(client: TuttiClient, { table, search, status = null, signal, onProgress }: FetchAllOptions): Promise<AdminRow[]> {
  const rows: AdminRow[] = [];
  let cursor: Cursor | null = null;
  let total: number | null = null;
  do {
    const page = await fetchAdminPage(client, { table, search, status, cursor, limit: EXPORT_PAGE_SIZE, signal });
    total ??= page.total;
    rows.push(...page.rows);
    onProgress(rows.length, total);
    cursor = nextCursor(page.rows, EXPORT_PAGE_SIZE, rows.length, total) ?? null;
  } while (cursor !== null && !signal.aborted);
  return rows;
}
