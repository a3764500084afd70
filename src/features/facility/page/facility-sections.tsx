import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { Button } from '@/ui/button';
import type { MyFacility } from '../current/my-facilities';
import { MoodSection } from '../mood/mood-section';
import { AloneMoodCard } from '../mood-entry/alone-mood-card';
import { FacilityPrivacy } from '../privacy/privacy-section';
import { FacilityStatusPanel } from '../registration/facility-status-panel';
import { StaffSection } from '../staff/staff-section';
import { ComingConcerts, PastConcerts } from './concert-sections';
import { DetailsSection } from './details-section';
import { useReservedConcerts, splitByTime } from './facility-concerts';
import { useFacilityDetails } from './facility-details';
import { useAttendance } from './facility-attendance';
import { StateLine } from './section-card';

interface SectionsProps {
  client: TuttiClient;
  facility: MyFacility;
  userId: string;
  onDeleted: (name: string) => void;
}

/**
 * The page of one facility, in the order a care manager reaches for things: where it stands, the coming concerts,
 * staff, then the past and the details, the mood check of a concert watched alone, and the managers' own cards. One
 * column on a phone and a tablet held upright, two on a wide screen.
 */
export function FacilitySections({ client, facility, userId, onDeleted }: SectionsProps) {
  const { t, i18n } = useTranslation('facility');
  const details = useFacilityDetails(client, facility.id);
  const concerts = useReservedConcerts(client, facility.id, i18n.language);
  const attendance = useAttendance(client, facility.id);
  if (details.isPending || concerts.isPending) return <StateLine role="status">{t('page.loading')}</StateLine>;
  if (details.isError || concerts.isError || details.data === null)
    return (
      <div role="alert" className="space-y-3 text-lg">
        <p>{t('page.failed')}</p>
        <Button variant="secondary" onClick={() => void Promise.all([details.refetch(), concerts.refetch()])}>
          {t('page.retry')}
        </Button>
      </div>
    );
  const clock = { id: facility.id, timeZone: details.data.time_zone };
  const { coming, past } = splitByTime(concerts.data, Date.now());
  return (
    <div className="space-y-6">
      {facility.status !== 'verified' && <FacilityStatusPanel client={client} facility={facility} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <ComingConcerts concerts={coming} facility={clock} client={client} userId={userId} />
        <StaffSection client={client} facility={facility} userId={userId} />
        <PastConcerts concerts={past} facility={clock} headsets={attendance.data} />
        <DetailsSection details={details.data} />
      </div>
      {details.data.mood_check && <AloneMoodCard client={client} facility={clock} concerts={concerts.data} />}
      {facility.role === 'manager' && <MoodSection client={client} facility={{ id: facility.id, name: facility.name, timeZone: details.data.time_zone }} />}
      {facility.role === 'manager' && <FacilityPrivacy client={client} facility={facility} userId={userId} onDeleted={onDeleted} />}
    </div>
  );
}
