import { queryOptions } from '@tanstack/react-query';
import type { TuttiClient } from '@/lib/supabase/client';
import type { AdminRow, AdminTable } from './admin-tables';
import { DataError, isWorthRetrying } from './data-error';

const retry = (failures: number, error: Error) => failures < 1 && (error instanceof DataError ? isWorthRetrying(error) : true);

/**
 * One table, newest first (`GET /rest/v1/<table>?select=*&order=created_at.desc`). Row-level security
 * decides what comes back: for anyone but an admin with a second factor that is no rows at all.
 */
export const adminRowsQuery = (client: TuttiClient, userId: string, table: AdminTable) =>
  queryOptions({
    queryKey: ['admin', userId, 'rows', table],
    queryFn: async (): Promise<AdminRow[]> => {
      const { data, error, status } = await client.from(table).select('*').order('created_at', { ascending: false });
      if (error) throw new DataError(error.message, status, error.code);
      return data ?? [];
    },
    retry,
  });

/** The session's assurance level (aal1 or aal2), read by supabase-js from the access token. */
export const assuranceLevelQuery = (client: TuttiClient, userId: string, accessToken: string) =>
  queryOptions({
    queryKey: ['admin', userId, 'assurance', accessToken],
    queryFn: async () => {
      const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
      if (error) throw error;
      return data.currentLevel;
    },
    retry: false,
  });
