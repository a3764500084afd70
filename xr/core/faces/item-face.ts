import type { FaceCanvas, FaceContext, FaceMetrics } from './canvas-types';
import { fitText } from './fit-text';
import { drawIcon, type FaceIcon } from './icons';
import { stackTile, tileFrame, type TileFrame } from './item-layout';
import { BORDER, DISABLED, TEXT, TILE_FILL } from './palette';
import { roundedRectPath } from './shapes';
import { crudeFont, drawLines, fontSpec, sizeFont } from './text-paint';

export interface ItemFace {
  icon: FaceIcon | null;
  label: string;
  disabled: boolean;
}

const MAX_LINES = 2;
/** The dashes of an unavailable item's border, in border widths. */
const DASH = [3, 2.5] as const;

function paintTile(ctx: FaceContext, width: number, height: number, frame: TileFrame, disabled: boolean): void {
  const inset = frame.border / 2;
  roundedRectPath(ctx, inset, inset, width - frame.border, height - frame.border, frame.radius);
  ctx.fillStyle = TILE_FILL;
  ctx.fill();
  ctx.strokeStyle = disabled ? DISABLED : BORDER;
  ctx.lineWidth = frame.border;
  ctx.setLineDash(disabled ? DASH.map((d) => d * frame.border) : []);
  ctx.stroke();
  ctx.setLineDash([]);
}

/**
 * Paints a gaze target: an opaque, high-contrast rounded tile with a light border (it stands out on any
 * picture), the icon above, the words below in bold white. An unavailable item keeps the same layout, greyed
 * with a dashed border, so it reads as "not now" rather than vanishing. The words' cap height is never below
 * `capHeightPx`: a word too wide for the tile is narrowed (`squeezed`), never shrunk.
 */
export function paintItemFace(canvas: FaceCanvas, face: ItemFace, capHeightPx: number): FaceMetrics {
  const { width, height } = canvas;
  const frame = tileFrame(width, height);
  const ctx = canvas.getContext('2d');
  const font = ctx ? sizeFont(ctx, capHeightPx) : crudeFont(capHeightPx);
  const text = fitText(face.label, frame.maxTextWidth, font.measure, MAX_LINES);
  const metrics = { capHeightPx: font.capPx, lines: text.lines, squeezed: text.squeezed };
  if (!ctx) return metrics;
  ctx.clearRect(0, 0, width, height);
  paintTile(ctx, width, height, frame, face.disabled);
  const stack = stackTile(frame, width, height, font.fontPx, font.capPx, text.lines.length, face.icon !== null, MAX_LINES);
  const colour = face.disabled ? DISABLED : TEXT;
  if (face.icon) drawIcon(ctx, face.icon, width / 2, stack.iconCentreY, stack.iconSize, colour);
  // drawIcon restores the context, but the label's font is set again so no helper's state leaks in.
  ctx.font = fontSpec(font.fontPx);
  drawLines(ctx, text.lines, { centreX: width / 2, top: stack.textTop, lineHeight: stack.lineHeight, capPx: font.capPx, maxWidth: frame.maxTextWidth, colour });
  return metrics;
}
