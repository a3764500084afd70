import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthenticatorAssuranceLevels, Session } from '@supabase/supabase-js';
import type { TuttiClient } from '@/lib/supabase/client';
import { isWorthRetrying } from './auth-errors';

/**
 * How strongly the session is confirmed (aal1: the password alone; aal2: a second factor too) and the level
 * it could reach. One query for the security dashboard and the admin gate, so both read the same answer
 * from one cache entry.
 */
export interface Assurance {
  current: AuthenticatorAssuranceLevels | null;
  next: AuthenticatorAssuranceLevels | null;
}

/** Everything read about one person's account lives under this key (a change there refreshes it all). */
export const accountKey = (userId: string) => ['account', userId] as const;

/** Only the network or a failing service is worth one more try; a refusal stays a refusal. */
export const retryAuthRead = (failures: number, error: Error) => failures < 1 && isWorthRetrying(error);

export async function getAssurance(client: TuttiClient): Promise<Assurance> {
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  return { current: data.currentLevel, next: data.nextLevel };
}

/** Keyed by the access token too: verifying a code issues a new token, which brings a new answer. */
export const assuranceQuery = (client: TuttiClient, userId: string, accessToken: string) =>
  queryOptions({
    queryKey: [...accountKey(userId), 'assurance', accessToken],
    queryFn: () => getAssurance(client),
    retry: retryAuthRead,
  });

export function useAssurance(client: TuttiClient, session: Session) {
  return useQuery(assuranceQuery(client, session.user.id, session.access_token));
}
