import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCurrentFacility, type MyFacility } from '@/features/facility';
import type { TuttiClient } from '@/lib/supabase/client';
import { Button, buttonClasses } from '@/ui/button';

interface FacilityGateProps {
  client: TuttiClient;
  userId: string;
  /** What a verified facility's staff see: the launcher, opening sessions for `facility`. */
  children: (facility: MyFacility) => ReactNode;
}

const NOTICE = 'max-w-xl space-y-4 rounded-xl border border-slate-300 bg-white p-6 text-lg dark:border-slate-600 dark:bg-slate-900';

/**
 * Group sessions belong to a verified facility (issue 25): its staff open them. Anyone else is told why not and
 * where to go (register one, or wait for verification), instead of meeting a refusal after choosing a concert.
 */
export function FacilityGate({ client, userId, children }: FacilityGateProps) {
  const { t } = useTranslation('sessions');
  const { facility, loading, failed, retry } = useCurrentFacility(client, userId);
  if (loading) return <p role="status" className="text-lg">{t('lead.facility.loading')}</p>;
  if (failed) {
    return (
      <div role="alert" className={NOTICE}>
        <p>{t('lead.facility.failed')}</p>
        <Button variant="secondary" onClick={retry}>
          {t('lead.facility.retry')}
        </Button>
      </div>
    );
  }
  if (!facility) {
    return (
      <div className={NOTICE}>
        <p>{t('lead.facility.none')}</p>
        <Link to="/facility/register" className={buttonClasses('primary')}>
          {t('lead.facility.register')}
        </Link>
      </div>
    );
  }
  if (facility.status !== 'verified') return <p className={NOTICE}>{t(`lead.facility.${facility.status}`, { name: facility.name })}</p>;
  return (
    <>
      <p className="text-lg font-semibold">{t('lead.facility.for', { name: facility.name })}</p>
      {children(facility)}
    </>
  );
}
