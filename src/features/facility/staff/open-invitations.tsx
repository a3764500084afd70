import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import { BUSY_BUTTON } from '@/lib/forms/form-parts';
import { dateTimeFormat } from '@/lib/intl-formatters';
import type { OpenInvitation } from './facility-staff';
import { inviteAndMail } from './invite-and-mail';
import { ProblemText } from './problem-text';
import { useStaffAction } from './use-staff-action';

/** Invitations not accepted yet; sending one again renews it for seven days and mails the link again. */
export function OpenInvitations({ client, facilityId, userId, invitations }: { client: TuttiClient; facilityId: string; userId: string; invitations: readonly OpenInvitation[] }) {
  const { t } = useTranslation('facility');
  if (invitations.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 className="text-xl font-bold text-slate-900 dark:text-white">{t('staff.open.title')}</h3>
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {invitations.map((invitation) => (
          <OpenInvitationRow key={invitation.id} client={client} facilityId={facilityId} userId={userId} invitation={invitation} />
        ))}
      </ul>
    </div>
  );
}

function OpenInvitationRow({ client, facilityId, userId, invitation }: { client: TuttiClient; facilityId: string; userId: string; invitation: OpenInvitation }) {
  const { t, i18n } = useTranslation('facility');
  const action = useStaffAction(facilityId, userId);
  const expired = Date.parse(invitation.expires_at) <= Date.now();
  const until = dateTimeFormat(i18n.language, { day: 'numeric', month: 'long' }).format(new Date(invitation.expires_at));
  const sendAgain = () => {
    let result: 'sent' | 'notMailed' = 'sent';
    void action.act(
      async () => {
        result = await inviteAndMail(client, facilityId, invitation.email, invitation.role);
      },
      () => announce(t(`staff.invite.${result}`, { email: invitation.email })),
    );
  };
  return (
    <li className="space-y-2 py-3">
      <p className="font-semibold break-all">{invitation.email}</p>
      <p>
        {t(`staff.roles.${invitation.role}`)} · {expired ? t('staff.open.expired') : t('staff.open.until', { date: until })}
      </p>
      <ProblemText problem={action.problem} />
      <Button variant="secondary" aria-disabled={action.busy || undefined} aria-label={`${t('staff.open.sendAgain')}: ${invitation.email}`} className={BUSY_BUTTON} onClick={sendAgain}>
        {t('staff.open.sendAgain')}
      </Button>
    </li>
  );
}
