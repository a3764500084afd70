import type { ReactNode } from 'react';
import { cn } from './cn';

// Full class names (not built from the number) so Tailwind finds them in the source.
const COLUMNS = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

/** One column on phones, more from the small breakpoint on. */
export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: keyof typeof COLUMNS }) {
  return <ul className={cn('grid gap-4', COLUMNS[columns])}>{children}</ul>;
}

/** One card in a CardGrid: a list item with an h3, so a grid of cards reads as a list. */
export function InfoCard({
  title,
  children,
  footer,
  highlight,
}: {
  title: string;
  children: ReactNode;
  /** Actions pinned to the bottom, so buttons line up across cards of different lengths. */
  footer?: ReactNode;
  /** A short tag shown above the title, e.g. "Recommended start". */
  highlight?: string;
}) {
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900',
        highlight ? 'border-brand-600 ring-2 ring-brand-600 dark:border-stage-400 dark:ring-stage-400' : 'border-slate-200 dark:border-slate-700',
      )}
    >
      {highlight ? (
        <p className="self-start rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white dark:bg-stage-400 dark:text-slate-950">{highlight}</p>
      ) : (
        // The short rule of the home page's story (red on paper, stage light at night): one family of cards.
        <span aria-hidden="true" className="block h-1 w-10 rounded-full bg-brand-700 dark:bg-stage-400" />
      )}
      <h3 className="text-2xl font-semibold tracking-tight text-slate-950 dark:text-white">{title}</h3>
      <div className="flex-1 space-y-3 text-base leading-relaxed text-slate-700 dark:text-slate-300">{children}</div>
      {footer && <div className="pt-2">{footer}</div>}
    </li>
  );
}
