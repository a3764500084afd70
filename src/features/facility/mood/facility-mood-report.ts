/**
 * A facility's mood report (`facility_mood_report()`, its managers only): per month and concert, and per month for
 * the concerts shown together. A concert's group under five residents comes with its count alone.
 */
import { z } from 'zod';
import type { TuttiClient } from '@/lib/supabase/client';
import { moodFiguresSchema, moodMonthSchema, periodArgs, type MoodGroup, type ReportPeriod } from './mood-report';

const rowSchema = z
  .object({ month: moodMonthSchema, concert_id: z.string().nullable(), figures: moodFiguresSchema })
  .transform((row): MoodGroup => ({ month: row.month, concertId: row.concert_id, ...row.figures }));

export async function readFacilityMoodReport(client: TuttiClient, facility: string, period: ReportPeriod): Promise<MoodGroup[]> {
  const { data, error } = await client.rpc('facility_mood_report', { facility, ...periodArgs(period) });
  if (error) throw error;
  return z.array(rowSchema).parse(data);
}

/** The report's queries, before the period's months. */
export const facilityMoodKey = (facility: string) => ['facility', facility, 'mood'] as const;
