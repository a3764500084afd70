/** What other features use of the mood reports: the report itself (loaded lazily) and the lines' schema. */
export { MoodReport, preloadMoodReport } from './mood-report-part';
export type { MoodReportLabels, MoodReportProps, MoodReportSource } from './mood-report-props';
export { moodFiguresSchema, moodMonthSchema, periodArgs, type MoodFigures, type MoodGroup, type ReportPeriod } from './mood-report';
