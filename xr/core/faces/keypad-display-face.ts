import type { FaceCanvas, FaceMetrics } from './canvas-types';
import { fitText } from './fit-text';
import { DISABLED, TEXT, TILE_FILL } from './palette';
import { roundedRectPath } from './shapes';
import { crudeFont, fontSpec, sizeFont } from './text-paint';

export interface KeypadDisplayFace {
  /** One cell a character of the code: what was typed, '' where a character is still to come. */
  cells: readonly string[];
  /** The prompt ("Session code") or a message ("Unknown code", "Joining…") under the code. */
  note: string;
}

export interface KeypadDisplayMetrics extends FaceMetrics {
  /** The note's cap height as drawn (canvas pixels); `capHeightPx` is the code's. */
  noteCapHeightPx: number;
}

/** The mark under the cell typed next: the gaze highlight's yellow, plain on the dark panel. */
export const CURSOR = '#facc15';
const PAD_X_EM = 0.3;
/** Corners rounded by this share of the panel's height. */
const RADIUS = 0.12;
/** The underline a cell stands on, below the letters' baseline and as thick as (of the code's font size). */
const UNDERLINE_DROP_EM = 0.14;
const UNDERLINE_EM = 0.06;
/** Between the underlines and the note's capitals (of the note's font size). */
const NOTE_GAP_EM = 0.35;
/** A cell's letter and underline take this share of its room across, so neighbouring cells stay apart. */
const CELL_FILL = 0.78;

/**
 * The keypad's display: the code as large bold letters, one cell each, standing on underlines; a cell still
 * to type shows its underline only (grey), and the one typed next is underlined in yellow. Under them, the
 * prompt or a message, in one line. The panel is dark with no border: it is read, not looked at to act.
 */
export function paintKeypadDisplayFace(canvas: FaceCanvas, face: KeypadDisplayFace, codeCapPx: number, noteCapPx: number): KeypadDisplayMetrics {
  const { width, height } = canvas;
  const ctx = canvas.getContext('2d');
  const code = ctx ? sizeFont(ctx, codeCapPx) : crudeFont(codeCapPx);
  const note = ctx ? sizeFont(ctx, noteCapPx) : crudeFont(noteCapPx);
  const maxTextWidth = Math.max(1, width - 2 * code.fontPx * PAD_X_EM);
  const fitted = fitText(face.note.trim(), maxTextWidth, note.measure, 1);
  const codeLine = face.cells.map((cell) => cell || '_').join(' ');
  const metrics = { capHeightPx: code.capPx, noteCapHeightPx: note.capPx, lines: [codeLine, ...fitted.lines], squeezed: fitted.squeezed };
  if (!ctx) return metrics;
  ctx.clearRect(0, 0, width, height);
  roundedRectPath(ctx, 0, 0, width, height, height * RADIUS);
  ctx.fillStyle = TILE_FILL;
  ctx.fill();

  const underlineDrop = code.fontPx * UNDERLINE_DROP_EM;
  const thickness = Math.max(3, code.fontPx * UNDERLINE_EM);
  const noteGap = note.fontPx * NOTE_GAP_EM;
  const block = code.capPx + underlineDrop + thickness + noteGap + note.capPx;
  const codeBaseline = (height - block) / 2 + code.capPx;
  const underlineTop = codeBaseline + underlineDrop;
  const count = Math.max(1, face.cells.length);
  const cellRoom = Math.min(maxTextWidth / count, code.fontPx * 1.1);
  const left = (width - cellRoom * count) / 2;
  const next = face.cells.findIndex((cell) => !cell);

  ctx.font = fontSpec(code.fontPx);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  face.cells.forEach((cell, i) => {
    const centre = left + (i + 0.5) * cellRoom;
    const lineWidth = cellRoom * CELL_FILL;
    roundedRectPath(ctx, centre - lineWidth / 2, underlineTop, lineWidth, thickness, thickness / 2);
    ctx.fillStyle = i === next ? CURSOR : cell ? TEXT : DISABLED;
    ctx.fill();
    if (!cell) return;
    ctx.fillStyle = TEXT;
    ctx.fillText(cell, centre, codeBaseline, lineWidth);
  });

  const line = fitted.lines[0];
  if (line) {
    ctx.font = fontSpec(note.fontPx);
    ctx.fillStyle = TEXT;
    ctx.fillText(line, width / 2, underlineTop + thickness + noteGap + note.capPx, maxTextWidth);
  }
  return metrics;
}
