import { AxisBottom } from './axis-bottom';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarGroup } from '@visx/shape';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaceCount } from './mood-summary';
import { ChartLegend } from './chart-legend';
import { useChartSize } from './use-chart-size';

const KEYS = ['before', 'after'] as const;
type Key = (typeof KEYS)[number];

const MOMENT_CLASSES: Record<Key, string> = {
  before: 'fill-slate-500 dark:fill-slate-400',
  after: 'fill-teal-700 dark:fill-teal-400',
};

const HEIGHT_REM = 12;
const AXIS_REM = 2;

/** How many residents were at each face before and after, side by side: where the room moved. */
export function MoodFacesChart({ counts, title }: { counts: readonly FaceCount[]; title: string }) {
  const { t } = useTranslation('facility');
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const { width, rem: unit } = useChartSize(box, 600);
  // Room above the tallest bar for its count.
  const top = 1.5 * unit;
  const plot = HEIGHT_REM * unit;
  const faces = counts.map((count) => String(count.face));
  const x0 = scaleBand<string>({ domain: faces, range: [0, width], padding: 0.2 });
  const x1 = scaleBand<Key>({ domain: [...KEYS], range: [0, x0.bandwidth()], padding: 0.1 });
  const most = Math.max(1, ...counts.flatMap((count) => [count.before, count.after]));
  const y = scaleLinear<number>({ domain: [0, most], range: [plot, top] });
  const rows = counts.map((count) => ({ face: String(count.face), before: count.before, after: count.after }));
  return (
    <figure className="space-y-2 print:break-inside-avoid">
      <figcaption id={`${id}-title`} className="font-semibold text-slate-900 dark:text-white">
        {title}
      </figcaption>
      <ChartLegend items={KEYS.map((key) => ({ key, label: t(`mood.faces.${key}`), className: MOMENT_CLASSES[key] }))} />
      <div ref={box}>
        <svg
          width={width}
          height={plot + AXIS_REM * unit}
          viewBox={`0 0 ${width} ${plot + AXIS_REM * unit}`}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          data-chart="faces"
          className="print:h-auto print:w-full"
        >
          <desc id={`${id}-desc`}>{counts.map((count) => t('mood.faces.summary', { face: count.face, before: count.before, after: count.after })).join(' ')}</desc>
          <BarGroup data={rows} keys={[...KEYS]} height={plot} x0={(row) => row.face} x0Scale={x0} x1Scale={x1} yScale={y} color={() => 'currentColor'}>
            {(groups) =>
              groups.map((group) => (
                <Group key={group.index} left={group.x0}>
                  {group.bars.map((bar) => (
                    <g key={bar.key}>
                      <rect
                        x={bar.x}
                        y={bar.y}
                        width={bar.width}
                        height={Math.max(bar.height, 0)}
                        className={MOMENT_CLASSES[bar.key]}
                        data-face={rows[group.index]?.face}
                        data-moment={bar.key}
                        data-count={bar.value}
                      />
                      <text x={bar.x + bar.width / 2} y={bar.y - 0.3 * unit} textAnchor="middle" aria-hidden="true" className="fill-slate-800 text-sm dark:fill-slate-200 print:fill-black">
                        {bar.value}
                      </text>
                    </g>
                  ))}
                </Group>
              ))
            }
          </BarGroup>
          <AxisBottom top={plot} scale={x0} labels={faces} />
        </svg>
      </div>
      <p className="text-base text-slate-700 dark:text-slate-300">{(['1', '2', '3', '4', '5'] as const).map((face) => t(`mood.faces.scale.${face}`)).join(' · ')}</p>
    </figure>
  );
}
