/** The open invitations to the signed-in person's address (`my_facility_invitations`), and accepting one. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { TuttiClient } from '@/lib/supabase/client';
import { facilityRoleSchema } from '../current/my-facilities';
import { FacilityError } from './facility-error';

const invitationSchema = z.object({
  id: z.string().uuid(),
  facility_id: z.string().uuid(),
  facility_name: z.string(),
  role: facilityRoleSchema,
  expires_at: z.string(),
});
export type MyInvitation = z.infer<typeof invitationSchema>;

export async function listMyInvitations(client: TuttiClient): Promise<MyInvitation[]> {
  const { data, error } = await client.rpc('my_facility_invitations');
  if (error) throw new FacilityError(error);
  return z.array(invitationSchema).parse(data);
}

export const myInvitationsKey = (userId: string) => ['facility', 'invitations', userId] as const;

export function useMyInvitations(client: TuttiClient, userId: string) {
  return useQuery(queryOptions({ queryKey: myInvitationsKey(userId), queryFn: () => listMyInvitations(client), refetchOnMount: 'always' }));
}

/** Resolves to the facility joined. */
export async function acceptInvitation(client: TuttiClient, invitationId: string): Promise<string> {
  const { data, error } = await client.rpc('accept_facility_invitation', { invitation: invitationId });
  if (error) throw new FacilityError(error);
  return z.string().uuid().parse(data);
}
