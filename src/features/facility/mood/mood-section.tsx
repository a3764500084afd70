import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { Button } from '@/ui/button';
import { SectionCard } from '../page/section-card';
import { MoodCheckSwitch } from './mood-check-switch';
import { MoodReport } from './mood-report-part';
import { useFacilityReport, type ReportedFacility } from './use-facility-report';

/**
 * 'Does it help?': the mood check's card on the facility's page, for its managers: whether residents are asked,
 * and the report. The report, and the chart library with it, load only when the card is there (never on another
 * page, nor for staff).
 */
export function MoodSection({ client, facility }: { client: TuttiClient; facility: ReportedFacility }) {
  const { t } = useTranslation('facility');
  const [failed, setFailed] = useState(false);
  const report = useFacilityReport(client, facility);
  return (
    <SectionCard id="mood" title={t('mood.title')}>
      <p className="print:hidden">{t('mood.intro')}</p>
      <MoodCheckSwitch client={client} facilityId={facility.id} />
      {failed ? (
        <div role="alert" className="space-y-3">
          <p>{t('mood.failed')}</p>
          <Button variant="secondary" onClick={() => setFailed(false)}>
            {t('mood.retry')}
          </Button>
        </div>
      ) : (
        <MoodReport {...report} onFailed={() => setFailed(true)} />
      )}
    </SectionCard>
  );
}
