import type { MoodMoment, MoodStep } from '@/lib/mood/record-mood';
import { recordFaceMood } from '@/lib/mood/record-mood';
import { readStored, writeStored } from '@/lib/safe-storage';
import type { TuttiClient } from '@/lib/supabase/client';
import { readViewings, storeViewings, viewingFor, viewingKey, withSaved, type Viewings } from '../mood-entry/viewings';

/**
 * The viewings of the facility's alone entry on this device (`mood-viewings:<facility>`, mood-entry/viewings.ts),
 * as the headset uses them: its answer after the concert goes to the viewing of its answer before, and the
 * facility's page, on this device, knows what the headset saved.
 */
const storeKey = (facility: string) => `mood-viewings:${facility}`;

export const loadViewings = (facility: string): Viewings => readViewings(readStored(storeKey(facility)), Date.now());

/** Changes the stored viewings, read afresh (the facility's page in another tab may have added one). */
export function changeViewings(facility: string, edit: (viewings: Viewings) => Viewings): Viewings {
  const next = edit(loadViewings(facility));
  writeStored(storeKey(facility), storeViewings(next));
  return next;
}

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
  let id = '';
  changeViewings(facility, (known) => {
    const made = viewingFor(known, key, () => crypto.randomUUID());
    id = made.viewing.id;
    return made.viewings;
  });
  await recordFaceMood(client, { facility, concert, viewing: id, resident, moment, face });
  return changeViewings(facility, (known) => withSaved(known, key, moment));
}
