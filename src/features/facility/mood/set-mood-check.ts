/**
 * A facility's managers turn the mood check on or off (`set_mood_check()`; 'not_member' for anyone else). The
 * switch shows the new state at once, from the facility's row in the cache, and goes back if the database refuses.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TuttiClient } from '@/lib/supabase/client';
import { facilityDetailsKey, type FacilityDetails } from '../page/facility-details';

export async function setMoodCheck(client: TuttiClient, facility: string, enabled: boolean): Promise<void> {
  const { error } = await client.rpc('set_mood_check', { facility, enabled });
  if (error) throw error;
}

export function useSetMoodCheck(client: TuttiClient, facilityId: string) {
  const queryClient = useQueryClient();
  const queryKey = facilityDetailsKey(facilityId);
  return useMutation({
    mutationFn: (enabled: boolean) => setMoodCheck(client, facilityId, enabled),
    onMutate: async (enabled) => {
      // A read under way would land after the change and put the old state back.
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<FacilityDetails | null>(queryKey);
      if (before) queryClient.setQueryData<FacilityDetails>(queryKey, { ...before, mood_check: enabled });
      return { before };
    },
    onError: (_error, _enabled, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
