import { circlePath, fillShape, strokePaths, type Pen } from './icon-pen';
import { roundedRectPath } from './shapes';

/** A target's rings and cross hairs: "put this back in front of me". */
export function recenter(pen: Pen): void {
  circlePath(pen, 0, 0, 0.28);
  pen.ctx.stroke();
  circlePath(pen, 0, 0, 0.08);
  pen.ctx.fill();
  strokePaths(
    pen,
    [
      [0, -0.44],
      [0, -0.3],
    ],
    [
      [0, 0.3],
      [0, 0.44],
    ],
    [
      [-0.44, 0],
      [-0.3, 0],
    ],
    [
      [0.3, 0],
      [0.44, 0],
    ],
  );
}

/** Four posters in a grid: the concert chooser. */
export function concerts(pen: Pen): void {
  for (const u of [-0.42, 0.06]) {
    for (const v of [-0.42, 0.06]) {
      roundedRectPath(pen.ctx, pen.x(u), pen.y(v), 0.36 * pen.size, 0.36 * pen.size, 0.06 * pen.size);
      pen.ctx.fill();
    }
  }
}

const GOGGLES = { left: -0.44, right: 0.06, top: -0.2, bottom: 0.2, corner: 0.08 } as const;

/** A headset's front with a nose notch, and an arrow leaving it to the right. */
export function exitVr(pen: Pen): void {
  const { ctx } = pen;
  const { left, right, top, bottom, corner } = GOGGLES;
  const r = corner * pen.size;
  const notchU = (left + right) / 2;
  ctx.beginPath();
  ctx.moveTo(pen.x(left + corner), pen.y(top));
  ctx.arcTo(pen.x(right), pen.y(top), pen.x(right), pen.y(bottom), r);
  ctx.arcTo(pen.x(right), pen.y(bottom), pen.x(left), pen.y(bottom), r);
  ctx.lineTo(pen.x(notchU + 0.1), pen.y(bottom));
  // Anticlockwise from the right: the notch bulges up into the headset, where a nose goes.
  ctx.arc(pen.x(notchU), pen.y(bottom), 0.1 * pen.size, 0, Math.PI, true);
  ctx.arcTo(pen.x(left), pen.y(bottom), pen.x(left), pen.y(top), r);
  ctx.arcTo(pen.x(left), pen.y(top), pen.x(right), pen.y(top), r);
  ctx.closePath();
  ctx.stroke();
  strokePaths(pen, [
    [-0.1, 0],
    [0.36, 0],
  ]);
  fillShape(pen, [
    [0.47, 0],
    [0.29, -0.14],
    [0.29, 0.14],
  ]);
}

export function menu(pen: Pen): void {
  strokePaths(
    pen,
    ...[-0.26, 0, 0.26].map(
      (v) =>
        [
          [-0.36, v],
          [0.36, v],
        ] as const,
    ),
  );
}

export function back(pen: Pen): void {
  strokePaths(
    pen,
    [
      [0.38, 0],
      [-0.32, 0],
    ],
    [
      [-0.04, -0.3],
      [-0.36, 0],
      [-0.04, 0.3],
    ],
  );
}

/** Two chevrons pointing on: the next page of concerts. */
export function more(pen: Pen): void {
  strokePaths(
    pen,
    [
      [-0.34, -0.3],
      [-0.06, 0],
      [-0.34, 0.3],
    ],
    [
      [0.06, -0.3],
      [0.34, 0],
      [0.06, 0.3],
    ],
  );
}
