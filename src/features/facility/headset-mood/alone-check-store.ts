import { z } from 'zod';
import { readStored, removeStored, writeStored } from '@/lib/safe-storage';
import { MOOD_MOMENTS, type MoodMoment } from '@/lib/mood/record-mood';

/**
 * The mood check set in this tab for a concert watched alone: the resident's code, and the moments this device
 * has already asked (answered, skipped, or passed over by a press on play), so a reload goes on where it was and
 * asks nothing twice. In the tab's session storage: a code, never a name, and gone with the tab.
 */
export interface AloneCheck {
  code: string;
  asked: readonly MoodMoment[];
}

const storedSchema = z.object({ code: z.string().min(1), asked: z.array(z.enum(MOOD_MOMENTS)) });

const keyOf = (facility: string, concert: string) => `mood-alone:${facility}:${concert}`;

export function readAloneCheck(facility: string, concert: string): AloneCheck | null {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(readStored(keyOf(facility, concert), 'session') ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the check (null: stopped, forgotten). */
export function writeAloneCheck(facility: string, concert: string, check: AloneCheck | null): void {
  if (check) writeStored(keyOf(facility, concert), JSON.stringify(check), 'session');
  else removeStored(keyOf(facility, concert), 'session');
}
