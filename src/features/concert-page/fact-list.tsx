import type { ReactNode } from 'react';

export interface Fact {
  term: string;
  value: ReactNode;
}

/** Label–value rows (artist, date, venue …): stacked on phones, two columns from the small breakpoint. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-lg sm:grid-cols-[max-content_1fr]">
      {facts.map(({ term, value }) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-700 dark:text-slate-300">{term}</dt>
          <dd className="mb-2 text-slate-900 sm:mb-0 dark:text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
