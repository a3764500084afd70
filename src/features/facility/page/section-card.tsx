import type { ReactNode } from 'react';
import { cn } from '@/ui/cn';

/**
 * One section of the facility's page: a card with its h2, full width on a phone and on a tablet held upright, so a
 * thumb reaches every button without the page scrolling sideways.
 */
export function SectionCard({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn('min-w-0 rounded-2xl border border-slate-300 bg-white p-4 sm:p-6 dark:border-slate-600 dark:bg-slate-900', className)}
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-lg text-slate-800 dark:text-slate-200">{children}</div>
    </section>
  );
}

/** A quiet line for a state in words (loading, none yet, could not load). */
export function StateLine({ children, role }: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <p role={role} className="text-lg text-slate-700 dark:text-slate-300">
      {children}
    </p>
  );
}
