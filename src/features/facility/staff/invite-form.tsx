import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { SelectField, TextField } from '@/lib/forms/fields';
import { SubmitButton } from '@/lib/forms/form-parts';
import { EMAIL_PATTERN } from '@/lib/forms/patterns';
import { announce } from '@/ui/announcer';
import { facilityRoleSchema, type FacilityRole } from '../current/my-facilities';
import { inviteAndMail, type InvitationOutcome } from './invite-and-mail';
import { ProblemText } from './problem-text';
import { useStaffAction } from './use-staff-action';

const EMAIL = new RegExp(`^${EMAIL_PATTERN}$`);

/** A manager invites someone by e-mail with a role. What was typed stays when the database refuses. */
export function InviteForm({ client, facilityId, userId }: { client: TuttiClient; facilityId: string; userId: string }) {
  const { t } = useTranslation('facility');
  const action = useStaffAction(facilityId, userId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<FacilityRole>('staff');
  const [invalid, setInvalid] = useState(false);
  const [outcome, setOutcome] = useState<{ email: string; result: InvitationOutcome } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    setOutcome(null);
    if (!EMAIL.test(address)) {
      setInvalid(true);
      document.getElementById('facility-invite-email')?.focus();
      return;
    }
    setInvalid(false);
    let result: InvitationOutcome = 'sent';
    void action.act(
      async () => {
        result = await inviteAndMail(client, facilityId, address, role);
      },
      () => {
        setOutcome({ email: address, result });
        setEmail('');
        announce(t(`staff.invite.${result}`, { email: address }));
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="facility-invite-heading" className="space-y-4">
      <h3 id="facility-invite-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        {t('staff.invite.title')}
      </h3>
      <p>{t('staff.invite.intro')}</p>
      <TextField
        id="facility-invite-email"
        name="email"
        type="email"
        label={t('staff.invite.email')}
        required
        autoComplete="off"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        onValueChange={setEmail}
        errorText={invalid ? t('staff.problems.invalid_email') : undefined}
      />
      <SelectField
        name="role"
        label={t('staff.invite.role')}
        required
        value={role}
        onValueChange={(value) => setRole(facilityRoleSchema.catch('staff').parse(value))}
        options={facilityRoleSchema.options.map((value) => ({ value, label: t(`staff.roles.${value}`) }))}
      />
      <ProblemText problem={action.problem} />
      {outcome && <p className="font-semibold">{t(`staff.invite.${outcome.result}`, { email: outcome.email })}</p>}
      <SubmitButton submitting={action.busy} busyLabel={t('staff.invite.sending')}>
        {t('staff.invite.submit')}
      </SubmitButton>
    </form>
  );
}
