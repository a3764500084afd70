import type { ReactNode } from 'react';
import type { StillName } from '@/content/stills';
import { cn } from './cn';
import { PageHeader } from './page-header';

/** One left edge for every block of a page, so headings line up from intro to last section. */
const PAGE_COLUMN = 'mx-auto max-w-5xl px-4 sm:px-6';

/**
 * Building blocks for text pages (about, privacy, accessibility, ...): one h1 in the intro,
 * h2 per section, h3 per card, so the heading order stays logical on every page.
 */
export function PageIntro({ title, lead, still = 'hall-balcony' }: { title: string; lead: string; still?: StillName }) {
  return <PageHeader title={title} lead={lead} still={still} />;
}

export function ProseSection({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  /** Full column width for a grid of cards; plain text keeps a short, readable line length. */
  wide?: boolean;
}) {
  return (
    <section className={cn(PAGE_COLUMN, 'py-8')}>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{title}</h2>
      <div className={cn('mt-4 space-y-4 text-lg leading-relaxed text-slate-800 dark:text-slate-200', wide ? '[&>p]:max-w-3xl' : 'max-w-3xl')}>
        {children}
      </div>
    </section>
  );
}

export function ProseList({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List
      className={cn(
        'space-y-2 pl-6 marker:font-semibold marker:text-brand-700 dark:marker:text-stage-300',
        ordered ? 'list-decimal' : 'list-disc',
      )}
    >
      {items.map((item) => (
        <li key={item} className="pl-1">
          {item}
        </li>
      ))}
    </List>
  );
}

/** A row of large actions: stacked full-width on phones, side by side from the small breakpoint. */
export function ActionRow({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('flex flex-col gap-3 sm:flex-row sm:flex-wrap', className)}>{children}</div>;
}

export { inlineLinkClasses } from './link-classes';
