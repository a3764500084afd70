import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import type { TuttiClient } from '@/lib/supabase/client';
import { Button, buttonClasses } from '@/ui/button';
import { NoBackendNotice } from '@/ui/no-backend-notice';
import { useCurrentFacility } from '../current/use-current-facility';
import { InvitationOffers } from '../staff/invitation-offers';
import { useMyInvitations } from '../staff/my-invitations';
import { FacilitySections } from './facility-sections';
import { FacilitySwitcher } from '../current/facility-switcher';
import { NoFacility } from './no-facility';
import { SectionCard, StateLine } from './section-card';
import { useInvitationLink } from './use-invitation-link';

/** /facility: the landing page of a facility's staff after sign-in, and where an invitation link leads. */
export function FacilityHome() {
  const { t } = useTranslation('facility');
  const { configured, loading, client, user } = useAuth();
  const link = useInvitationLink(client);
  let body;
  if (!configured) body = <NoBackendNotice />;
  else if (loading || client === null || link === 'pending') body = <StateLine role="status">{t('page.loading')}</StateLine>;
  else if (user === null || user.is_anonymous) body = <SignInFirst linkFailed={link === 'failed'} />;
  else body = <SignedIn client={client} userId={user.id} />;
  return <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">{body}</div>;
}

function SignInFirst({ linkFailed }: { linkFailed: boolean }) {
  const { t } = useTranslation('facility');
  return (
    <>
      <PageTitle>{t('page.title')}</PageTitle>
      <SectionCard id="facility-sign-in" title={t('page.signIn.title')}>
        {linkFailed && <p role="alert">{t('page.signIn.linkFailed')}</p>}
        <p>{t('page.signIn.text')}</p>
        <Link to={`/auth?next=${encodeURIComponent('/facility')}`} className={buttonClasses('primary')}>
          {t('page.signIn.link')}
        </Link>
      </SectionCard>
    </>
  );
}

function SignedIn({ client, userId }: { client: TuttiClient; userId: string }) {
  const { t } = useTranslation('facility');
  const current = useCurrentFacility(client, userId);
  const invitations = useMyInvitations(client, userId);
  const [deleted, setDeleted] = useState<string | null>(null);
  if (current.loading || invitations.isPending) return <StateLine role="status">{t('page.loading')}</StateLine>;
  if (current.failed)
    return (
      <div role="alert" className="space-y-3 text-lg">
        <p>{t('page.failed')}</p>
        <Button variant="secondary" onClick={current.retry}>
          {t('page.retry')}
        </Button>
      </div>
    );
  const { facility } = current;
  return (
    <>
      <PageTitle>{facility?.name ?? t('page.title')}</PageTitle>
      {facility && (
        <p className="text-lg text-slate-700 dark:text-slate-300">{t(`page.yourRole.${facility.role}`)}</p>
      )}
      {facility && <FacilitySwitcher facilities={current.facilities} current={facility} onChoose={current.choose} />}
      <InvitationOffers client={client} userId={userId} invitations={invitations.data ?? []} onJoined={current.choose} />
      {facility ? (
        <FacilitySections key={facility.id} client={client} facility={facility} userId={userId} onDeleted={setDeleted} />
      ) : (
        <NoFacility deleted={deleted} />
      )}
    </>
  );
}

function PageTitle({ children }: { children: string }) {
  return <h1 className="text-4xl font-extrabold tracking-tight break-words text-brand-950 sm:text-5xl dark:text-white">{children}</h1>;
}
