/**
 * A mood report's lines as the database gives them (`public.mood_figures`): per month, for one concert or for the
 * month's concerts together (a facility's report), or for every facility together (the admins' report). A group too
 * small to show comes with its count alone, every figure null; it is shown as counts only.
 */
import { z } from 'zod';

const faces = z.array(z.number().int().nonnegative()).length(5);
const share = z.number().min(0).max(1);
const residents = z.number().int().nonnegative();

/** What a group's before and after say, when it is large enough to be shown. */
export interface MoodFigures {
  residents: number;
  /** Of them, how many chose a face themselves both times (the rest were observed by staff). */
  selfReported: number;
  improved: number;
  stayed: number;
  declined: number;
  /** How many residents were at each face, 1 (very sad) to 5 (very happy). */
  beforeFaces: readonly number[];
  afterFaces: readonly number[];
  meanBefore: number;
  meanAfter: number;
}

const shownSchema = z
  .object({
    residents,
    self_reported: residents,
    improved: share,
    stayed: share,
    declined: share,
    before_faces: faces,
    after_faces: faces,
    mean_before: z.number(),
    mean_after: z.number(),
  })
  .transform(
    (f): MoodFigures => ({
      residents: f.residents,
      selfReported: f.self_reported,
      improved: f.improved,
      stayed: f.stayed,
      declined: f.declined,
      beforeFaces: f.before_faces,
      afterFaces: f.after_faces,
      meanBefore: f.mean_before,
      meanAfter: f.mean_after,
    }),
  );
const nothing = z.null();
const hiddenSchema = z.object({
  residents,
  self_reported: nothing,
  improved: nothing,
  stayed: nothing,
  declined: nothing,
  before_faces: nothing,
  after_faces: nothing,
  mean_before: nothing,
  mean_after: nothing,
});

/**
 * A line's `figures`: every one of them, or the count alone. Anything in between (a figure missing, a share out
 * of 0–1) is refused rather than drawn wrong.
 */
export const moodFiguresSchema = z
  .union([shownSchema, hiddenSchema])
  .transform((f) => ({ residents: f.residents, figures: 'meanBefore' in f ? f : null }));

/** The month as the database names it (its first day), as YYYY-MM. */
export const moodMonthSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-01$/)
  .transform((month) => month.slice(0, 7));

export interface MoodGroup {
  /** The month, as YYYY-MM. */
  month: string;
  /** Null for the month's own line (its concerts shown together, or every facility); else one concert's. */
  concertId: string | null;
  /** In the admins' report: how many facilities the month's residents came from. */
  facilities?: number;
  residents: number;
  /** Null when the group is too small to show: its count alone is given. */
  figures: MoodFigures | null;
}

/** The months from `since` to `until` (YYYY-MM, both included). */
export interface ReportPeriod {
  since: string;
  until: string;
}

/** The last day of a YYYY-MM month, as the database's `until` takes it. */
export const lastDayOf = (month: string) => {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
};

/** A period as the reports' functions take it: whole months, first day to last. */
export const periodArgs = (period: ReportPeriod) => ({ since: `${period.since}-01`, until: lastDayOf(period.until) });
