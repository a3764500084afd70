/**
 * Mood across facilities (`admin_mood_report()`, admins with a second factor; 'not_admin' for anyone else): per
 * month, how many facilities took part and the figures of all their residents together. A month of fewer than
 * three facilities comes with its counts alone, so that no facility's own figures are ever shown.
 */
import { z } from 'zod';
import { moodFiguresSchema, moodMonthSchema, periodArgs, type MoodGroup, type ReportPeriod } from '@/features/facility';
import type { TuttiClient } from '@/lib/supabase/client';

/** The fewest facilities a month's figures stand for (private.mood_settings.min_facilities): said in the notes. */
export const MIN_FACILITIES = 3;

const rowSchema = z
  .object({ month: moodMonthSchema, facilities: z.number().int().nonnegative(), figures: moodFiguresSchema })
  // The database never sends one facility's figures; a row that did is refused rather than shown.
  .refine((row) => row.facilities >= MIN_FACILITIES || row.figures.figures === null, { message: 'figures of fewer than three facilities' })
  .transform((row): MoodGroup => ({ month: row.month, concertId: null, facilities: row.facilities, ...row.figures }));

export async function readAdminMoodReport(client: TuttiClient, period: ReportPeriod): Promise<MoodGroup[]> {
  const { data, error } = await client.rpc('admin_mood_report', periodArgs(period));
  if (error) throw error;
  return z.array(rowSchema).parse(data);
}

/** The report's queries, before the period's months; under the admin's id, as the other admin queries. */
export const adminMoodKey = (userId: string) => ['admin', userId, 'mood'] as const;

/** Why a month gives its counts alone: too few facilities, or (with enough) too few residents. */
export const countsOnlyReason = (group: MoodGroup): 'facilities' | 'residents' =>
  (group.facilities ?? 0) < MIN_FACILITIES ? 'facilities' : 'residents';
