import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarStackHorizontal } from '@visx/shape';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartLegend } from './chart-legend';
import { formatPercent, percent, type MonthPoint } from './mood-summary';
import { useChartSize } from './use-chart-size';

const KEYS = ['better', 'same', 'worse'] as const;
type Key = (typeof KEYS)[number];
type Row = { month: string } & Record<Key, number>;

/** The three shares' colours, each at least 3:1 against the card in light and dark mode (WCAG 1.4.11). */
export const SHARE_CLASSES: Record<Key, string> = {
  better: 'fill-teal-700 dark:fill-teal-400',
  same: 'fill-slate-500 dark:fill-slate-400',
  worse: 'fill-amber-600 dark:fill-amber-400',
};

/** Rows of about 2.5 lines of text; the label column as wide as the longest month's name: both follow the text size. */
const ROW_REM = 2.5;
const CHARACTER_EM = 0.6;

/**
 * One bar per month, split into the shares that felt better, the same and worse after the concert: a picture of
 * the trend. Its words are a title and a sentence per month (the table beside it holds every figure).
 */
interface TrendProps {
  points: readonly MonthPoint[];
  /** The month in words, for the text alternative. */
  formatMonth: (month: string) => string;
  /** The month as the row's label. */
  formatLabel: (month: string) => string;
}

export function MoodTrendChart({ points, formatMonth, formatLabel }: TrendProps) {
  const { t, i18n } = useTranslation('facility');
  const share = (value: number) => formatPercent(value, i18n.language);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const { width, rem: unit } = useChartSize(box, 600);
  const names = points.map((point) => formatLabel(point.month));
  const label = (Math.max(0, ...names.map((name) => name.length)) * CHARACTER_EM + 1) * unit;
  const height = points.length * ROW_REM * unit;
  const rows: Row[] = points.map((point) => ({ month: point.month, better: point.figures.improved, same: point.figures.stayed, worse: point.figures.declined }));
  const y = scaleBand<string>({ domain: rows.map((row) => row.month), range: [0, height], padding: 0.25 });
  const x = scaleLinear<number>({ domain: [0, 1], range: [0, Math.max(width - label, 0)] });
  const color = () => 'currentColor';
  return (
    <figure className="space-y-2 print:break-inside-avoid">
      <figcaption id={`${id}-title`} className="font-semibold text-slate-900 dark:text-white">
        {t('mood.trend.title')}
      </figcaption>
      <ChartLegend items={KEYS.map((key) => ({ key, label: t(`mood.trend.${key}`), className: SHARE_CLASSES[key] }))} />
      <div ref={box}>
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} data-chart="trend" className="print:h-auto print:w-full">
          <desc id={`${id}-desc`}>
            {points
              .map((point) =>
                t('mood.trend.summary', {
                  month: formatMonth(point.month),
                  better: share(point.figures.improved),
                  same: share(point.figures.stayed),
                  worse: share(point.figures.declined),
                  count: point.figures.residents,
                }),
              )
              .join(' ')}
          </desc>
          {rows.map((row) => (
            <text key={row.month} x={0} y={(y(row.month) ?? 0) + y.bandwidth() / 2} dominantBaseline="middle" className="fill-slate-800 text-base dark:fill-slate-200 print:fill-black">
              {formatLabel(row.month)}
            </text>
          ))}
          <Group left={label}>
            <BarStackHorizontal<Row, Key> data={rows} keys={[...KEYS]} y={(row) => row.month} xScale={x} yScale={y} color={color}>
              {(stacks) =>
                stacks.map((stack) =>
                  stack.bars.map((bar) => (
                    <rect
                      key={`${stack.key}-${bar.bar.data.month}`}
                      x={bar.x}
                      y={bar.y}
                      width={Math.max(bar.width, 0)}
                      height={bar.height}
                      className={`${SHARE_CLASSES[stack.key]} stroke-white stroke-2 dark:stroke-slate-900`}
                      data-month={bar.bar.data.month}
                      data-share={stack.key}
                      data-percent={percent(bar.bar.data[stack.key])}
                    />
                  )),
                )
              }
            </BarStackHorizontal>
          </Group>
        </svg>
      </div>
    </figure>
  );
}
