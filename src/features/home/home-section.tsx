import type { ReactNode } from 'react';
import { cn } from '@/ui/cn';
import { EYEBROW_CLASSES, HOME_COLUMN } from './home-column';

/** A card's frame, shared so cards of different sections look like one family. */
export const CARD_CLASSES =
  'rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900';

/** A small label above a title ('Past Event', 'New Artist', a genre). */
export const BADGE_CLASSES =
  'inline-flex self-start rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-100';

interface HomeSectionProps {
  /** The section's anchor; its heading's id is `<id>-heading`. */
  id: string;
  /** A short line above the heading, for the sections that are a chapter of the care story. */
  eyebrow?: string;
  title: string;
  intro?: string;
  /** A tinted background, so neighbouring sections read apart. */
  tinted?: boolean;
  /** Beside the heading from the small breakpoint on, e.g. a 'View all' link. */
  action?: ReactNode;
  children: ReactNode;
}

/** A home page section: a landmark named by its h2 (cards inside use h3), so the outline reads in order. */
export function HomeSection({ id, eyebrow, title, intro, tinted = false, action, children }: HomeSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-10 sm:py-14', tinted && 'bg-slate-100 dark:bg-slate-900')}>
      <div className={HOME_COLUMN}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-3xl space-y-3">
            {eyebrow && <p className={EYEBROW_CLASSES}>{eyebrow}</p>}
            <h2 id={headingId} className="text-3xl font-semibold tracking-tight text-balance text-slate-950 sm:text-4xl dark:text-white">
              {title}
            </h2>
            {intro && <p className="text-lg leading-relaxed text-slate-700 dark:text-slate-300">{intro}</p>}
          </div>
          {action && <div className="shrink-0">{action}</div>}
        </div>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
