import type { Session } from '@supabase/supabase-js';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { assuranceQuery } from '@/lib/auth/get-assurance';
import type { TuttiClient } from '@/lib/supabase/client';
import { buttonClasses } from '@/ui/button';
import { NoBackendNotice } from '@/ui/no-backend-notice';
import { type StageAccess, stageAccess } from './stage-access';
import { StageNotice } from './stage-notice';
import { useStageRoles } from './stage-roles-query';

type Refusal = Exclude<StageAccess, 'loading' | 'granted'>;

const linkOf = (reason: Refusal, concertId: string) =>
  reason === 'signedOut' ? '/auth' : reason === 'needsSecondFactor' ? '/security-dashboard' : `/concert/${encodeURIComponent(concertId)}`;

function Refused({ reason, concertId }: { reason: Refusal; concertId: string }) {
  const { t } = useTranslation('stage');
  return (
    <StageNotice title={t(`access.${reason}.title`)}>
      <p>{t(`access.${reason}.text`)}</p>
      <Link to={linkOf(reason, concertId)} className={buttonClasses('primary', 'mt-4')}>
        {t(`access.${reason}.link`)}
      </Link>
    </StageNotice>
  );
}

function Loading() {
  const { t } = useTranslation('stage');
  return <StageNotice>{t('loading')}</StageNotice>;
}

interface GateProps {
  concertId: string;
  children: (client: TuttiClient) => ReactNode;
}

/**
 * The stage to its artist, host and admins (with a second factor), and to anyone else why not. A courtesy:
 * Realtime's policies and row-level security refuse the others anyway.
 */
export function StageGate({ concertId, children }: GateProps) {
  const { configured, loading, session, client } = useAuth();
  if (!configured) return <NoBackendNotice />;
  if (loading || client === null) return <Loading />;
  if (session === null) return <Refused reason="signedOut" concertId={concertId} />;
  return (
    <SignedInGate client={client} session={session} concertId={concertId}>
      {children}
    </SignedInGate>
  );
}

function SignedInGate({ client, session, concertId, children }: GateProps & { client: TuttiClient; session: Session }) {
  const admin = session.user.app_metadata['role'] === 'admin';
  const roles = useStageRoles(client, concertId, session.user.id);
  const assurance = useQuery({ ...assuranceQuery(client, session.user.id, session.access_token), enabled: admin });
  const access = stageAccess({
    signedIn: true,
    anonymous: session.user.is_anonymous === true,
    admin,
    aal: assurance.isError ? null : assurance.data?.current,
    roles,
  });
  if (access === 'granted') return children(client);
  if (access === 'loading') return <Loading />;
  return <Refused reason={access} concertId={concertId} />;
}
