import type { FaceCanvas, FaceMetrics } from './canvas-types';
import { fitText } from './fit-text';
import { DISABLED, TEXT, TILE_FILL } from './palette';
import { roundedRectPath } from './shapes';
import { crudeFont, fontSpec, sizeFont } from './text-paint';

export interface LiveMarkerFace {
  label: string;
  /** At the live edge: the dot is red; away from it, grey (as the flat badge's dot). */
  atEdge: boolean;
}

/** The dot at the live edge: on the plate's navy, over 4.5:1 (a graphic needs 3:1). */
export const LIVE_RED = '#f05252';
/** Away from the edge the dot greys as an unavailable item's words do: still seen, plainly not 'on'. */
export const OFF_EDGE = DISABLED;
/** The dot's diameter and the gap after it, in cap heights. */
const DOT_CAPS = 1.1;
const GAP_CAPS = 0.7;

/**
 * Paints the headset's 'Live' marker: the tiles' navy plate with no border (it is a label, not a button), a
 * still dot, and the word on one line as the site writes it ('Live', 'En directo'): in sentence case, which
 * reads more easily than capitals for weak eyes, and keeps 'En directo' narrow. Nothing here blinks: a live
 * concert is said, not flashed. The word's cap height is never below `capHeightPx`; a word too wide is narrowed.
 */
export function paintLiveMarkerFace(canvas: FaceCanvas, face: LiveMarkerFace, capHeightPx: number): FaceMetrics {
  const { width, height } = canvas;
  const ctx = canvas.getContext('2d');
  const font = ctx ? sizeFont(ctx, capHeightPx) : crudeFont(capHeightPx);
  const dot = font.capPx * DOT_CAPS;
  const gap = font.capPx * GAP_CAPS;
  const side = height * 0.2;
  const room = Math.max(1, width - 2 * side - dot - gap);
  const text = fitText(face.label, room, font.measure, 1);
  const metrics = { capHeightPx: font.capPx, lines: text.lines, squeezed: text.squeezed };
  if (!ctx) return metrics;
  ctx.clearRect(0, 0, width, height);
  roundedRectPath(ctx, 0, 0, width, height, height * 0.3);
  ctx.fillStyle = TILE_FILL;
  ctx.fill();
  const line = text.lines[0] ?? '';
  const textWidth = Math.min(room, font.measure(line));
  const left = (width - (dot + gap + textWidth)) / 2;
  ctx.beginPath();
  ctx.arc(left + dot / 2, height / 2, dot / 2, 0, 2 * Math.PI);
  ctx.fillStyle = face.atEdge ? LIVE_RED : OFF_EDGE;
  ctx.fill();
  ctx.font = fontSpec(font.fontPx);
  ctx.fillStyle = TEXT;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(line, left + dot + gap, (height + font.capPx) / 2, textWidth);
  return metrics;
}
