import { circlePath, type Pen } from './icon-pen';

/** Each pair of arcs spans this much either side of the horizontal (radians). */
const SPREAD = (40 * Math.PI) / 180;

/**
 * A dot sending out two arcs either side, the sign broadcasters use for 'on air': 'Back to live'. Still, like
 * every icon: a live stream is said, never flashed.
 */
export function live(pen: Pen): void {
  circlePath(pen, 0, 0, 0.09);
  pen.ctx.fill();
  for (const radius of [0.22, 0.36]) {
    for (const centre of [0, Math.PI]) {
      pen.ctx.beginPath();
      pen.ctx.arc(pen.x(0), pen.y(0), radius * pen.size, centre - SPREAD, centre + SPREAD);
      pen.ctx.stroke();
    }
  }
}
