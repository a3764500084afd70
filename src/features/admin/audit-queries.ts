import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { TuttiClient } from '@/lib/supabase/client';
import { isRequestTimeout } from '@/lib/timed-fetch';
import { DataError, isWorthRetrying } from './data-error';
import { PAGE_SIZE, quoteFilterValue } from './keyset';

/** One row of public.admin_audit_log (written by the database's triggers only; readable by admins only). */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string | null;
  actor_email: string | null;
  action: string;
  table_name: string;
  row_id: string | null;
  changes: unknown;
}

export interface AuditCursor {
  at: string;
  id: number;
}

export interface AuditPage {
  rows: AuditEntry[];
  total: number | null;
}

const COLUMNS = 'id,at,actor,actor_email,action,table_name,row_id,changes';

/** The entries after the cursor, newest first: `at < X or (at = X and id < Y)`, the same keyset as the tables. */
export const auditKeysetFilter = ({ at, id }: AuditCursor) => `at.lt.${quoteFilterValue(at)},and(at.eq.${quoteFilterValue(at)},id.lt.${id})`;

export async function fetchAuditPage(client: TuttiClient, cursor: AuditCursor | null, signal?: AbortSignal): Promise<AuditPage> {
  let query = client.from('admin_audit_log').select(COLUMNS, { count: cursor === null ? 'exact' : undefined }).order('at', { ascending: false }).order('id', { ascending: false });
  if (cursor !== null) query = query.filter('at', 'lte', cursor.at).or(auditKeysetFilter(cursor));
  query = query.limit(PAGE_SIZE).retry(false);
  if (signal !== undefined) query = query.abortSignal(signal);
  const { data, error, status, count } = await query;
  if (error) throw new DataError(error.message, status, error.code, isRequestTimeout(error));
  return { rows: (data ?? []) as AuditEntry[], total: count };
}

export const auditRows = (pages: readonly AuditPage[]) => pages.flatMap((page) => page.rows);

export const auditPagesQuery = (client: TuttiClient, userId: string) =>
  infiniteQueryOptions<AuditPage, Error, InfiniteData<AuditPage, AuditCursor | null>, QueryKey, AuditCursor | null>({
    queryKey: ['admin', userId, 'audit'],
    queryFn: ({ pageParam, signal }) => fetchAuditPage(client, pageParam, signal),
    // Read afresh on every visit: the change an admin has just made (a publish, a status) is what they look for.
    staleTime: 0,
    initialPageParam: null,
    getNextPageParam: (last, pages) => {
      const end = last.rows.at(-1);
      const total = pages[0]?.total ?? null;
      if (end === undefined || last.rows.length < PAGE_SIZE || (total !== null && auditRows(pages).length >= total)) return undefined;
      return { at: end.at, id: end.id };
    },
    retry: (failures, error) => failures < 1 && (error instanceof DataError ? isWorthRetrying(error) : true),
  });
