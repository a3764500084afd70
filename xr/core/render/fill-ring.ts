import type * as ThreeModule from 'three';
import type { RingGeometry } from 'three';

const SEGMENTS = 64;
/** Triangles per ring segment (one quad) times vertices per triangle. */
const INDICES_PER_SEGMENT = 6;

/**
 * The dwell ring, built once with the binding's copy of three: its index buffer runs segment by segment
 * from the top, so showing progress is only a draw range, never a new geometry per frame.
 */
export function createFillRing(THREE: Pick<typeof ThreeModule, 'RingGeometry'>, innerRadius: number, outerRadius: number): RingGeometry {
  return new THREE.RingGeometry(innerRadius, outerRadius, SEGMENTS, 1, Math.PI / 2, 2 * Math.PI);
}

export function showRingProgress(ring: RingGeometry, progress: number): void {
  const segments = Math.ceil(Math.min(1, Math.max(0, progress)) * SEGMENTS);
  ring.setDrawRange(0, segments * INDICES_PER_SEGMENT);
}
