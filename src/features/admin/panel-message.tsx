import type { ReactNode } from 'react';
import { cn } from '@/ui/cn';

/** A state of a table or of the page (loading, empty, refused, failed), in words rather than a blank area. */
export function PanelMessage({ title, tone = 'neutral', children }: { title?: string; tone?: 'neutral' | 'error'; children: ReactNode }) {
  return (
    <div
      className={cn(
        'rounded-2xl border-2 p-5 text-lg',
        tone === 'neutral' && 'border-dashed border-slate-300 text-slate-800 dark:border-slate-600 dark:text-slate-200',
        tone === 'error' && 'border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100',
      )}
    >
      {title !== undefined && <h2 className="mb-2 text-xl font-bold">{title}</h2>}
      <div>{children}</div>
    </div>
  );
}
