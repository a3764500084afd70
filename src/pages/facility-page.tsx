import { useTranslation } from 'react-i18next';
import { ConcertRoomProvider, FacilityHome } from '@/features/facility';
import { FacilityConcertRoom } from '@/features/sessions/facilitator/facility-concert-room';
import { PageHead } from '@/features/seo/page-head';

/** /facility: a facility's coming concerts (each with its room), staff and details, the landing page of its staff. Not for search engines. */
export default function FacilityPage() {
  const { t } = useTranslation('facility');
  return (
    <>
      <PageHead page="auth" noindex title={t('page.title')} description={t('page.intro')} />
      <ConcertRoomProvider value={FacilityConcertRoom}>
        <FacilityHome />
      </ConcertRoomProvider>
    </>
  );
}
