import type { ReactNode } from 'react';

export interface Fact {
  term: string;
  value: ReactNode;
}

/**
 * Label–value rows (artist, date, venue …): stacked on phones, two columns from the small breakpoint. The
 * value column is minmax(0, …): terms and values sit in `display: contents` wrappers, out of reach of the
 * site's `min-width: 0` for grid children, and a long word would widen it past a phone's screen.
 */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)] gap-x-6 gap-y-3 text-lg sm:grid-cols-[max-content_minmax(0,1fr)]">
      {facts.map(({ term, value }) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-700 dark:text-slate-300">{term}</dt>
          <dd className="mb-2 text-slate-900 sm:mb-0 dark:text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
