import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserIdentity } from '@supabase/supabase-js';
import { accountKey, retryAuthRead } from '@/lib/auth/get-assurance';
import type { TuttiClient } from '@/lib/supabase/client';

/** The ways this person can sign in (email and password, linked providers), under their account's key. */
export async function getIdentities(client: TuttiClient): Promise<UserIdentity[]> {
  const { data, error } = await client.auth.getUserIdentities();
  if (error) throw error;
  return data.identities;
}

export const identitiesQuery = (client: TuttiClient, userId: string) =>
  queryOptions({ queryKey: [...accountKey(userId), 'identities'], queryFn: () => getIdentities(client), retry: retryAuthRead });

export const useIdentities = (client: TuttiClient, userId: string) => useQuery(identitiesQuery(client, userId));
