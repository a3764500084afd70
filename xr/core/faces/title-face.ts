import type { FaceCanvas, FaceMetrics } from './canvas-types';
import { fitText } from './fit-text';
import { TEXT, TILE_FILL } from './palette';
import { roundedRectPath } from './shapes';
import { crudeFont, drawLines, fitLineHeight, sizeFont } from './text-paint';

const MAX_LINES = 2;
const PAD_X_EM = 0.35;
const PAD_Y_EM = 0.08;
/** Corners rounded by this share of the strip's height. */
const RADIUS = 0.12;

/**
 * A poster's title strip, under the poster: the whole canvas dark (the same tile colour as the menu, so a
 * title reads over any picture), the title in up to two centred lines of bold white.
 */
export function paintTitleFace(canvas: FaceCanvas, title: string, capHeightPx: number): FaceMetrics {
  const { width, height } = canvas;
  const ctx = canvas.getContext('2d');
  const font = ctx ? sizeFont(ctx, capHeightPx) : crudeFont(capHeightPx);
  const maxTextWidth = Math.max(1, width - 2 * font.fontPx * PAD_X_EM);
  const fitted = fitText(title.trim(), maxTextWidth, font.measure, MAX_LINES);
  const metrics = { capHeightPx: font.capPx, lines: fitted.lines, squeezed: fitted.squeezed };
  if (!ctx) return metrics;
  ctx.clearRect(0, 0, width, height);
  roundedRectPath(ctx, 0, 0, width, height, height * RADIUS);
  ctx.fillStyle = TILE_FILL;
  ctx.fill();
  const lineHeight = fitLineHeight(height - 2 * font.fontPx * PAD_Y_EM, fitted.lines.length, font.fontPx);
  const top = (height - fitted.lines.length * lineHeight) / 2;
  drawLines(ctx, fitted.lines, { centreX: width / 2, top, lineHeight, capPx: font.capPx, maxWidth: maxTextWidth, colour: TEXT });
  return metrics;
}
