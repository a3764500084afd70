/**
 * The report as CSV, the same figures as the table and the charts: one line per concert and month, then the
 * month's line for its concerts shown. A group too small to show keeps its count and a note, nothing else.
 */
import { toCsv, type CsvCell } from '@/lib/csv';
import type { MoodGroup } from './mood-report';
import { percent } from './mood-summary';

export interface MoodCsvLabels {
  header: readonly string[];
  allConcerts: string;
  tooFew: string;
  concertTitle: (id: string) => string;
}

/** The CSV's columns, in order: the labels' header names each. */
export const MOOD_CSV_COLUMNS = [
  'month', 'concert', 'residents', 'ownAnswers', 'better', 'same', 'worse', 'meanBefore', 'meanAfter',
  'before1', 'before2', 'before3', 'before4', 'before5', 'after1', 'after2', 'after3', 'after4', 'after5', 'note',
] as const;

function line(group: MoodGroup, labels: MoodCsvLabels): CsvCell[] {
  const concert = group.concertId === null ? labels.allConcerts : labels.concertTitle(group.concertId);
  const f = group.figures;
  if (f === null) return [group.month, concert, group.residents, ...Array<CsvCell>(16).fill(null), labels.tooFew];
  return [
    group.month, concert, f.residents, f.selfReported, percent(f.improved), percent(f.stayed), percent(f.declined), f.meanBefore, f.meanAfter,
    ...f.beforeFaces, ...f.afterFaces, null,
  ];
}

export function moodReportCsv(groups: readonly MoodGroup[], labels: MoodCsvLabels): string {
  if (labels.header.length !== MOOD_CSV_COLUMNS.length) throw new Error(`the CSV needs ${MOOD_CSV_COLUMNS.length} column names`);
  return toCsv(labels.header, groups.map((group) => line(group, labels)));
}
