import { useEffect, useState, type ReactNode } from 'react';
import type { ProgrammeConcert } from '@/features/concerts';
import { HAS_BACKEND } from '@/lib/env';
import { queryClient } from '@/lib/query-client';
import type { TuttiClient } from '@/lib/supabase/client';
import type { MyFacility } from '../current/my-facilities';
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
 * verified facility get its reservation, staff of a pending or suspended one where it stands; anyone else,
 * and everyone while that is being read, the visitor's form. The concert page sits outside the account
 * providers: the session is followed here (usePageSession) and the shared cache passed by hand.
 */
export function FacilityReserve(props: FacilityReserveProps) {
  if (!HAS_BACKEND) return props.children;
  return <FacilityOrVisitor {...props} />;
}

function FacilityOrVisitor({ concert, onReserved, children }: FacilityReserveProps) {
  const { client, user } = usePageSession();
  const [facility, setFacility] = useState<MyFacility | null>(null);
  const member = client && user && !user.is_anonymous ? { client, userId: user.id } : null;
  // The visitor's part keeps its place (the second child), so a visitor whose code has just signed them in keeps
  // the step they are on while their (usually no) facilities are read.
  return (
    <>
      {member ? <MemberFacility key={member.userId} {...member} concert={concert} onReserved={onReserved} onFacility={setFacility} /> : null}
      {member && facility ? null : children}
    </>
  );
}

interface MemberFacilityProps extends Omit<FacilityReserveProps, 'children'> {
  client: TuttiClient;
  userId: string;
  onFacility: (facility: MyFacility | null) => void;
}

function MemberFacility({ client, userId, concert, onReserved, onFacility }: MemberFacilityProps) {
  const { facility } = useCurrentFacility(client, userId, queryClient);
  useEffect(() => {
    onFacility(facility);
    return () => onFacility(null);
  }, [facility, onFacility]);
  if (!facility) return null;
  if (facility.status !== 'verified') return <FacilityStanding facility={facility} />;
  return <FacilityReservationPanel key={facility.id} client={client} facility={facility} concert={concert} onReserved={onReserved} />;
}
