/** The managers' changes to their staff, each one database function (supabase/README.md, 'Care facilities'). */
import type { TuttiClient } from '@/lib/supabase/client';
import type { FacilityRole } from '../current/my-facilities';
import { FacilityError } from './facility-error';

/** Records (or renews) the invitation; the e-mail is sent apart (invitation-mail.ts). Lower case, as the rule wants. */
export async function inviteMember(client: TuttiClient, facilityId: string, email: string, role: FacilityRole): Promise<string> {
  const { data, error } = await client.rpc('invite_facility_member', { facility: facilityId, email: email.trim().toLowerCase(), role });
  if (error) throw new FacilityError(error);
  return data;
}

export async function setMemberRole(client: TuttiClient, facilityId: string, member: string, role: FacilityRole): Promise<void> {
  const { error } = await client.rpc('set_facility_member_role', { facility: facilityId, member, role });
  if (error) throw new FacilityError(error);
}

/** A manager removes a member, or anyone removes themselves (leaves). */
export async function removeMember(client: TuttiClient, facilityId: string, member: string): Promise<void> {
  const { error } = await client.rpc('remove_facility_member', { facility: facilityId, member });
  if (error) throw new FacilityError(error);
}
