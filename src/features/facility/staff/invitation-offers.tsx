import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import { BUSY_BUTTON } from '@/lib/forms/form-parts';
import { useSubmission } from '@/lib/forms/use-submission';
import { myFacilitiesKey } from '../current/my-facilities';
import { problemOf, type FacilityProblem } from './facility-error';
import { acceptInvitation, myInvitationsKey, type MyInvitation } from './my-invitations';
import { ProblemText } from './problem-text';

interface OffersProps {
  client: TuttiClient;
  userId: string;
  invitations: readonly MyInvitation[];
  /** Called with the facility joined, so the page shows it at once. */
  onJoined: (facilityId: string) => void;
}

/** 'De Linde invites you to join as staff', with Accept: the invitations to the signed-in address. */
export function InvitationOffers({ client, userId, invitations, onJoined }: OffersProps) {
  const { t } = useTranslation('facility');
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="facility-offers-heading" className="space-y-4 rounded-2xl border-2 border-brand-700 bg-brand-50 p-4 text-lg sm:p-6 dark:border-stage-300 dark:bg-slate-900">
      <h2 id="facility-offers-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t('staff.offers.title')}
      </h2>
      <ul className="space-y-4">
        {invitations.map((invitation) => (
          <Offer key={invitation.id} client={client} userId={userId} invitation={invitation} onJoined={onJoined} />
        ))}
      </ul>
    </section>
  );
}

function Offer({ client, userId, invitation, onJoined }: Omit<OffersProps, 'invitations'> & { invitation: MyInvitation }) {
  const { t } = useTranslation('facility');
  const queryClient = useQueryClient();
  const { submitting, run } = useSubmission();
  const [problem, setProblem] = useState<FacilityProblem | null>(null);
  const accept = () =>
    void run(async () => {
      setProblem(null);
      try {
        const facilityId = await acceptInvitation(client, invitation.id);
        onJoined(facilityId);
        announce(t('staff.offers.joined', { facility: invitation.facility_name }));
      } catch (error) {
        setProblem(problemOf(error));
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myFacilitiesKey(userId) }),
        queryClient.invalidateQueries({ queryKey: myInvitationsKey(userId) }),
      ]);
    });
  return (
    <li className="space-y-3">
      <p className="font-semibold">{t(`staff.offers.invites.${invitation.role}`, { facility: invitation.facility_name })}</p>
      <ProblemText problem={problem} />
      <Button aria-disabled={submitting || undefined} aria-label={`${t('staff.offers.accept')}: ${invitation.facility_name}`} className={BUSY_BUTTON} onClick={accept}>
        {t('staff.offers.accept')}
      </Button>
    </li>
  );
}
