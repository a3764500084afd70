/** How far each of the five faces' mouths bends, 1 very sad … 5 very happy (the headset's faces, xr/core/faces/icons-mood.ts). */
const BEND = [-1, -0.5, 0, 0.5, 1] as const;

/** One of the mood check's five faces, drawn in the text's colour; words beside it name it. */
export function MoodFace({ step, className }: { step: 1 | 2 | 3 | 4 | 5; className?: string }) {
  const bend = BEND[step - 1] ?? 0;
  // The mouth's middle lies lower for a smile, higher for a frown (y grows downwards).
  const [corner, middle] = [64 - bend * 2, 64 + bend * 18];
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" className={className} fill="none" stroke="currentColor" strokeWidth="8" strokeLinecap="round">
      <circle cx="50" cy="50" r="42" />
      <circle cx="36" cy="40" r="5" fill="currentColor" stroke="none" />
      <circle cx="64" cy="40" r="5" fill="currentColor" stroke="none" />
      <path d={`M32 ${corner} Q50 ${2 * middle - corner} 68 ${corner}`} />
    </svg>
  );
}
