import { fillShape, strokePaths, type Point, type Pen } from './icon-pen';

/** A palm as a leaning oval (centre, half-width and half-height in the icon's square, lean in radians, + towards the right). */
function palm(cu: number, cv: number, rx: number, ry: number, lean: number): Point[] {
  const steps = 20;
  return Array.from({ length: steps }, (_, i): Point => {
    const a = (2 * Math.PI * i) / steps;
    const [x, y] = [rx * Math.cos(a), ry * Math.sin(a)];
    return [cu + x * Math.cos(lean) - y * Math.sin(lean), cv + x * Math.sin(lean) + y * Math.cos(lean)];
  });
}

/** Two palms leaning together, about to meet, and three short strokes of sound above them: 'Applaud'. */
export function applause(pen: Pen): void {
  const lean = (18 * Math.PI) / 180;
  fillShape(pen, palm(-0.17, 0.1, 0.12, 0.28, lean));
  fillShape(pen, palm(0.17, 0.1, 0.12, 0.28, -lean));
  strokePaths(
    pen,
    [
      [0, -0.3],
      [0, -0.42],
    ],
    [
      [-0.24, -0.27],
      [-0.32, -0.37],
    ],
    [
      [0.24, -0.27],
      [0.32, -0.37],
    ],
  );
}

/** A tick: the applause was sent. */
export function applauseSent(pen: Pen): void {
  strokePaths(pen, [
    [-0.32, 0.02],
    [-0.1, 0.24],
    [0.34, -0.22],
  ]);
}
