/*
 * palette-band: slate-950 — the mark sits on the dark still of the waiting hall, behind a scrim of the hall at
 * night (src/palette-contrast.test.ts checks it on that band).
 */

/** A large numeral over the not-found picture, in the stage light; decorative, the heading says it in words. */
export function NotFoundMark({ mark }: { mark: string }) {
  return (
    <p aria-hidden="true" className="absolute inset-0 flex items-center justify-center bg-slate-950/55 font-display text-7xl font-semibold text-stage-300 sm:text-8xl">
      {mark}
    </p>
  );
}
