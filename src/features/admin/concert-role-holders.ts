/**
 * A concert's artist and host with each holder's e-mail (`concert_role_holders(concert)`, admins with a second
 * factor; 'not_admin' for anyone else). The addresses come from Auth, which only this function may read.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { TuttiClient } from '@/lib/supabase/client';
import { isRequestTimeout } from '@/lib/timed-fetch';
import { DataError, isWorthRetrying } from './data-error';

export const CONCERT_ROLES = ['artist', 'host'] as const;
export type ConcertRole = (typeof CONCERT_ROLES)[number];

const holderSchema = z.object({
  id: z.string().min(1),
  role: z.enum(CONCERT_ROLES),
  // Null once the holder's account was deleted: the role stays until an admin removes it.
  email: z.string().nullable(),
  created_at: z.string(),
});
export type ConcertRoleHolder = z.infer<typeof holderSchema>;

export async function fetchConcertRoleHolders(client: TuttiClient, concert: string, signal?: AbortSignal): Promise<ConcertRoleHolder[]> {
  let call = client.rpc('concert_role_holders', { concert }).retry(false);
  if (signal !== undefined) call = call.abortSignal(signal);
  const { data, error, status } = await call;
  if (error) throw new DataError(error.message, status, error.code, isRequestTimeout(error));
  return z.array(holderSchema).parse(data ?? []);
}

/** Under the admin's id, as the other admin queries: a naming or a removal refreshes it. */
export const concertRolesKey = (userId: string, concert: string) => ['admin', userId, 'concert-roles', concert] as const;

export const concertRoleHoldersQuery = (client: TuttiClient, userId: string, concert: string) =>
  queryOptions({
    queryKey: concertRolesKey(userId, concert),
    queryFn: ({ signal }) => fetchConcertRoleHolders(client, concert, signal),
    retry: (failures, error) => failures < 1 && (error instanceof DataError ? isWorthRetrying(error) : true),
  });
