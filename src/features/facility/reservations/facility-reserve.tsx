import { useCallback, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgrammeConcert } from '@/features/concerts';
import { HAS_BACKEND, SUPABASE_URL } from '@/lib/env';
import { queryClient } from '@/lib/query-client';
import type { TuttiClient } from '@/lib/supabase/client';
import { hasStoredSession } from '@/lib/supabase/stored-session';
import type { MyFacility } from '../current/my-facilities';
import { FacilitySwitcher } from '../current/facility-switcher';
import { useCurrentFacility } from '../current/use-current-facility';
import { FacilityReservationPanel } from './facility-reservation-panel';
import { FacilityStanding } from './facility-standing';
import { usePageSession } from './use-page-session';

export interface FacilityReserveProps {
  concert: ProgrammeConcert;
  onReserved: (registered: number) => void;
  /** What everyone else sees (the visitor's form): kept mounted while the session and facilities load. */
  children: ReactNode;
}

/**
 * Reserving on the concert page for the facility the signed-in person acts for (issue 25, point 3): staff of a
 * verified facility get its reservation (agency staff choose which facility), staff of a pending or suspended one
 * where it stands; anyone else the visitor's form, also while that is being read, except for a person signed in
 * on an earlier visit. The concert page sits outside the account
 * providers: the session is followed here (usePageSession) and the shared cache passed by hand.
 */
export function FacilityReserve(props: FacilityReserveProps) {
  if (!HAS_BACKEND) return props.children;
  return <FacilityOrVisitor {...props} />;
}

function FacilityOrVisitor({ concert, onReserved, children }: FacilityReserveProps) {
  const { t } = useTranslation('reserve');
  const { client, user, ready } = usePageSession();
  const [facility, setFacility] = useState<MyFacility | null>(null);
  const [settled, setSettled] = useState(false);
  const member = client && user && !user.is_anonymous ? { client, userId: user.id } : null;
  const waiting = useWaitForMember(ready && (member === null || settled));
  const onFacility = useCallback((next: MyFacility | null, known: boolean) => {
    setFacility(next);
    setSettled(known);
  }, []);
  // The visitor's part stays mounted (hidden while waiting), so a visitor whose code has just signed them in keeps
  // the step they are on while their (usually no) facilities are read.
  return (
    <>
      {member ? <MemberFacility key={member.userId} {...member} concert={concert} onReserved={onReserved} onFacility={onFacility} /> : null}
      {waiting && (
        <p role="status" className="text-lg">
          {t('checkingFacility')}
        </p>
      )}
      {member && facility ? null : (
        <div data-visitor-part="" hidden={waiting} className="space-y-4">
          {children}
        </div>
      )}
    </>
  );
}

/**
 * Whether to wait for the person's account before showing the visitor's part: only someone signed in on an
 * earlier visit (staff, most likely), only at the page's start, and never again once `known` (a visitor who signs
 * in by code later keeps their form in view). Read after hydration, before paint: the prerendered page has the form.
 */
function useWaitForMember(known: boolean): boolean {
  const [stage, setStage] = useState<'unread' | 'waiting' | 'done'>('unread');
  useLayoutEffect(() => setStage(hasStoredSession(SUPABASE_URL) ? 'waiting' : 'done'), []);
  useEffect(() => {
    if (stage === 'waiting' && known) setStage('done');
  }, [stage, known]);
  return stage === 'waiting' && !known;
}

interface MemberFacilityProps extends Omit<FacilityReserveProps, 'children'> {
  client: TuttiClient;
  userId: string;
  /** The facility the person acts for (null: none, or not known yet), and whether it is known. */
  onFacility: (facility: MyFacility | null, known: boolean) => void;
}

function MemberFacility({ client, userId, concert, onReserved, onFacility }: MemberFacilityProps) {
  const { facility, facilities, loading, choose } = useCurrentFacility(client, userId, queryClient);
  useEffect(() => {
    onFacility(facility, !loading);
    return () => onFacility(null, false);
  }, [facility, loading, onFacility]);
  if (!facility) return null;
  return (
    <div className="space-y-4">
      <FacilitySwitcher facilities={facilities} current={facility} onChoose={choose} purpose="reservation" />
      {facility.status === 'verified' ? (
        <FacilityReservationPanel key={facility.id} client={client} facility={facility} concert={concert} onReserved={onReserved} />
      ) : (
        <FacilityStanding facility={facility} />
      )}
    </div>
  );
}
