import { useTranslation } from 'react-i18next';
import { FacilityRegisterScreen } from '@/features/facility';
import { PageHead } from '@/features/seo/page-head';

/** /facility/register: a care manager registers the facility and sees where it stands. Not for search engines. */
export default function FacilityRegisterPage() {
  const { t } = useTranslation('facility');
  return (
    <>
      <PageHead page="auth" noindex title={t('register.title')} description={t('register.intro')} />
      <FacilityRegisterScreen />
    </>
  );
}
