/**
 * Whether a facility has the mood check on (`facilities.mood_check`, which its staff read through RLS; its managers
 * turn it off on the facility's page). Read when a session's console opens, for the session's facility.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { TuttiClient } from '@/lib/supabase/client';

const rowSchema = z.object({ mood_check: z.boolean() });

/** Null when the person no longer reads the facility (removed from its staff a moment ago). */
export async function getFacilityMoodCheck(client: TuttiClient, facilityId: string): Promise<boolean | null> {
  const { data, error } = await client.from('facilities').select('mood_check').eq('id', facilityId).maybeSingle();
  if (error) throw error;
  return data === null ? null : rowSchema.parse(data).mood_check;
}

export const facilityMoodCheckKey = (facilityId: string) => ['sessions', 'facility', facilityId, 'mood-check'] as const;

/** `facilityId` undefined (a session stored before sessions kept their facility): nothing is read. */
export function useFacilityMoodCheck(client: TuttiClient, facilityId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: facilityMoodCheckKey(facilityId ?? ''),
      queryFn: () => getFacilityMoodCheck(client, facilityId ?? ''),
      enabled: facilityId !== undefined,
    }),
  );
}
