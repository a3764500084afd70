/**
 * The report as CSV, the same figures as the table and the charts, line for line (per concert and month and the
 * month's concerts shown, or per month across facilities). A line with its count alone keeps the count and a note.
 */
import { toCsv, type CsvCell } from '@/lib/csv';
import type { MoodGroup } from './mood-report';
import type { LineLabels } from './mood-report-props';
import { percent } from './mood-summary';

export interface MoodCsvLabels extends Omit<LineLabels, 'subjectHeader'> {
  /** Every column's name, the subject's included. */
  header: readonly string[];
}

/** The CSV's columns, in order: the labels' header names each. */
export const MOOD_CSV_COLUMNS = [
  'month', 'subject', 'residents', 'ownAnswers', 'better', 'same', 'worse', 'meanBefore', 'meanAfter',
  'before1', 'before2', 'before3', 'before4', 'before5', 'after1', 'after2', 'after3', 'after4', 'after5', 'note',
] as const;

function line(group: MoodGroup, labels: MoodCsvLabels): CsvCell[] {
  const subject = labels.subject(group);
  const f = group.figures;
  if (f === null) return [group.month, subject, group.residents, ...Array<CsvCell>(16).fill(null), labels.countsOnly(group)];
  return [
    group.month, subject, f.residents, f.selfReported, percent(f.improved), percent(f.stayed), percent(f.declined), f.meanBefore, f.meanAfter,
    ...f.beforeFaces, ...f.afterFaces, null,
  ];
}

export function moodReportCsv(groups: readonly MoodGroup[], labels: MoodCsvLabels): string {
  if (labels.header.length !== MOOD_CSV_COLUMNS.length) throw new Error(`the CSV needs ${MOOD_CSV_COLUMNS.length} column names`);
  return toCsv(labels.header, groups.map((group) => line(group, labels)));
}
