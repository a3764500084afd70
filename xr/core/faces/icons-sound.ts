import { fillShape, iconText, polyline, strokePaths, type Pen } from './icon-pen';
import { roundedRectPath } from './shapes';

function speaker(pen: Pen): void {
  fillShape(pen, [
    [-0.44, -0.12],
    [-0.3, -0.12],
    [-0.08, -0.32],
    [-0.08, 0.32],
    [-0.3, 0.12],
    [-0.44, 0.12],
  ]);
}

/** A speaker and a minus: a sign is told apart more surely than one sound wave from three. */
export function quieter(pen: Pen): void {
  speaker(pen);
  strokePaths(pen, [
    [0.1, 0],
    [0.42, 0],
  ]);
}

export function louder(pen: Pen): void {
  speaker(pen);
  strokePaths(
    pen,
    [
      [0.1, 0],
      [0.42, 0],
    ],
    [
      [0.26, -0.16],
      [0.26, 0.16],
    ],
  );
}

/** The "CC" box found on remote controls and video players. */
export function captionsOn(pen: Pen): void {
  roundedRectPath(pen.ctx, pen.x(-0.42), pen.y(-0.29), 0.84 * pen.size, 0.58 * pen.size, 0.1 * pen.size);
  pen.ctx.stroke();
  iconText(pen, 'CC', 0, 0.01, 0.3);
}

/** The same box struck through, the slash running past its corners so it is seen as a line, not a letter. */
export function captionsOff(pen: Pen): void {
  captionsOn(pen);
  polyline(pen, [
    [-0.44, 0.42],
    [0.44, -0.42],
  ]);
  pen.ctx.stroke();
}
