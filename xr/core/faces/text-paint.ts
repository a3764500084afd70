import type { FaceContext } from './canvas-types';
import { fontForCapHeight, TYPICAL_CAP_RATIO } from './font-size';

/** Bold system type: every language's letters show with no font download, and bold holds up when blurred. */
export const fontSpec = (px: number): string => `700 ${px}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
/** Used without a 2D context (unit tests under Node): about the width of a bold sans letter. */
const CRUDE_CHAR_WIDTH = 0.6;
const REFERENCE_PX = 100;
/** A few steps up cover a face whose rounding leaves the cap a hair short. */
const MAX_STEPS = 8;

export interface SizedFont {
  fontPx: number;
  /** The cap height the chosen size gives, as measured (or estimated without a context). */
  capPx: number;
  measure: (s: string) => number;
}

/** A rough size for when there is nothing to measure with. */
export function crudeFont(capHeightPx: number): SizedFont {
  const fontPx = fontForCapHeight(capHeightPx, TYPICAL_CAP_RATIO);
  return { fontPx, capPx: fontPx * TYPICAL_CAP_RATIO, measure: (s) => s.length * CRUDE_CHAR_WIDTH * fontPx };
}

const capOf = (ctx: FaceContext) => ctx.measureText('H').actualBoundingBoxAscent;

/**
 * Chooses the font size from the face's own measured cap height (faces differ: ~0.7 to ~0.73 of the size),
 * then checks it and steps up if rounding left it short. Leaves `ctx.font` set to the chosen size.
 */
export function sizeFont(ctx: FaceContext, capHeightPx: number): SizedFont {
  ctx.font = fontSpec(REFERENCE_PX);
  const ratio = capOf(ctx) / REFERENCE_PX;
  let fontPx = fontForCapHeight(capHeightPx, ratio > 0.3 && ratio < 1 ? ratio : TYPICAL_CAP_RATIO);
  ctx.font = fontSpec(fontPx);
  for (let step = 0; step < MAX_STEPS && capOf(ctx) < capHeightPx - 0.01; step += 1) {
    fontPx += 1;
    ctx.font = fontSpec(fontPx);
  }
  const measured = capOf(ctx);
  return { fontPx, capPx: measured > 0 ? measured : fontPx * TYPICAL_CAP_RATIO, measure: (s) => ctx.measureText(s).width };
}

export interface LineBox {
  centreX: number;
  top: number;
  lineHeight: number;
  capPx: number;
  maxWidth: number;
  colour: string;
}

/** Draws centred lines, each one's capitals centred in its line box; too-wide lines are narrowed, not shrunk. */
export function drawLines(ctx: FaceContext, lines: readonly string[], box: LineBox): void {
  ctx.fillStyle = box.colour;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  lines.forEach((line, i) => {
    const baseline = box.top + i * box.lineHeight + (box.lineHeight + box.capPx) / 2;
    ctx.fillText(line, box.centreX, baseline, box.maxWidth);
  });
}

/**
 * Line pitch for `count` lines in `room` pixels: airy (1.2 em) when there is space, never tighter than 1 em,
 * where capitals of one line still clear the descenders of the one above.
 */
export function fitLineHeight(room: number, count: number, fontPx: number, preferred = 1.2): number {
  const share = count > 0 ? room / count : room;
  return Math.min(fontPx * preferred, Math.max(fontPx, share));
}
