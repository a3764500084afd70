import type { FaceCanvas, FaceMetrics } from './canvas-types';
import { fitText } from './fit-text';
import { CAPTION_FILL, TEXT } from './palette';
import { roundedRectPath } from './shapes';
import { crudeFont, drawLines, fitLineHeight, sizeFont } from './text-paint';

const MAX_LINES = 3;
const PAD_X_EM = 0.6;
const PAD_Y_EM = 0.3;
const RADIUS_EM = 0.3;

/**
 * A caption panel: up to three centred lines, white on a near-black rounded panel only as large as the text,
 * so little of the concert is covered; the rest of the canvas stays transparent, and no text paints nothing.
 */
export function paintCaptionFace(canvas: FaceCanvas, text: string, capHeightPx: number): FaceMetrics {
  const { width, height } = canvas;
  const ctx = canvas.getContext('2d');
  const font = ctx ? sizeFont(ctx, capHeightPx) : crudeFont(capHeightPx);
  const padX = font.fontPx * PAD_X_EM;
  const maxTextWidth = Math.max(1, width - 2 * padX);
  const fitted = fitText(text.trim(), maxTextWidth, font.measure, MAX_LINES);
  const metrics = { capHeightPx: font.capPx, lines: fitted.lines, squeezed: fitted.squeezed };
  if (!ctx) return metrics;
  ctx.clearRect(0, 0, width, height);
  if (fitted.lines.length === 0) return metrics;
  const padY = font.fontPx * PAD_Y_EM;
  const lineHeight = fitLineHeight(height - 2 * padY, fitted.lines.length, font.fontPx);
  const textWidth = Math.min(maxTextWidth, Math.max(...fitted.lines.map(font.measure)));
  const panelWidth = Math.min(width, textWidth + 2 * padX);
  const panelHeight = Math.min(height, fitted.lines.length * lineHeight + 2 * padY);
  roundedRectPath(ctx, (width - panelWidth) / 2, (height - panelHeight) / 2, panelWidth, panelHeight, font.fontPx * RADIUS_EM);
  ctx.fillStyle = CAPTION_FILL;
  ctx.fill();
  const top = (height - fitted.lines.length * lineHeight) / 2;
  drawLines(ctx, fitted.lines, { centreX: width / 2, top, lineHeight, capPx: font.capPx, maxWidth: maxTextWidth, colour: TEXT });
  return metrics;
}
