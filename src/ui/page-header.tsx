import type { ReactNode } from 'react';
import type { StillName } from '@/content/stills';
import { cn } from './cn';
import { StillPicture } from './still-picture';

/*
 * palette-band: slate-950 — every text of this file sits on the hall at night (src/palette-contrast.test.ts).
 * What a page puts in `children` (a player, a poster card) brings its own background.
 */

/** The width of the text pages' column (prose-section.tsx), so the band's heading lines up with the sections below. */
const COLUMN = 'mx-auto w-full max-w-5xl px-4 sm:px-6';

/** A little under half the column beside the text from the large breakpoint, the whole width below it. */
const STILL_SIZES = '(min-width: 1024px) 400px, calc(100vw - 2rem)';

interface PageHeaderProps {
  title: string;
  /** The paragraph under the heading. */
  lead?: string;
  /** A short line above the heading naming what kind of page this is ('Artist', 'Recording'). */
  eyebrow?: string;
  /** A still of the demo hall beside the text: decorative, the heading names the page. */
  still?: StillName;
  /** Under the text across the column: the page's main picture or player, drawn in the dark of the hall. */
  children?: ReactNode;
  /** The element around the eyebrow, heading and lead: `header` where the band heads an article (a concert, an artist). */
  as?: 'div' | 'header';
}

/**
 * The head of a page after the home page: its one h1 on the hall at night, as the home page's hero, with a still
 * of the hall or the page's own picture, so every page opens with the same character. Dark in both schemes (a
 * hairline sets it off a dark page); high contrast mode paints it black like everything else.
 */
export function PageHeader({ title, lead, eyebrow, still, children, as: Heading = 'div' }: PageHeaderProps) {
  return (
    <div data-dark-band="" className="border-b border-white/10 bg-slate-950 text-white">
      <div className={cn(COLUMN, 'grid items-center gap-6 py-10 sm:py-14', still && 'lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10')}>
        <Heading className="min-w-0 space-y-4">
          {eyebrow && <p className="text-base font-bold tracking-wide text-stage-300 uppercase">{eyebrow}</p>}
          <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{title}</h1>
          {lead && <p className="max-w-3xl text-xl leading-relaxed text-slate-200">{lead}</p>}
        </Heading>
        {still && (
          <div className="overflow-hidden rounded-2xl bg-slate-900 shadow-2xl ring-1 ring-white/10">
            {/* Short on phones, so the form or text under the band still starts on the first screen. */}
            <StillPicture still={still} priority sizes={STILL_SIZES} alt="" className="aspect-[5/2] h-auto w-full object-cover lg:aspect-video" />
          </div>
        )}
        {children && <div className="min-w-0 lg:col-span-full">{children}</div>}
      </div>
    </div>
  );
}
