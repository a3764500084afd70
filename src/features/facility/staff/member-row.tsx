import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import { BUSY_BUTTON } from '@/lib/forms/form-parts';
import { dateTimeFormat } from '@/lib/intl-formatters';
import type { FacilityMember } from './facility-staff';
import { ProblemText } from './problem-text';
import { removeMember, setMemberRole } from './staff-changes';
import { useStaffAction } from './use-staff-action';

interface MemberRowProps {
  client: TuttiClient;
  facility: { id: string; name: string };
  member: FacilityMember;
  userId: string;
  /** The viewer manages this facility: they change roles and remove others. */
  manages: boolean;
}

/** One member: address, role, when they joined; for a manager the role switch and removal, for oneself leaving. */
export function MemberRow({ client, facility, member, userId, manages }: MemberRowProps) {
  const { t, i18n } = useTranslation('facility');
  const action = useStaffAction(facility.id, userId);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const self = member.user_id === userId;
  const otherRole = member.role === 'manager' ? 'staff' : 'manager';
  const roleLabel = t(otherRole === 'manager' ? 'staff.makeManager' : 'staff.makeStaff');
  const joined = dateTimeFormat(i18n.language, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(member.joined_at));

  const changeRole = () =>
    void action.act(
      () => setMemberRole(client, facility.id, member.user_id, otherRole),
      () => announce(t(`staff.roleChanged.${otherRole}`, { email: member.email })),
    );
  const remove = () =>
    void action.act(
      () => removeMember(client, facility.id, member.user_id),
      () => announce(t(self ? 'staff.left' : 'staff.removed', { email: member.email, facility: facility.name })),
    );
  const askFirst = () => {
    setConfirming(true);
    requestAnimationFrame(() => confirmRef.current?.focus());
  };

  return (
    <li className="space-y-3 py-4">
      <div>
        <p className="font-semibold break-all text-slate-900 dark:text-white">
          {member.email}
          {self && <span className="font-normal"> {t('staff.you')}</span>}
        </p>
        <p>
          {t(`staff.roles.${member.role}`)} · {t('staff.joined', { date: joined })}
        </p>
      </div>
      <ProblemText problem={action.problem} />
      {confirming ? (
        <div className="space-y-3 rounded-xl border-2 border-red-700 p-3 dark:border-red-400">
          <p ref={confirmRef} tabIndex={-1}>
            {t(self ? 'staff.confirmLeave' : 'staff.confirmRemove', { email: member.email, facility: facility.name })}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button aria-disabled={action.busy || undefined} className={BUSY_BUTTON} onClick={remove}>
              {t(self ? 'staff.leaveYes' : 'staff.removeYes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('staff.keep')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          {manages && (
            <Button variant="secondary" aria-disabled={action.busy || undefined} aria-label={`${roleLabel}: ${member.email}`} className={BUSY_BUTTON} onClick={changeRole}>
              {roleLabel}
            </Button>
          )}
          {(manages || self) && (
            <Button variant="secondary" aria-label={self ? undefined : `${t('staff.remove')}: ${member.email}`} onClick={askFirst}>
              {t(self ? 'staff.leave' : 'staff.remove')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
