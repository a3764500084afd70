import { SUPABASE_ANON_KEY, SUPABASE_URL } from '@/lib/env';
import { timedFetch } from '@/lib/timed-fetch';
import { ProgrammeError } from './programme-error';

/**
 * A read of the public programme straight from Supabase's REST API (PostgREST), with the anon key: what
 * anyone may see, so no session is needed, and supabase-js (≈50 KB) stays out of pages that only show
 * concerts. Filters in PostgREST's own syntax, e.g. `{ published: 'eq.true', order: 'starts_at.asc' }`.
 */
export async function readRows(table: 'concerts' | 'artists', query: Record<string, string>): Promise<unknown> {
  if (SUPABASE_URL === undefined || SUPABASE_ANON_KEY === undefined) throw new ProgrammeError('No backend is configured');
  const url = `${SUPABASE_URL}/rest/v1/${table}?${new URLSearchParams(query).toString().replaceAll('%2C', ',')}`;
  const response = await timedFetch()(url, { headers: { apikey: SUPABASE_ANON_KEY, authorization: `Bearer ${SUPABASE_ANON_KEY}`, accept: 'application/json' } });
  if (!response.ok) throw new ProgrammeError(`${table}: HTTP ${response.status}`, response.status);
  return response.json();
}
