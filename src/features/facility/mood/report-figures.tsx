import { useTranslation } from 'react-i18next';
import { downloadText } from '@/lib/download-text';
import { Button } from '@/ui/button';
import { moodReportCsv } from './mood-csv';
import { MoodFacesChart } from './mood-faces-chart';
import type { MoodGroup, ReportPeriod } from './mood-report';
import type { MoodReportLabels } from './mood-report-props';
import { faceTotals, trendPoints } from './mood-summary';
import { MoodTable, TABLE_COLUMNS } from './mood-table';
import { MoodTrendChart } from './mood-trend-chart';
import { monthFormatter } from './month-names';
import { printMoodReport } from './print-report';

interface FiguresProps {
  groups: readonly MoodGroup[];
  period: ReportPeriod;
  formatMonth: (month: string) => string;
  labels: MoodReportLabels;
}

/** The report's figures: CSV and print, the charts of the months that have figures, and the table of every line. */
export function ReportFigures({ groups, period, formatMonth, labels }: FiguresProps) {
  const { t, i18n } = useTranslation('facility');
  const points = trendPoints(groups);
  // A month with its count alone is in the table but not in the charts: said, so that a gap is not read as a trend.
  const countsOnly = groups.filter((group) => group.concertId === null && group.figures === null).map((group) => formatMonth(group.month));
  const download = () => {
    // The table's words, then 'Before 1' … 'After 5' for the faces, then the note (MOOD_CSV_COLUMNS' order).
    const faces = (moment: 'before' | 'after') => [1, 2, 3, 4, 5].map((face) => `${t(`mood.faces.${moment}`)} ${face}`);
    // Shares are whole percentages in the CSV: their columns say so.
    const named = (column: (typeof TABLE_COLUMNS)[number]) =>
      column === 'subject' ? labels.subjectHeader : ['better', 'same', 'worse'].includes(column) ? `${t(`mood.table.${column}`)} (%)` : t(`mood.table.${column}`);
    const header = [...TABLE_COLUMNS.map(named), ...faces('before'), ...faces('after'), t('mood.csvNote')];
    const csv = moodReportCsv(groups, { header, subject: labels.subject, countsOnly: labels.countsOnly });
    downloadText(labels.csvFile(period.since, period.until), csv, 'text/csv;charset=utf-8');
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
      {countsOnly.length > 0 && (
        <p className="rounded-xl border-2 border-slate-400 p-3 dark:border-slate-500" data-counts-only>
          {t('mood.countsOnlyMonths', { months: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(countsOnly), count: countsOnly.length })}
        </p>
      )}
      {points.length > 0 && (
        <div className="grid gap-6 xl:grid-cols-2 print:grid-cols-1">
          <MoodTrendChart points={points} formatMonth={formatMonth} formatLabel={monthFormatter(i18n.language, 'short')} />
          <MoodFacesChart counts={faceTotals(points)} title={labels.facesTitle} />
        </div>
      )}
      <MoodTable groups={groups} formatMonth={formatMonth} caption={labels.caption} labels={labels} />
    </>
  );
}
