/**
 * What a mood report is given: where its lines come from, and the words that differ between the facility's report
 * and the admins' one across facilities. Everything else (the period, the charts, the table, the CSV, the printed
 * page, the scale and its limits) is the same code for both.
 */
import type { MoodGroup, ReportPeriod } from './mood-report';

export interface MoodReportSource {
  /** Its queries' key, before the period's months. */
  queryKey: readonly unknown[];
  read: (period: ReportPeriod) => Promise<MoodGroup[]>;
  /** The clock whose months the periods count. */
  timeZone: string;
}

/** Already translated. */
export interface MoodReportLabels {
  /** The printed page's heading, for the period's first and last month in words. */
  printHeading: (since: string, until: string) => string;
  /** The CSV's file name, for the period's first and last month (YYYY-MM). */
  csvFile: (since: string, until: string) => string;
  /** The table's caption, and its second column's header (what a line covers). */
  caption: string;
  subjectHeader: string;
  facesTitle: string;
  /** What a line covers: 'All concerts shown', a concert's title, a number of facilities. */
  subject: (group: MoodGroup) => string;
  /** Why a line gives its count alone. */
  countsOnly: (group: MoodGroup) => string;
  /** The report's own rules, said after the scale and its limits. */
  notes?: readonly string[];
}

export interface MoodReportProps {
  source: MoodReportSource;
  labels: MoodReportLabels;
}

/** The table's and the CSV's words for a line. */
export type LineLabels = Pick<MoodReportLabels, 'subjectHeader' | 'subject' | 'countsOnly'>;
