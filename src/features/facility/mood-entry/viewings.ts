import { z } from 'zod';
import { MOOD_MOMENTS, type MoodMoment } from '@/lib/mood/record-mood';

/**
 * The viewings recorded on this device, by concert and resident. A viewing's id joins its answer before the
 * concert to its answer after (the report pairs them by it), so it is made once, before the first answer is sent,
 * and kept: a failed send tried again, or the 'after' answer an hour later, after a reload, goes to the same
 * viewing. Kept on the device for a day (`VIEWING_KEPT_MS`): they hold a concert's id and a resident's code, never
 * a name.
 */
export interface Viewing {
  id: string;
  /** The moments saved for it so far. */
  saved: readonly MoodMoment[];
  /** When it was made (ms since the epoch). */
  at: number;
}

export const VIEWING_KEPT_MS = 24 * 3600_000;

export type Viewings = ReadonlyMap<string, Viewing>;

export const viewingKey = (concert: string, resident: string) => JSON.stringify([concert, resident]);

/** The pairing's viewing, made with a new id if it has none yet; `viewings` is returned as is when it had one. */
export function viewingFor(viewings: Viewings, key: string, newId: () => string): { viewings: Viewings; viewing: Viewing } {
  const known = viewings.get(key);
  if (known) return { viewings, viewing: known };
  const viewing: Viewing = { id: newId(), saved: [], at: Date.now() };
  return { viewings: new Map(viewings).set(key, viewing), viewing };
}

export function withSaved(viewings: Viewings, key: string, moment: MoodMoment): Viewings {
  const viewing = viewings.get(key);
  if (!viewing || viewing.saved.includes(moment)) return viewings;
  return new Map(viewings).set(key, { ...viewing, saved: [...viewing.saved, moment] });
}

/** Where a pairing's form starts: after the concert once something was saved for it, else before. */
export const momentFor = (viewings: Viewings, key: string): MoodMoment => ((viewings.get(key)?.saved.length ?? 0) > 0 ? 'after' : 'before');

const storedSchema = z.array(z.tuple([z.string(), z.object({ id: z.string().uuid(), saved: z.array(z.enum(MOOD_MOMENTS)), at: z.number() })]));

/** The viewings kept on the device (`raw` as `storeViewings` wrote it), those older than a day left out. */
export function readViewings(raw: string | null, now: number): Viewings {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw ?? '[]'));
    return new Map(parsed.success ? parsed.data.filter(([, viewing]) => now - viewing.at < VIEWING_KEPT_MS) : []);
  } catch {
    return new Map();
  }
}

export const storeViewings = (viewings: Viewings): string => JSON.stringify([...viewings]);
