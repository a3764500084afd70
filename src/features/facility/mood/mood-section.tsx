import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '@/lib/lazy-part';
import { Button } from '@/ui/button';
import { SectionCard } from '../page/section-card';
import type { MoodReportProps } from './mood-report-body';

const { Part: ReportBody } = lazyPart(() => import('./mood-report-body'));

/**
 * 'Does it help?': the mood report's card on the facility's page, for its managers. The report, and the chart
 * library with it, load only when the card is there (never on another page, nor for staff).
 */
export function MoodSection(props: MoodReportProps) {
  const { t } = useTranslation('facility');
  const [failed, setFailed] = useState(false);
  return (
    <SectionCard id="mood" title={t('mood.title')}>
      <p className="print:hidden">{t('mood.intro')}</p>
      {failed ? (
        <div role="alert" className="space-y-3">
          <p>{t('mood.failed')}</p>
          <Button variant="secondary" onClick={() => setFailed(false)}>
            {t('mood.retry')}
          </Button>
        </div>
      ) : (
        <ReportBody {...props} onFailed={() => setFailed(true)} />
      )}
    </SectionCard>
  );
}
