import { useId, type ReactNode } from 'react';

/** One part of the dashboard: a titled region, so a screen-reader user can jump between them. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-700 dark:bg-slate-900">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}
