import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { concertText, useConcerts } from '@/features/concerts';
import { downloadText } from '@/lib/download-text';
import type { TuttiClient } from '@/lib/supabase/client';
import { controlClasses } from '@/lib/forms/fields';
import { Button } from '@/ui/button';
import { StateLine } from '../page/section-card';
import { moodReportCsv } from './mood-csv';
import { MoodFacesChart } from './mood-faces-chart';
import { PERIOD_KEYS, reportPeriod, useMoodReport, type MoodGroup, type PeriodKey, type ReportPeriod } from './mood-report';
import { faceTotals, trendPoints } from './mood-summary';
import { monthFormatter } from './month-names';
import { MoodTable, TABLE_COLUMNS } from './mood-table';
import { MoodTrendChart } from './mood-trend-chart';
import { printMoodReport } from './print-report';

export interface MoodReportProps {
  client: TuttiClient;
  facility: { id: string; name: string; timeZone: string };
}

/** The concert's title in the page's language, from the programme; its id while the programme is not there. */
function useConcertTitles(language: string) {
  const concerts = useConcerts();
  return (id: string) => {
    const concert = concerts.data?.find((c) => c.id === id);
    return (concert && concertText(concert, language).title) || id;
  };
}

/**
 * The report a care manager takes to the board (issue 26, point 3): the period, the trend per month, the faces
 * before and after, every figure in a table, as CSV, and as a printed A4 page that says what the scale means and
 * what it cannot show. Loaded only here: the chart library comes with it.
 */
export default function MoodReportBody({ client, facility }: MoodReportProps) {
  const { t, i18n } = useTranslation('facility');
  const [periodKey, setPeriodKey] = useState<PeriodKey>('last12');
  const period = reportPeriod(periodKey, new Date(), facility.timeZone);
  const report = useMoodReport(client, facility.id, period);
  const formatMonth = monthFormatter(i18n.language);
  const concertTitle = useConcertTitles(i18n.language);
  return (
    <div className="space-y-6" data-print-area="mood">
      <p className="hidden text-xl font-bold print:block">
        {t('mood.printHeading', { facility: facility.name, since: formatMonth(period.since), until: formatMonth(period.until) })}
      </p>
      <div className="max-w-md print:hidden">
        <label htmlFor="mood-period" className="block text-lg font-semibold text-slate-900 dark:text-white">
          {t('mood.period.label')}
        </label>
        <select id="mood-period" value={periodKey} onChange={(event) => setPeriodKey(event.target.value as PeriodKey)} className={controlClasses(false, 'mt-2 block w-full')}>
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
        <Figures groups={report.data} period={period} formatMonth={formatMonth} concertTitle={concertTitle} />
      )}
      <div className="space-y-2 text-base text-slate-700 dark:text-slate-300">
        <p>{t('mood.scaleExplained')}</p>
        <p>{t('mood.limits')}</p>
      </div>
    </div>
  );
}

interface FiguresProps {
  groups: readonly MoodGroup[];
  period: ReportPeriod;
  formatMonth: (month: string) => string;
  concertTitle: (id: string) => string;
}

function Figures({ groups, period, formatMonth, concertTitle }: FiguresProps) {
  const { t, i18n } = useTranslation('facility');
  const points = trendPoints(groups);
  const download = () => {
    // The table's words, then 'Before 1' … 'After 5' for the faces, then the note (MOOD_CSV_COLUMNS' order).
    const faces = (moment: 'before' | 'after') => [1, 2, 3, 4, 5].map((face) => `${t(`mood.faces.${moment}`)} ${face}`);
    // Shares are whole percentages in the CSV: their columns say so.
    const named = (column: (typeof TABLE_COLUMNS)[number]) => (['better', 'same', 'worse'].includes(column) ? `${t(`mood.table.${column}`)} (%)` : t(`mood.table.${column}`));
    const header = [...TABLE_COLUMNS.map(named), ...faces('before'), ...faces('after'), t('mood.csvNote')];
    const csv = moodReportCsv(groups, { header, allConcerts: t('mood.table.allConcerts'), tooFew: t('mood.table.tooFew'), concertTitle });
    downloadText(t('mood.csvFile', { since: period.since, until: period.until }), csv, 'text/csv;charset=utf-8');
  };
  return (
    <>
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button variant="secondary" onClick={download}>
          {t('mood.csv')}
        </Button>
        <Button variant="secondary" onClick={printMoodReport}>
          {t('mood.print')}
        </Button>
      </div>
      {points.length > 0 && (
        <div className="grid gap-6 xl:grid-cols-2 print:grid-cols-1">
          <MoodTrendChart points={points} formatMonth={formatMonth} formatLabel={monthFormatter(i18n.language, 'short')} />
          <MoodFacesChart counts={faceTotals(points)} />
        </div>
      )}
      <MoodTable groups={groups} formatMonth={formatMonth} concertTitle={concertTitle} />
    </>
  );
}
