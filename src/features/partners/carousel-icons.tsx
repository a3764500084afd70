/** Decorative icons of the carousel's buttons; the buttons carry the accessible names. */
const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 2.5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export function ChevronIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" {...STROKE}>
      <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

export function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" {...STROKE}>
      <path d={playing ? 'M8 5v14M16 5v14' : 'M7 5l12 7-12 7z'} />
    </svg>
  );
}
