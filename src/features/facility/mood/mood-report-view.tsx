import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '@/lib/forms/fields';
import { Button } from '@/ui/button';
import { StateLine } from '../page/section-card';
import type { MoodReportProps } from './mood-report-props';
import { monthFormatter } from './month-names';
import { ReportFigures } from './report-figures';
import { PERIOD_KEYS, reportPeriod, type PeriodKey } from './report-period';

/**
 * A mood report (issue 26, point 3), a facility's or across facilities: the period, the trend per month, the faces
 * before and after, every figure in a table, as CSV, and as a printed A4 page that says what the scale means and
 * what it cannot show. Loaded only where a report is shown: the chart library comes with it.
 */
export default function MoodReportView({ source, labels }: MoodReportProps) {
  const { t, i18n } = useTranslation('facility');
  const periodId = useId();
  const [periodKey, setPeriodKey] = useState<PeriodKey>('last12');
  const period = reportPeriod(periodKey, new Date(), source.timeZone);
  const report = useQuery({ queryKey: [...source.queryKey, period.since, period.until], queryFn: () => source.read(period) });
  const formatMonth = monthFormatter(i18n.language);
  return (
    <div className="space-y-6" data-print-area="mood">
      <p className="hidden text-xl font-bold print:block">{labels.printHeading(formatMonth(period.since), formatMonth(period.until))}</p>
      <div className="max-w-md print:hidden">
        <label htmlFor={periodId} className="block text-lg font-semibold text-slate-900 dark:text-white">
          {t('mood.period.label')}
        </label>
        <select id={periodId} value={periodKey} onChange={(event) => setPeriodKey(event.target.value as PeriodKey)} className={controlClasses(false, 'mt-2 block w-full')}>
          {PERIOD_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`mood.period.${key}`)}
            </option>
          ))}
        </select>
      </div>
      {report.isPending ? (
        <StateLine role="status">{t('mood.loading')}</StateLine>
      ) : report.isError ? (
        <div role="alert" className="space-y-3">
          <p>{t('mood.failed')}</p>
          <Button variant="secondary" onClick={() => void report.refetch()}>
            {t('mood.retry')}
          </Button>
        </div>
      ) : report.data.length === 0 ? (
        <StateLine role="status">{t('mood.empty')}</StateLine>
      ) : (
        <ReportFigures groups={report.data} period={period} formatMonth={formatMonth} labels={labels} />
      )}
      <div className="space-y-2 text-base text-slate-700 dark:text-slate-300">
        <p>{t('mood.scaleExplained')}</p>
        <p>{t('mood.limits')}</p>
        {labels.notes?.map((note) => <p key={note}>{note}</p>)}
      </div>
    </div>
  );
}
