import type { ReactNode } from 'react';

/** A state of the stage page (loading, refused, not found) in words, with the one place that helps. */
export function StageNotice({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border-2 border-dashed border-slate-300 p-6 text-lg text-slate-800 dark:border-slate-600 dark:text-slate-200">
      {title !== undefined && <h2 className="mb-2 text-2xl font-bold">{title}</h2>}
      <div>{children}</div>
    </div>
  );
}
