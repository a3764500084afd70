import type { ReactNode } from 'react';
import type { StillName } from '@/content/stills';
import { cn } from '@/ui/cn';
import { StillPicture } from '@/ui/still-picture';
import { EYEBROW_CLASSES, HOME_COLUMN } from './home-column';

/** Half the home column beside the text from the large breakpoint; the whole width below it. */
const STILL_SIZES = '(min-width: 1152px) 540px, (min-width: 1024px) 46vw, calc(100vw - 2rem)';

interface StoryBlockProps {
  /** The section's anchor; its heading's id is `<id>-heading`. */
  id: string;
  /** A short line above the heading naming whom this part of the story is for. */
  eyebrow: string;
  title: string;
  still: StillName;
  stillAlt: string;
  /** Under the picture, in small text: says to sighted visitors what the alt says (it is rendered, not a photo). */
  stillCaption: string;
  /** The picture on the left from the large breakpoint, so consecutive blocks alternate. */
  flip?: boolean;
  tinted?: boolean;
  children: ReactNode;
}

/**
 * One chapter of the home page's story for a care manager: a heading and a few short paragraphs beside a still
 * of the demo hall. The text comes first in the document and on phones; the picture never carries meaning alone.
 */
export function StoryBlock({ id, eyebrow, title, still, stillAlt, stillCaption, flip = false, tinted = false, children }: StoryBlockProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-14 sm:py-20', tinted && 'bg-slate-100 dark:bg-slate-900')}>
      <div className={cn(HOME_COLUMN, 'grid items-center gap-8 lg:grid-cols-2 lg:gap-14')}>
        <div className="min-w-0 space-y-5">
          <p className={EYEBROW_CLASSES}>{eyebrow}</p>
          <h2 id={headingId} className="text-3xl font-semibold tracking-tight text-balance text-slate-950 sm:text-4xl dark:text-white">
            {title}
          </h2>
          {children}
        </div>
        <figure className={cn('min-w-0 space-y-2', flip && 'lg:order-first')}>
          <div className="overflow-hidden rounded-2xl bg-slate-900 shadow-lg">
            <StillPicture still={still} sizes={STILL_SIZES} alt={stillAlt} className="aspect-video h-auto w-full object-cover" />
          </div>
          <figcaption className={STILL_CAPTION}>{stillCaption}</figcaption>
        </figure>
      </div>
    </section>
  );
}

/** A still's caption on a light (or, at night, dark) section. */
const STILL_CAPTION = 'text-sm text-slate-700 dark:text-slate-300';

/** The running text of a story block: large, open lines for reading at a glance. */
export const STORY_TEXT = 'text-lg leading-relaxed text-slate-800 dark:text-slate-200';
