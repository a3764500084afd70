import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { Button } from '@/ui/button';
import type { MyFacility } from '../current/my-facilities';
import { useMembers, useOpenInvitations } from './facility-staff';
import { InviteForm } from './invite-form';
import { MemberRow } from './member-row';
import { OpenInvitations } from './open-invitations';

/**
 * The facility's staff: who has joined, and for its managers the invitations and every change. The database
 * decides (a staff member's change is refused); the buttons only follow the role it reports.
 */
export function StaffSection({ client, facility, userId }: { client: TuttiClient; facility: MyFacility; userId: string }) {
  const { t } = useTranslation('facility');
  const manages = facility.role === 'manager';
  const members = useMembers(client, facility.id);
  const invitations = useOpenInvitations(client, facility.id, manages);
  return (
    <section aria-labelledby="facility-staff-heading" className="min-w-0 space-y-6 rounded-2xl border border-slate-300 bg-white p-4 text-lg sm:p-6 dark:border-slate-600 dark:bg-slate-900">
      <h2 id="facility-staff-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t('staff.title')}
      </h2>
      {members.isPending ? (
        <p role="status">{t('staff.loading')}</p>
      ) : members.isError ? (
        <div role="alert" className="space-y-3">
          <p>{t('staff.failed')}</p>
          <Button variant="secondary" onClick={() => void members.refetch()}>
            {t('page.retry')}
          </Button>
        </div>
      ) : (
        <ul aria-label={t('staff.membersLabel')} className="divide-y divide-slate-200 dark:divide-slate-700">
          {members.data.map((member) => (
            <MemberRow key={member.user_id} client={client} facility={facility} member={member} userId={userId} manages={manages} />
          ))}
        </ul>
      )}
      {manages && (
        <>
          <OpenInvitations client={client} facilityId={facility.id} userId={userId} invitations={invitations.data ?? []} />
          <InviteForm client={client} facilityId={facility.id} userId={userId} />
        </>
      )}
    </section>
  );
}
