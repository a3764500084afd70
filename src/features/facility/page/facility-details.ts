/** One facility's own row (`facilities`, which its members read through RLS): the page's details section. */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TuttiClient } from '@/lib/supabase/client';
import { facilityStatusSchema } from '../current/my-facilities';
import { FacilityError } from '../staff/facility-error';

export const facilityKindSchema = z.enum(['hospital', 'care_home', 'home_care', 'other']);

const detailsSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  kind: facilityKindSchema,
  address: z.string(),
  country: z.string(),
  time_zone: z.string(),
  residents: z.number().int().nullable(),
  headsets: z.number().int().nullable(),
  invoice_email: z.string(),
  status: facilityStatusSchema,
  status_reason: z.string().nullable(),
  created_at: z.string(),
  verified_at: z.string().nullable(),
  mood_check: z.boolean(),
});
export type FacilityDetails = z.infer<typeof detailsSchema>;

const COLUMNS = 'id, name, kind, address, country, time_zone, residents, headsets, invoice_email, status, status_reason, created_at, verified_at, mood_check';

/** Null when the person no longer reads it (removed a moment ago, or the facility deleted). */
export async function getFacilityDetails(client: TuttiClient, facilityId: string): Promise<FacilityDetails | null> {
  const { data, error } = await client.from('facilities').select(COLUMNS).eq('id', facilityId).maybeSingle();
  if (error) throw new FacilityError(error);
  return data === null ? null : detailsSchema.parse(data);
}

export const facilityDetailsKey = (facilityId: string) => ['facility', 'details', facilityId] as const;

/** `cache`: for a page outside the account providers (the concert page), the shared cache passed by hand. */
export function useFacilityDetails(client: TuttiClient, facilityId: string, cache?: QueryClient) {
  return useQuery(queryOptions({ queryKey: facilityDetailsKey(facilityId), queryFn: () => getFacilityDetails(client, facilityId) }), cache);
}
