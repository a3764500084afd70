/**
 * Takes a role back: `DELETE /rest/v1/concert_roles?id=eq.<id>` under the table's policy (admins with a second
 * factor); the audit trigger records it. A row already gone counts as removed: the list is read again anyway.
 * A delete the policy refuses deletes nothing and says nothing (an admin whose second factor has lapsed): when
 * nothing was deleted, the holders are asked for, which refuses such an admin, and a row still there is a refusal.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TuttiClient } from '@/lib/supabase/client';
import { isRequestTimeout } from '@/lib/timed-fetch';
import { concertRolesKey, fetchConcertRoleHolders } from './concert-role-holders';
import { DataError } from './data-error';

export async function removeConcertRole(client: TuttiClient, concert: string, id: string): Promise<void> {
  const { data, error, status } = await client.from('concert_roles').delete().eq('id', id).select('id');
  if (error) throw new DataError(error.message, status, error.code, isRequestTimeout(error));
  if ((data ?? []).length > 0) return;
  const holders = await fetchConcertRoleHolders(client, concert);
  if (holders.some((holder) => holder.id === id)) throw new DataError('not removed', 403, '42501');
}

export function useRemoveConcertRole(client: TuttiClient, userId: string, concert: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeConcertRole(client, concert, id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: concertRolesKey(userId, concert) }),
        queryClient.invalidateQueries({ queryKey: ['admin', userId, 'audit'] }),
      ]),
  });
}
