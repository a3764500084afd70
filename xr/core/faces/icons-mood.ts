import { circlePath, strokePaths, type Point, type Pen } from './icon-pen';

/** The mood check's five faces, 1 very sad … 5 very happy (issue 26): how far each mouth bends, down to up. */
const SMILE = [-1, -0.5, 0, 0.5, 1] as const;

/** A mouth across the lower face, bending up (`bend` > 0, a smile) or down (< 0), as a few straight strokes. */
function mouth(bend: number): Point[] {
  const steps = 12;
  return Array.from({ length: steps + 1 }, (_, i): Point => {
    const u = -0.18 + (0.36 * i) / steps;
    // A parabola through the corners: the middle sits 0.1 lower for a smile, 0.1 higher for a frown.
    const lift = bend * 0.1 * (1 - (u / 0.18) ** 2);
    return [u, 0.14 + lift - bend * 0.02];
  });
}

/** One face: its outline, two eyes, the mouth; the two saddest have brows raised at the middle. */
function face(pen: Pen, step: 0 | 1 | 2 | 3 | 4): void {
  circlePath(pen, 0, 0, 0.44);
  pen.ctx.stroke();
  for (const side of [-1, 1]) {
    circlePath(pen, side * 0.14, -0.1, 0.05);
    pen.ctx.fill();
  }
  const bend = SMILE[step];
  strokePaths(pen, mouth(bend));
  if (bend < 0)
    strokePaths(
      pen,
      [
        [-0.22, -0.2],
        [-0.08, -0.25 + bend * 0.03],
      ],
      [
        [0.22, -0.2],
        [0.08, -0.25 + bend * 0.03],
      ],
    );
}

export const mood1 = (pen: Pen) => face(pen, 0);
export const mood2 = (pen: Pen) => face(pen, 1);
export const mood3 = (pen: Pen) => face(pen, 2);
export const mood4 = (pen: Pen) => face(pen, 3);
export const mood5 = (pen: Pen) => face(pen, 4);
