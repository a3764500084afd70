import { infiniteQueryOptions, useMutation, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { facilityStatusReasonSchema, facilityStatusSchema, FACILITY_KINDS, type FacilityStatus } from '@/features/facility';
import type { TuttiClient } from '@/lib/supabase/client';
import { isRequestTimeout } from '@/lib/timed-fetch';
import { DataError, isWorthRetrying } from './data-error';
import { KEYSET_ORDER, PAGE_SIZE, keysetFilter, type Cursor } from './keyset';
import { escapeRegex, normaliseSearch } from './search-filter';

/** One facility as the admin's list shows it (public.facilities; admins with aal2 read every row). */
const facilityRowSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  name: z.string(),
  kind: z.enum(FACILITY_KINDS),
  country: z.string(),
  status: facilityStatusSchema,
  status_reason: z.string().nullable(),
});
export type FacilityRow = z.infer<typeof facilityRowSchema>;

const COLUMNS = 'id,created_at,name,kind,country,status,status_reason';

export interface FacilityPage {
  rows: FacilityRow[];
  total: number | null;
}

export interface FacilityFilter {
  /** Part of the name, any case; '' for all. */
  search: string;
  status: FacilityStatus | null;
}

/**
 * One page, newest first, with the same keyset as the other tables: `GET /rest/v1/facilities?select=…
 * &order=created_at.desc,id.desc&limit=50`, the name search (`name=imatch.…`, run by the database over
 * every row) and the status filter. The count only on the first page.
 */
export async function fetchFacilityPage(client: TuttiClient, { search, status }: FacilityFilter, cursor: Cursor | null, signal?: AbortSignal): Promise<FacilityPage> {
  let query = client.from('facilities').select(COLUMNS, { count: cursor === null ? 'exact' : undefined });
  for (const { column, ascending } of KEYSET_ORDER) query = query.order(column, { ascending });
  const needle = normaliseSearch(search);
  // A plain filter's value is taken as it stands (no quoting); the regex escapes make every character literal.
  if (needle !== '') query = query.filter('name', 'imatch', escapeRegex(needle));
  if (status !== null) query = query.filter('status', 'eq', status);
  if (cursor !== null) query = query.filter('created_at', 'lte', cursor.created_at).or(keysetFilter(cursor));
  query = query.limit(PAGE_SIZE).retry(false);
  if (signal !== undefined) query = query.abortSignal(signal);
  const { data, error, status: http, count } = await query;
  if (error) throw new DataError(error.message, http, error.code, isRequestTimeout(error));
  return { rows: z.array(facilityRowSchema).parse(data ?? []), total: count };
}

export const facilityRows = (pages: readonly FacilityPage[]) => pages.flatMap((page) => page.rows);

/** Every search and filter of the list starts with this key: a status change refreshes them all. */
export const adminFacilitiesKey = (userId: string) => ['admin', userId, 'facilities'] as const;

export const facilityPagesQuery = (client: TuttiClient, userId: string, filter: FacilityFilter) =>
  infiniteQueryOptions<FacilityPage, Error, InfiniteData<FacilityPage, Cursor | null>, QueryKey, Cursor | null>({
    queryKey: [...adminFacilitiesKey(userId), normaliseSearch(filter.search), filter.status],
    queryFn: ({ pageParam, signal }) => fetchFacilityPage(client, filter, pageParam, signal),
    initialPageParam: null,
    getNextPageParam: (last, pages) => {
      const end = last.rows.at(-1);
      const total = pages[0]?.total ?? null;
      if (end === undefined || last.rows.length < PAGE_SIZE || (total !== null && facilityRows(pages).length >= total)) return undefined;
      return { created_at: end.created_at, id: end.id };
    },
    retry: (failures, error) => failures < 1 && (error instanceof DataError ? isWorthRetrying(error) : true),
  });

export interface StatusChange {
  facility: string;
  status: FacilityStatus;
  /** Why (a suspension needs one); blank clears the facility's reason. */
  reason: string;
}

/** Why admin_set_facility_status refused, in the words of admin:facilities.errors. */
export type StatusChangeError = 'notAdmin' | 'unknownFacility' | 'reason' | 'failed';

export class FacilityStatusError extends Error {
  constructor(readonly reason: StatusChangeError) {
    super(reason);
    this.name = 'FacilityStatusError';
  }
}

/** `admin_set_facility_status(facility, status, reason)`: the audit log records it with the admin as actor. */
export async function setFacilityStatus(client: TuttiClient, { facility, status, reason }: StatusChange): Promise<void> {
  const parsed = facilityStatusReasonSchema.safeParse({ reason });
  if (!parsed.success) throw new FacilityStatusError('reason');
  // The generated types say string; the function takes null, which clears the reason.
  const { error } = await client.rpc('admin_set_facility_status', { facility, status, reason: parsed.data.reason as string });
  if (!error) return;
  if (error.message === 'not_admin') throw new FacilityStatusError('notAdmin');
  if (error.message === 'unknown_facility') throw new FacilityStatusError('unknownFacility');
  if (error.code === '23514') throw new FacilityStatusError('reason');
  throw new FacilityStatusError('failed');
}

/** The change, then the list read again (every search and filter of it) and the audit log with it. */
export function useSetFacilityStatus(client: TuttiClient, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) => setFacilityStatus(client, change),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFacilitiesKey(userId) }),
        queryClient.invalidateQueries({ queryKey: ['admin', userId, 'audit'] }),
      ]),
  });
}
