/**
 * Test support: a 2D context that draws nothing and records what it was asked to draw, with the style in
 * force at the time. Its text metrics are those of an imaginary font: every letter `charWidth` em wide and
 * capitals `capRatio` em tall (or whatever `capOf` says), so layouts can be checked to the pixel under Node.
 */
import type { FaceCanvas, FaceContext } from './canvas-types';

export interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PaintCall {
  kind: 'fill' | 'stroke';
  colour: string;
  lineWidth: number;
  dashed: boolean;
  bounds: Bounds;
}

export interface TextCall {
  text: string;
  x: number;
  y: number;
  maxWidth: number | undefined;
  fontPx: number;
  colour: string;
}

type Style = Pick<FaceContext, 'font' | 'fillStyle' | 'strokeStyle' | 'lineWidth' | 'lineCap' | 'lineJoin' | 'textAlign' | 'textBaseline'> & { dash: number[] };

const fontPxOf = (font: string) => Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 10);
const colourOf = (style: FaceContext['fillStyle']) => (typeof style === 'string' ? style : 'pattern');

export class RecordingContext implements FaceContext {
  font = '10px sans-serif';
  fillStyle: FaceContext['fillStyle'] = '#000000';
  strokeStyle: FaceContext['strokeStyle'] = '#000000';
  lineWidth = 1;
  lineCap: CanvasLineCap = 'butt';
  lineJoin: CanvasLineJoin = 'miter';
  textAlign: CanvasTextAlign = 'start';
  textBaseline: CanvasTextBaseline = 'alphabetic';
  readonly paints: PaintCall[] = [];
  readonly texts: TextCall[] = [];
  readonly cleared: Bounds[] = [];
  /** Every call by name, in order: enough to tell two drawings apart. */
  readonly log: string[] = [];
  saves = 0;
  restores = 0;
  private dash: number[] = [];
  private path: [number, number][] = [];
  private readonly stack: Style[] = [];

  constructor(
    private readonly charWidth = 0.6,
    private readonly capOf: (fontPx: number) => number = (px) => px * 0.7,
  ) {}

  measureText(text: string) {
    const px = fontPxOf(this.font);
    return { width: text.length * this.charWidth * px, actualBoundingBoxAscent: this.capOf(px) };
  }

  save(): void {
    this.saves += 1;
    const { font, fillStyle, strokeStyle, lineWidth, lineCap, lineJoin, textAlign, textBaseline, dash } = this;
    this.stack.push({ font, fillStyle, strokeStyle, lineWidth, lineCap, lineJoin, textAlign, textBaseline, dash });
  }

  restore(): void {
    this.restores += 1;
    const style = this.stack.pop();
    if (style) Object.assign(this, style);
  }

  setLineDash(segments: number[]): void {
    this.dash = [...segments];
  }

  beginPath(): void {
    this.log.push('beginPath');
    this.path = [];
  }

  closePath(): void {
    this.log.push('closePath');
  }

  moveTo(x: number, y: number): void {
    this.log.push(`moveTo ${x.toFixed(1)} ${y.toFixed(1)}`);
    this.path.push([x, y]);
  }

  lineTo(x: number, y: number): void {
    this.log.push(`lineTo ${x.toFixed(1)} ${y.toFixed(1)}`);
    this.path.push([x, y]);
  }

  arcTo(x1: number, y1: number, x2: number, y2: number, radius: number): void {
    this.log.push(`arcTo ${x1.toFixed(1)} ${y1.toFixed(1)} ${radius.toFixed(1)}`);
    this.path.push([x1, y1], [x2, y2]);
  }

  /** Bounded by the whole circle: a safe outer limit for any part of it. */
  arc(x: number, y: number, radius: number, start: number, end: number, anticlockwise?: boolean): void {
    this.log.push(`arc ${x.toFixed(1)} ${y.toFixed(1)} ${radius.toFixed(1)} ${start.toFixed(2)} ${end.toFixed(2)} ${Boolean(anticlockwise)}`);
    this.path.push([x - radius, y - radius], [x + radius, y + radius]);
  }

  fill(): void {
    this.record('fill', colourOf(this.fillStyle));
  }

  stroke(): void {
    this.record('stroke', colourOf(this.strokeStyle));
  }

  clearRect(x: number, y: number, w: number, h: number): void {
    this.cleared.push({ left: x, top: y, right: x + w, bottom: y + h });
  }

  fillText(text: string, x: number, y: number, maxWidth?: number): void {
    this.log.push(`fillText ${text}`);
    this.texts.push({ text, x, y, maxWidth, fontPx: fontPxOf(this.font), colour: colourOf(this.fillStyle) });
  }

  private record(kind: 'fill' | 'stroke', colour: string): void {
    this.log.push(kind);
    const xs = this.path.map(([x]) => x);
    const ys = this.path.map(([, y]) => y);
    const bounds = { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
    this.paints.push({ kind, colour, lineWidth: this.lineWidth, dashed: this.dash.length > 0, bounds });
  }
}

/** A canvas of the given size whose context is `ctx` (null: as in jsdom, which has no 2D canvas). */
export function fakeCanvas(width: number, height: number, ctx: RecordingContext | null): FaceCanvas {
  return { width, height, getContext: () => ctx };
}
