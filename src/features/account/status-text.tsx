import type { ReactNode } from 'react';
import { cn } from '@/ui/cn';

/**
 * A visible message (loading, result, error). Not a live region: the site speaks through its one
 * announcer, so callers `announce()` what happened when it matters.
 */
export function StatusText({ tone = 'neutral', id, children }: { tone?: 'neutral' | 'success' | 'error'; id?: string; children: ReactNode }) {
  return (
    <p
      id={id}
      className={cn(
        'text-lg',
        tone === 'neutral' && 'text-slate-700 dark:text-slate-300',
        tone === 'success' && 'rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
        tone === 'error' && 'rounded-xl bg-red-50 p-3 font-semibold text-red-800 dark:bg-red-950 dark:text-red-100',
      )}
    >
      {children}
    </p>
  );
}
