import type { TuttiClient } from '@/lib/supabase/client';
import { recordFaceMood, recordObservedMood } from '@/lib/mood/record-mood';
import type { ValidEntry } from './entry-rules';

export interface AloneMood {
  facility: string;
  viewing: string;
  entry: ValidEntry;
}

/** One answer for a concert watched alone: the resident's face or staff's observation, through record_mood. */
export function saveAloneMood(client: TuttiClient, { facility, viewing, entry }: AloneMood): Promise<void> {
  const { concert, resident, moment, answer } = entry;
  const where = { facility, concert, viewing, resident, moment };
  return 'face' in answer ? recordFaceMood(client, { ...where, face: answer.face }) : recordObservedMood(client, { ...where, observed: answer.observed });
}
