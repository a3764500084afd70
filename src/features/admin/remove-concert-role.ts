/**
 * Takes a role back: `DELETE /rest/v1/concert_roles?id=eq.<id>` under the table's policy (admins with a second
 * factor); the audit trigger records it. A row already gone counts as removed: the list is read again anyway.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TuttiClient } from '@/lib/supabase/client';
import { isRequestTimeout } from '@/lib/timed-fetch';
import { concertRolesKey } from './concert-role-holders';
import { DataError } from './data-error';

export async function removeConcertRole(client: TuttiClient, id: string): Promise<void> {
  const { error, status } = await client.from('concert_roles').delete().eq('id', id);
  if (error) throw new DataError(error.message, status, error.code, isRequestTimeout(error));
}

export function useRemoveConcertRole(client: TuttiClient, userId: string, concert: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeConcertRole(client, id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: concertRolesKey(userId, concert) }),
        queryClient.invalidateQueries({ queryKey: ['admin', userId, 'audit'] }),
      ]),
  });
}
