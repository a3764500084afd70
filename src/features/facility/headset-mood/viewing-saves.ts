import type { MoodMoment, MoodStep } from '@/lib/mood/record-mood';
import { recordFaceMood } from '@/lib/mood/record-mood';
import type { TuttiClient } from '@/lib/supabase/client';
import { viewingKey, withSaved, type Viewings } from '../mood-entry/viewings';
import { changeViewings, keepViewing } from '../mood-entry/viewings-store';

/*
 * The headset's answers go to the viewings of the facility's alone entry on this device (mood-entry/viewings-store.ts):
 * its answer after the concert to the viewing of its answer before, and /facility, on this device, knows what the
 * headset saved.
 */

export interface HeadsetFace {
  client: TuttiClient;
  facility: string;
  concert: string;
  resident: string;
  moment: MoodMoment;
  face: MoodStep;
}

/** Saves the resident's face for the pairing's viewing, kept before it is sent (a retry goes to the same one). */
export async function saveHeadsetFace({ client, facility, concert, resident, moment, face }: HeadsetFace): Promise<Viewings> {
  const key = viewingKey(concert, resident);
  const { id } = keepViewing(facility, key);
  await recordFaceMood(client, { facility, concert, viewing: id, resident, moment, face });
  return changeViewings(facility, (known) => withSaved(known, key, moment));
}
