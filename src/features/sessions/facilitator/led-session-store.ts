/**
 * The session this device leads, kept so that a reload (or a tablet that slept) goes straight back to
 * leading it, until it ends or its code expires. Per person: another staff member on the same tablet
 * starts their own.
 */
import { z } from 'zod';
import { readStored, removeStored, writeStored } from '@/lib/safe-storage';

const ledSchema = z.object({
  id: z.string().uuid(),
  code: z.string(),
  expiresAt: z.string(),
  concertId: z.string().nullable(),
  userId: z.string(),
  /** The facility it is for (its mood check). Absent in sessions stored before it was kept: they load, without the check. */
  facility: z.string().uuid().optional(),
  /** Opened for a live concert (from the facility's page): the room starts on it, its doors open or not yet. */
  live: z.object({ doorsOpen: z.boolean() }).optional(),
});
export type LedSession = z.infer<typeof ledSchema>;

const KEY = 'group-session-led';

export function loadLedSession(userId: string, now = Date.now()): LedSession | null {
  const raw = readStored(KEY);
  if (!raw) return null;
  try {
    const parsed = ledSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.userId !== userId || Date.parse(parsed.data.expiresAt) <= now) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

export const saveLedSession = (session: LedSession) => writeStored(KEY, JSON.stringify(session));
export const forgetLedSession = () => removeStored(KEY);
