/**
 * A chart's colours and what they stand for, above it. Hidden from screen readers: the chart's description and the
 * table beside it say every figure in words.
 */
export function ChartLegend({ items }: { items: readonly { key: string; label: string; className: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-1" aria-hidden="true">
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-2">
          <svg width="16" height="16" aria-hidden="true">
            <rect width="16" height="16" className={item.className} />
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
