import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { listMyFacilities, myFacilitiesKey } from '../current/my-facilities';
import { listMyInvitations, myInvitationsKey } from '../staff/my-invitations';

export const FACILITY_PATH = '/facility';

/**
 * On /auth: someone who signs in there and belongs to a facility, or is invited to one, lands on /facility. Only on
 * signing in (a person already signed in who opens /auth came for the account screen), never when /auth was asked
 * to go somewhere else (`next`) or to set a new password; everyone else keeps the account panel.
 */
export function MembersToFacilityAfterSignIn() {
  const { loading, client, user, event } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedOutAtFirst = useRef<boolean | null>(null);
  const checked = useRef(false);
  const elsewhere = params.has('next') || params.get('mode') === 'update-password' || event === 'PASSWORD_RECOVERY';

  useEffect(() => {
    if (loading) return;
    if (signedOutAtFirst.current === null) signedOutAtFirst.current = user === null;
    if (!signedOutAtFirst.current || user === null || user.is_anonymous || client === null || elsewhere || checked.current) return;
    checked.current = true;
    void Promise.all([
      queryClient.fetchQuery({ queryKey: myFacilitiesKey(user.id), queryFn: () => listMyFacilities(client) }),
      queryClient.fetchQuery({ queryKey: myInvitationsKey(user.id), queryFn: () => listMyInvitations(client) }),
    ])
      .then(([facilities, invitations]) => {
        if (facilities.length > 0 || invitations.length > 0) void navigate(FACILITY_PATH, { replace: true });
      })
      // Not finding out is no reason to keep the person from the account panel they see now.
      .catch(() => undefined);
  }, [loading, client, user, elsewhere, navigate, queryClient]);

  return null;
}
