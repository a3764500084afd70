import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TuttiClient } from '@/lib/supabase/client';
import { inlineLinkClasses } from '@/ui/link-classes';
import { DeleteFacility } from './delete-section';
import { ExportData } from './export-section';

interface PrivacyProps {
  client: TuttiClient;
  facility: { id: string; name: string };
  userId: string;
  onDeleted: (name: string) => void;
}

/** The manager's hold on the facility's data: take all of it, or remove it. */
export function FacilityPrivacy({ client, facility, userId, onDeleted }: PrivacyProps) {
  const { t } = useTranslation('facility');
  return (
    <section aria-labelledby="facility-privacy-heading" className="min-w-0 space-y-6 rounded-2xl border border-slate-300 bg-white p-4 text-lg sm:p-6 dark:border-slate-600 dark:bg-slate-900">
      <h2 id="facility-privacy-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t('page.privacy.title')}
      </h2>
      <p>
        {t('page.privacy.intro')}{' '}
        <Link to="/privacy#facility-accounts" className={inlineLinkClasses}>
          {t('page.privacy.policyLink')}
        </Link>
      </p>
      <ExportData client={client} facilityId={facility.id} />
      <DeleteFacility client={client} facility={facility} userId={userId} onDeleted={onDeleted} />
    </section>
  );
}
