import type { FaceContext } from './canvas-types';

/** The stroke that rounds a filled shape's corners (of the icon's size). */
const ROUNDING = 0.04;

/** A point in an icon's own square: u to the right, v down, both from -0.5 to 0.5 around its centre. */
export type Point = readonly [number, number];

/** Draws in the icon's unit square, so each icon is written once at any size. */
export interface Pen {
  readonly ctx: FaceContext;
  readonly size: number;
  x(u: number): number;
  y(v: number): number;
}

export function makePen(ctx: FaceContext, cx: number, cy: number, size: number): Pen {
  return { ctx, size, x: (u) => cx + u * size, y: (v) => cy + v * size };
}

/** Starts a path through the points (closed when asked); the caller fills or strokes it. */
export function polyline(pen: Pen, points: readonly Point[], close = false): void {
  pen.ctx.beginPath();
  points.forEach(([u, v], i) => (i === 0 ? pen.ctx.moveTo(pen.x(u), pen.y(v)) : pen.ctx.lineTo(pen.x(u), pen.y(v))));
  if (close) pen.ctx.closePath();
}

export function strokePaths(pen: Pen, ...paths: readonly (readonly Point[])[]): void {
  for (const points of paths) {
    polyline(pen, points);
    pen.ctx.stroke();
  }
}

export function fillShape(pen: Pen, points: readonly Point[]): void {
  polyline(pen, points, true);
  pen.ctx.fill();
  // A thin stroke of the same colour rounds the corners (lineJoin is round): sharp tips blur into specks.
  const width = pen.ctx.lineWidth;
  pen.ctx.lineWidth = ROUNDING * pen.size;
  pen.ctx.stroke();
  pen.ctx.lineWidth = width;
}

export function circlePath(pen: Pen, u: number, v: number, radius: number): void {
  pen.ctx.beginPath();
  pen.ctx.arc(pen.x(u), pen.y(v), radius * pen.size, 0, 2 * Math.PI);
}

/** Bold text inside an icon ("30", "CC"): figures and letters read the same in every language. */
export function iconText(pen: Pen, text: string, u: number, v: number, em: number): void {
  pen.ctx.font = `700 ${Math.max(1, Math.round(em * pen.size))}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  pen.ctx.textAlign = 'center';
  pen.ctx.textBaseline = 'middle';
  pen.ctx.fillText(text, pen.x(u), pen.y(v), 0.8 * pen.size);
}
