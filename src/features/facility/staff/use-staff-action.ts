import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSubmission } from '@/lib/forms/use-submission';
import { myFacilitiesKey } from '../current/my-facilities';
import { problemOf, type FacilityProblem } from './facility-error';
import { staffKeys } from './facility-staff';

/**
 * Runs one change to the staff, then reads the staff (and the person's own facilities, which a change of their own
 * role or their leaving alters) again. Keeps the refusal for the screen to name.
 */
export function useStaffAction(facilityId: string, userId: string) {
  const queryClient = useQueryClient();
  const { submitting, run } = useSubmission();
  const [problem, setProblem] = useState<FacilityProblem | null>(null);

  const act = (task: () => Promise<void>, onDone?: () => void) =>
    run(async () => {
      setProblem(null);
      try {
        await task();
        onDone?.();
      } catch (error) {
        setProblem(problemOf(error));
      } finally {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: staffKeys.all(facilityId) }),
          queryClient.invalidateQueries({ queryKey: myFacilitiesKey(userId) }),
        ]);
      }
    });

  return { busy: submitting, problem, act };
}
