import { queryOptions } from '@tanstack/react-query';
import type { Factor, UserIdentity } from '@supabase/supabase-js';
import type { TuttiClient } from '@/lib/supabase/client';
import { isWorthRetrying } from './auth-error-key';

/**
 * The three things the dashboard reads from the account service, each keyed under the person's id so a
 * change (a new factor, a verified code) refreshes exactly what it affects.
 */
export const accountKey = (userId: string) => ['account', userId] as const;

const retry = (failures: number, error: Error) => failures < 1 && isWorthRetrying(error);

export const identitiesQuery = (client: TuttiClient, userId: string) =>
  queryOptions({
    queryKey: [...accountKey(userId), 'identities'],
    queryFn: async (): Promise<UserIdentity[]> => {
      const { data, error } = await client.auth.getUserIdentities();
      if (error) throw error;
      return data.identities;
    },
    retry,
  });

export const factorsQuery = (client: TuttiClient, userId: string) =>
  queryOptions({
    queryKey: [...accountKey(userId), 'factors'],
    queryFn: async (): Promise<Factor[]> => {
      const { data, error } = await client.auth.mfa.listFactors();
      if (error) throw error;
      return data.all;
    },
    retry,
  });

/**
 * The session's assurance level (aal1: password only; aal2: a second factor too) and the level it could
 * reach. Keyed by the access token: verifying a code issues a new token, which brings a new answer.
 */
export const assuranceQuery = (client: TuttiClient, userId: string, accessToken: string) =>
  queryOptions({
    queryKey: [...accountKey(userId), 'assurance', accessToken],
    queryFn: async () => {
      const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
      if (error) throw error;
      return { current: data.currentLevel, next: data.nextLevel };
    },
    retry,
  });
