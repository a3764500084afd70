/**
 * A facility's members (everyone in it reads them) and its open invitations (its managers read them), from the
 * tables RLS opens to them. Both are read fresh on every mount: a role changed elsewhere shows on the next visit.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { TuttiClient } from '@/lib/supabase/client';
import { facilityRoleSchema } from '../current/my-facilities';
import { FacilityError } from './facility-error';

const memberSchema = z.object({ user_id: z.string().uuid(), role: facilityRoleSchema, email: z.string(), joined_at: z.string() });
export type FacilityMember = z.infer<typeof memberSchema>;

const invitationSchema = z.object({ id: z.string().uuid(), email: z.string(), role: facilityRoleSchema, created_at: z.string(), expires_at: z.string() });
export type OpenInvitation = z.infer<typeof invitationSchema>;

export async function listMembers(client: TuttiClient, facilityId: string): Promise<FacilityMember[]> {
  const { data, error } = await client
    .from('facility_members')
    .select('user_id, role, email, joined_at')
    .eq('facility_id', facilityId)
    .order('joined_at', { ascending: true });
  if (error) throw new FacilityError(error);
  return z.array(memberSchema).parse(data);
}

/** Unaccepted ones, expired included: the manager sees those too, and may send them again. */
export async function listOpenInvitations(client: TuttiClient, facilityId: string): Promise<OpenInvitation[]> {
  const { data, error } = await client
    .from('facility_invitations')
    .select('id, email, role, created_at, expires_at')
    .eq('facility_id', facilityId)
    .is('accepted_at', null)
    .order('created_at', { ascending: true });
  if (error) throw new FacilityError(error);
  return z.array(invitationSchema).parse(data);
}

export const staffKeys = {
  all: (facilityId: string) => ['facility', 'staff', facilityId] as const,
  members: (facilityId: string) => ['facility', 'staff', facilityId, 'members'] as const,
  invitations: (facilityId: string) => ['facility', 'staff', facilityId, 'invitations'] as const,
};

export function useMembers(client: TuttiClient, facilityId: string) {
  return useQuery(queryOptions({ queryKey: staffKeys.members(facilityId), queryFn: () => listMembers(client, facilityId), refetchOnMount: 'always' }));
}

export function useOpenInvitations(client: TuttiClient, facilityId: string, enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: staffKeys.invitations(facilityId), queryFn: () => listOpenInvitations(client, facilityId), refetchOnMount: 'always', enabled }),
  );
}
