/** What the axis needs of a band scale (d3's, through @visx/scale). */
interface Bands {
  (value: string): number | undefined;
  bandwidth(): number;
  range(): number[];
}

/** The faces' numbers under their bars, in the page's text size (the legend and the table say what they mean). */
export function AxisBottom({ top, scale, labels }: { top: number; scale: Bands; labels: readonly string[] }) {
  return (
    <g transform={`translate(0, ${top})`} aria-hidden="true">
      <line x1={0} x2={scale.range()[1]} className="stroke-slate-500" />
      {labels.map((label) => (
        <text key={label} x={(scale(label) ?? 0) + scale.bandwidth() / 2} y="1.25em" textAnchor="middle" className="fill-slate-800 text-base dark:fill-slate-200 print:fill-black">
          {label}
        </text>
      ))}
    </g>
  );
}
