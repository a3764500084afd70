import { queryClient } from '@/lib/query-client';
import type { TuttiClient } from '@/lib/supabase/client';
import { useCurrentFacility } from '../current/use-current-facility';
import { useFacilityDetails } from '../page/facility-details';
import { usePageSession } from '../reservations/use-page-session';
import { AloneHeadsetCard } from './alone-headset-card';
import type { AloneHeadsetMoodProps } from './alone-headset-mood';

/**
 * Loaded only for a person signed in on this device: the concert page sits outside the account providers, so the
 * session is followed here (usePageSession) and the shared cache given by hand.
 */
export default function AloneHeadsetPart(props: AloneHeadsetMoodProps) {
  const { client, user } = usePageSession();
  if (!client || !user || user.is_anonymous) return null;
  return <MemberCheck key={user.id} client={client} userId={user.id} {...props} />;
}

interface MemberCheckProps extends AloneHeadsetMoodProps {
  client: TuttiClient;
  userId: string;
}

/** For the facility the person acts for (chosen on /facility or beside 'Reserve'), when its check is on. */
function MemberCheck({ client, userId, ...props }: MemberCheckProps) {
  const { facility } = useCurrentFacility(client, userId, queryClient);
  if (!facility) return null;
  return <FacilityCheck key={facility.id} client={client} facility={facility} {...props} />;
}

function FacilityCheck({ client, facility, concert, player, onHold }: AloneHeadsetMoodProps & { client: TuttiClient; facility: { id: string; name: string } }) {
  const details = useFacilityDetails(client, facility.id, queryClient);
  if (details.data?.mood_check !== true) return null;
  // A card per concert: going to another concert's page starts afresh, with that concert's own check.
  return <AloneHeadsetCard key={concert} client={client} facility={facility} concert={concert} player={player} onHold={onHold} />;
}
