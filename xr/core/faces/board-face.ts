/**
 * A board of words in the headset (the waiting room's, the mood check's question), painted on a plain canvas
 * like the gaze targets: an opaque dark tile with a light border, its lines centred in bold white, each row at
 * its own size. Every row keeps its place whatever it says (an empty row keeps its room), so nothing on the board
 * moves as its numbers change.
 */
import type { FaceCanvas } from './canvas-types';
import { fitText } from './fit-text';
import { tileFrame } from './item-layout';
import { BORDER, TEXT, TILE_FILL } from './palette';
import { roundedRectPath } from './shapes';
import { crudeFont, drawLines, fontSpec, sizeFont, type SizedFont } from './text-paint';

export interface BoardRow {
  text: string;
  /** Cap height in canvas pixels. */
  capPx: number;
  /** Lines it may take (and always keeps room for). */
  lines: number;
}

export interface BoardMetrics {
  /** Each row's lines as drawn (for the browser tests). */
  rows: string[][];
  /** The smallest cap height drawn (canvas pixels). */
  capHeightPx: number;
}

const LINE_PITCH = 1.12;

export function paintBoardFace(canvas: FaceCanvas, rows: readonly BoardRow[]): BoardMetrics {
  const { width, height } = canvas;
  const frame = tileFrame(width, height);
  const ctx = canvas.getContext('2d');
  const laid = rows.map((row) => {
    const font: SizedFont = ctx ? sizeFont(ctx, row.capPx) : crudeFont(row.capPx);
    return { font, lines: fitText(row.text, frame.maxTextWidth, font.measure, row.lines).lines, height: row.lines * font.fontPx * LINE_PITCH };
  });
  const metrics = { rows: laid.map((row) => row.lines), capHeightPx: Math.min(...laid.map((row) => row.font.capPx)) };
  if (!ctx) return metrics;
  ctx.clearRect(0, 0, width, height);
  roundedRectPath(ctx, frame.border / 2, frame.border / 2, width - frame.border, height - frame.border, frame.radius);
  ctx.fillStyle = TILE_FILL;
  ctx.fill();
  ctx.strokeStyle = BORDER;
  ctx.lineWidth = frame.border;
  ctx.stroke();
  const gap = Math.max(0, (height - 2 * frame.border - laid.reduce((sum, row) => sum + row.height, 0)) / (rows.length + 1));
  let top = frame.border + gap;
  for (const { font, lines, height: rowHeight } of laid) {
    ctx.font = fontSpec(font.fontPx);
    drawLines(ctx, lines, { centreX: width / 2, top, lineHeight: font.fontPx * LINE_PITCH, capPx: font.capPx, maxWidth: frame.maxTextWidth, colour: TEXT });
    top += rowHeight + gap;
  }
  return metrics;
}
