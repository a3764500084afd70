import * as THREE from 'three';
import { BufferAttribute, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { createVideoSphereGeometry, setSphereProjection } from './video-sphere';

/** The direction from the centre to the vertex whose (unmapped) UV is closest to (u, v). */
function directionOf(geometry: ReturnType<typeof createVideoSphereGeometry>, u: number, v: number): Vector3 {
  const { widthSegments, heightSegments } = geometry.parameters;
  const column = Math.round(u * widthSegments);
  const row = Math.round((1 - v) * heightSegments);
  const index = row * (widthSegments + 1) + column;
  return new Vector3().fromBufferAttribute(geometry.getAttribute('position'), index).normalize();
}

describe('createVideoSphereGeometry', () => {
  it('puts the centre of the frame straight ahead and its right half on the right', () => {
    const geometry = createVideoSphereGeometry(THREE, { layout: 'mono', eye: 'mono-view' });
    const ahead = directionOf(geometry, 0.5, 0.5);
    expect(ahead.z).toBeCloseTo(-1);
    const right = directionOf(geometry, 0.75, 0.5);
    expect(right.x).toBeCloseTo(1);
    expect(directionOf(geometry, 0.5, 1).y).toBeCloseTo(1);
  });

  it('never uses fewer than 64×32 segments', () => {
    const geometry = createVideoSphereGeometry(THREE, { layout: 'mono', eye: 'left', widthSegments: 8, heightSegments: 4 });
    expect(geometry.parameters).toMatchObject({ widthSegments: 64, heightSegments: 32 });
  });

  it('maps the left eye of a top-bottom frame onto its top half', () => {
    const geometry = createVideoSphereGeometry(THREE, { layout: 'top-bottom', eye: 'left' });
    const v = Array.from(geometry.getAttribute('uv').array).filter((_, i) => i % 2 === 1);
    expect(Math.min(...v)).toBeCloseTo(0.5);
    expect(Math.max(...v)).toBeCloseTo(1);
  });

  it('maps the right eye of a side-by-side frame onto its right half, or the left half when inverted', () => {
    const u = (invertEyes: boolean) => {
      const geometry = createVideoSphereGeometry(THREE, { layout: 'side-by-side', eye: 'right', invertEyes });
      const values = Array.from(geometry.getAttribute('uv').array).filter((_, i) => i % 2 === 0);
      return [Math.min(...values), Math.max(...values)];
    };
    expect(u(false)).toEqual([0.5, 1]);
    expect(u(true)).toEqual([0, 0.5]);
  });

  it('re-maps from the original UVs, so switching eyes back and forth never compounds', () => {
    const geometry = createVideoSphereGeometry(THREE, { layout: 'side-by-side', eye: 'left' });
    const before = Array.from(geometry.getAttribute('uv').array);
    setSphereProjection(geometry, { layout: 'side-by-side', eye: 'right' });
    setSphereProjection(geometry, { layout: 'side-by-side', eye: 'left' });
    expect(Array.from(geometry.getAttribute('uv').array)).toEqual(before);
    const uv = geometry.getAttribute('uv');
    expect(uv instanceof BufferAttribute && uv.version).toBeGreaterThan(0); // uploaded again
  });
});
