import { useTranslation } from 'react-i18next';
import { FacilityHome } from '@/features/facility';
import { PageHead } from '@/features/seo/page-head';

/** /facility: a facility's coming concerts, staff and details, the landing page of its staff. Not for search engines. */
export default function FacilityPage() {
  const { t } = useTranslation('facility');
  return (
    <>
      <PageHead page="auth" noindex title={t('page.title')} description={t('page.intro')} />
      <FacilityHome />
    </>
  );
}
