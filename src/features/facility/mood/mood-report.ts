/**
 * A facility's mood report as the database gives it (`facility_mood_report()`, managers only): per month and
 * concert, and per month for the concerts shown, the residents who answered before and after and what changed.
 * A group under five residents comes with its count alone (every figure null): it is shown as too small.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dateTimeFormat } from '@/lib/intl-formatters';
import type { TuttiClient } from '@/lib/supabase/client';

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

const rowSchema = z
  .object({ month: z.string().regex(/^\d{4}-\d{2}-01$/), concert_id: z.string().nullable(), figures: z.union([shownSchema, hiddenSchema]) })
  .transform(
    (row): MoodGroup => ({
      month: row.month.slice(0, 7),
      concertId: row.concert_id,
      residents: row.figures.residents,
      figures: 'meanBefore' in row.figures ? row.figures : null,
    }),
  );

export interface MoodGroup {
  /** The month, as YYYY-MM. */
  month: string;
  /** Null for the month's concerts shown, together. */
  concertId: string | null;
  residents: number;
  /** Null when the group is under five residents: no figure of it is shown. */
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

export async function readMoodReport(client: TuttiClient, facility: string, period: ReportPeriod): Promise<MoodGroup[]> {
  const { data, error } = await client.rpc('facility_mood_report', { facility, since: `${period.since}-01`, until: lastDayOf(period.until) });
  if (error) throw error;
  return z.array(rowSchema).parse(data);
}

export function useMoodReport(client: TuttiClient, facility: string, period: ReportPeriod) {
  return useQuery(
    queryOptions({ queryKey: ['facility', facility, 'mood', period.since, period.until], queryFn: () => readMoodReport(client, facility, period) }),
  );
}

export const PERIOD_KEYS = ['last12', 'last6', 'thisYear', 'lastYear'] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];

/** The months a period choice covers, up to the month of `now` on the facility's clock. */
export function reportPeriod(key: PeriodKey, now: Date, timeZone: string): ReportPeriod {
  const parts = dateTimeFormat('en', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(now);
  const year = Number(parts.find((part) => part.type === 'year')?.value);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  const current = `${year}-${String(month).padStart(2, '0')}`;
  const monthsBack = (n: number) => new Date(Date.UTC(year, month - 1 - n, 1)).toISOString().slice(0, 7);
  switch (key) {
    case 'last12':
      return { since: monthsBack(11), until: current };
    case 'last6':
      return { since: monthsBack(5), until: current };
    case 'thisYear':
      return { since: `${year}-01`, until: current };
    case 'lastYear':
      return { since: `${year - 1}-01`, until: `${year - 1}-12` };
  }
}
