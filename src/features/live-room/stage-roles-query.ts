/**
 * The signed-in person's roles for one concert (`concert_roles`, which they may read for themselves): whether
 * this stage is theirs to open.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountKey } from '@/lib/auth/get-assurance';
import type { TuttiClient } from '@/lib/supabase/client';

export async function listStageRoles(client: TuttiClient, concertId: string, userId: string): Promise<string[]> {
  const { data, error } = await client.from('concert_roles').select('role').eq('concert_id', concertId).eq('user_id', userId);
  if (error) throw error;
  return data.map((row) => row.role);
}

export const stageRolesQuery = (client: TuttiClient, concertId: string, userId: string) =>
  queryOptions({
    queryKey: [...accountKey(userId), 'stage-roles', concertId],
    queryFn: () => listStageRoles(client, concertId, userId),
  });

/** Undefined while read; an unreadable answer counts as no role (the page then says it is not theirs). */
export function useStageRoles(client: TuttiClient, concertId: string, userId: string | null): readonly string[] | undefined {
  const query = useQuery({ ...stageRolesQuery(client, concertId, userId ?? ''), enabled: userId !== null });
  if (query.isError) return [];
  return query.data;
}
