import type { TuttiClient } from '@/lib/supabase/client';
import type { FacilityRole } from '../current/my-facilities';
import { sendInvitationMail } from './invitation-mail';
import { inviteMember } from './staff-changes';

/** 'sent': recorded and mailed; 'notMailed': recorded, but Auth did not take the e-mail (send it again later). */
export type InvitationOutcome = 'sent' | 'notMailed';

/** Records (or renews) the invitation first: only an invitation the database accepted is mailed. */
export async function inviteAndMail(client: TuttiClient, facilityId: string, email: string, role: FacilityRole): Promise<InvitationOutcome> {
  await inviteMember(client, facilityId, email, role);
  return (await sendInvitationMail(email.trim().toLowerCase())) ? 'sent' : 'notMailed';
}
