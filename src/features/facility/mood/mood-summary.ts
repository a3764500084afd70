/**
 * What the report's charts draw, from the database's groups: the months' own rows (all concerts shown) in order,
 * and the faces before and after added up over the period. One source for the charts, their text alternatives,
 * the table and the CSV, so they cannot disagree.
 */
import { numberFormat } from '@/lib/intl-formatters';
import type { MoodFigures, MoodGroup } from './mood-report';

export interface MonthPoint {
  /** YYYY-MM. */
  month: string;
  figures: MoodFigures;
}

/** The months that have figures to show, oldest first. */
export function trendPoints(groups: readonly MoodGroup[]): MonthPoint[] {
  return groups
    .filter((group): group is MoodGroup & { figures: MoodFigures } => group.concertId === null && group.figures !== null)
    .map((group) => ({ month: group.month, figures: group.figures }))
    .sort((a, b) => a.month.localeCompare(b.month));
}

export interface FaceCount {
  /** 1 (very sad) to 5 (very happy). */
  face: number;
  before: number;
  after: number;
}

/** How many residents were at each face before and after, over every month shown. */
export function faceTotals(points: readonly MonthPoint[]): FaceCount[] {
  return [1, 2, 3, 4, 5].map((face) => ({
    face,
    before: points.reduce((sum, point) => sum + (point.figures.beforeFaces[face - 1] ?? 0), 0),
    after: points.reduce((sum, point) => sum + (point.figures.afterFaces[face - 1] ?? 0), 0),
  }));
}

/** A share (0–1) as a whole percentage: the one rounding the charts, their words, the table and the CSV all use. */
// Through toFixed: 0.575 × 100 is 57.49999… in binary, and would round down where the reader expects 58.
export const percent = (share: number) => Math.round(Number((share * 100).toFixed(6)));

/** That whole percentage in the page's language ('57%', '57 %'). */
export const formatPercent = (share: number, language: string) => numberFormat(language, { style: 'unit', unit: 'percent' }).format(percent(share));
