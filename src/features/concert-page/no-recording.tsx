import type { ReactNode } from 'react';
import { POSTER_SIZE } from '@/content/media';


/**
 * A concert without a 360° recording to play here: its artwork (decorative: the heading names the
 * concert) with a message saying so, and what the visitor can do instead.
 */
export function NoRecording({ imageUrl, message, children }: { imageUrl: string; message: string; children?: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-900">
      <img
        src={imageUrl}
        alt=""
        width={POSTER_SIZE.width}
        height={POSTER_SIZE.height}
        className="block aspect-video h-auto w-full object-cover"
      />
      <div className="space-y-4 p-5 sm:p-6">
        <p className="text-lg font-semibold text-slate-900 dark:text-white">{message}</p>
        {children}
      </div>
    </div>
  );
}
