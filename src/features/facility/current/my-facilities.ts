/**
 * The facilities the signed-in person belongs to, and their role in each (`my_facilities()`, which reads the
 * memberships as they are now: supabase/README.md, 'Care facilities'). Read again on every mount, so a member
 * removed a moment ago sees it at once.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TuttiClient } from '@/lib/supabase/client';

export const facilityStatusSchema = z.enum(['pending', 'verified', 'suspended']);
export const facilityRoleSchema = z.enum(['manager', 'staff']);
export type FacilityStatus = z.infer<typeof facilityStatusSchema>;
export type FacilityRole = z.infer<typeof facilityRoleSchema>;

const myFacilitySchema = z.object({ id: z.string().uuid(), name: z.string(), status: facilityStatusSchema, role: facilityRoleSchema });
export type MyFacility = z.infer<typeof myFacilitySchema>;

export async function listMyFacilities(client: TuttiClient): Promise<MyFacility[]> {
  const { data, error } = await client.rpc('my_facilities');
  if (error) throw error;
  return z.array(myFacilitySchema).parse(data);
}

/** Per person: a different account in the same tab never sees the last one's facilities from the cache. */
export const myFacilitiesKey = (userId: string) => ['facility', 'mine', userId] as const;

/** `cache`: for a page outside the account providers (the concert page), the shared cache passed by hand. */
export function useMyFacilities(client: TuttiClient, userId: string, cache?: QueryClient) {
  return useQuery(queryOptions({ queryKey: myFacilitiesKey(userId), queryFn: () => listMyFacilities(client), refetchOnMount: 'always' }), cache);
}
