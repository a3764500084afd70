import { fillShape, iconText, type Pen } from './icon-pen';

export function play(pen: Pen): void {
  fillShape(pen, [
    [-0.24, -0.36],
    [0.36, 0],
    [-0.24, 0.36],
  ]);
}

export function pause(pen: Pen): void {
  for (const left of [-0.3, 0.08]) {
    fillShape(pen, [
      [left, -0.34],
      [left + 0.22, -0.34],
      [left + 0.22, 0.34],
      [left, 0.34],
    ]);
  }
}

const RADIUS = 0.36;
const CENTRE_V = 0.05;
/** The arc leaves this much of the circle open, beside the arrowhead. */
const GAP = 0.4 * Math.PI;

/**
 * A circular arrow, open at the top: clockwise (↻) is forward, anticlockwise (↺) back. The head sits at the
 * top pointing into the gap, the shape people know from "replay" buttons.
 */
function circularArrow(pen: Pen, clockwise: boolean): void {
  const top = -Math.PI / 2;
  pen.ctx.beginPath();
  pen.ctx.arc(pen.x(0), pen.y(CENTRE_V), RADIUS * pen.size, top, clockwise ? top + GAP : top - GAP, clockwise);
  pen.ctx.stroke();
  const d = clockwise ? 1 : -1;
  const v = CENTRE_V - RADIUS;
  fillShape(pen, [
    [d * 0.17, v],
    [-d * 0.03, v - 0.14],
    [-d * 0.03, v + 0.14],
  ]);
}

/** Back to the start: the "replay" arrow around a small play triangle. */
export function restart(pen: Pen): void {
  circularArrow(pen, false);
  fillShape(pen, [
    [-0.08, CENTRE_V - 0.13],
    [0.13, CENTRE_V],
    [-0.08, CENTRE_V + 0.13],
  ]);
}

export function back30(pen: Pen): void {
  circularArrow(pen, false);
  iconText(pen, '30', 0, CENTRE_V + 0.01, 0.3);
}

export function forward30(pen: Pen): void {
  circularArrow(pen, true);
  iconText(pen, '30', 0, CENTRE_V + 0.01, 0.3);
}
