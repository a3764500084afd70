/**
 * How many headsets joined the facility's group sessions, per concert (`facility_attendance()`: counts only,
 * read by its members). A count that cannot be read leaves the past concerts as they are, without it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { TuttiClient } from '@/lib/supabase/client';

const attendanceSchema = z.array(z.object({ concert_id: z.string(), sessions: z.number().int(), headsets: z.number().int() }));

/** Headsets that joined, by concert id. */
export async function readAttendance(client: TuttiClient, facility: string): Promise<ReadonlyMap<string, number>> {
  const { data, error } = await client.rpc('facility_attendance', { facility });
  if (error) throw error;
  return new Map(attendanceSchema.parse(data).map((row) => [row.concert_id, row.headsets]));
}

export function useAttendance(client: TuttiClient, facility: string) {
  return useQuery(queryOptions({ queryKey: ['facility', facility, 'attendance'], queryFn: () => readAttendance(client, facility) }));
}
