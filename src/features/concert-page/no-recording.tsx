import type { ReactNode } from 'react';
import { POSTER_SIZE } from '@/content/media';
import { PosterImage } from '@/ui/poster-image';

/**
 * A concert without a 360° recording to play here: its artwork (decorative: the heading names the
 * concert) with a message saying so, and what the visitor can do instead. `priority` where it is the first
 * picture of the page (fetched at once), not where it sits below the booking.
 */
export function NoRecording({ imageUrl, message, priority = false, children }: { imageUrl: string; message: string; priority?: boolean; children?: ReactNode }) {
  return (
    <div data-paper="" className="overflow-hidden rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-900">
      <PosterImage
        src={imageUrl}
        // The page's column: max-w-5xl less its padding.
        sizes="(min-width: 1024px) 976px, 100vw"
        width={POSTER_SIZE.width}
        height={POSTER_SIZE.height}
        priority={priority}
        className="block aspect-video h-auto w-full object-cover"
      />
      <div className="space-y-4 p-5 sm:p-6">
        <p className="text-lg font-semibold text-slate-900 dark:text-white">{message}</p>
        {children}
      </div>
    </div>
  );
}
