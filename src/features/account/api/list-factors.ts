import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Factor } from '@supabase/supabase-js';
import { accountKey, retryAuthRead } from '@/lib/auth/get-assurance';
import type { TuttiClient } from '@/lib/supabase/client';

/**
 * The second factors this person set up (`mfa.listFactors`), under their account's key: a new factor or a
 * verified code invalidates `accountKey(userId)` and so refreshes exactly what it affects.
 */
export async function listFactors(client: TuttiClient): Promise<Factor[]> {
  const { data, error } = await client.auth.mfa.listFactors();
  if (error) throw error;
  return data.all;
}

export const factorsQuery = (client: TuttiClient, userId: string) =>
  queryOptions({ queryKey: [...accountKey(userId), 'factors'], queryFn: () => listFactors(client), retry: retryAuthRead });

export const useFactors = (client: TuttiClient, userId: string) => useQuery(factorsQuery(client, userId));
