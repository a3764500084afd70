import { describe, expect, it } from 'vitest';
import { eyeUvTransform, remapUvs, xrLayerLayout, type Eye, type StereoLayout } from './projection';

const TOP = { offset: [0, 0.5], repeat: [1, 0.5] };
const BOTTOM = { offset: [0, 0], repeat: [1, 0.5] };
const LEFT = { offset: [0, 0], repeat: [0.5, 1] };
const RIGHT = { offset: [0.5, 0], repeat: [0.5, 1] };
const WHOLE = { offset: [0, 0], repeat: [1, 1] };

const CASES: [StereoLayout, Eye, boolean, object][] = [
  ['mono', 'left', false, WHOLE],
  ['mono', 'right', false, WHOLE],
  ['mono', 'mono-view', false, WHOLE],
  ['mono', 'right', true, WHOLE],
  ['top-bottom', 'left', false, TOP],
  ['top-bottom', 'right', false, BOTTOM],
  ['top-bottom', 'mono-view', false, TOP],
  ['top-bottom', 'left', true, BOTTOM],
  ['top-bottom', 'right', true, TOP],
  ['top-bottom', 'mono-view', true, BOTTOM],
  ['side-by-side', 'left', false, LEFT],
  ['side-by-side', 'right', false, RIGHT],
  ['side-by-side', 'mono-view', false, LEFT],
  ['side-by-side', 'left', true, RIGHT],
  ['side-by-side', 'right', true, LEFT],
  ['side-by-side', 'mono-view', true, RIGHT],
];

describe('eyeUvTransform', () => {
  it.each(CASES)('%s, %s eye, inverted %s', (layout, eye, invertEyes, expected) => {
    expect(eyeUvTransform(layout, eye, { invertEyes })).toEqual(expected);
  });
});

describe('eyeUvTransform with the frame size', () => {
  it('insets each eye by half a texel on the split axis only', () => {
    const frameSize = { width: 1000, height: 500 };
    const left = eyeUvTransform('side-by-side', 'left', { frameSize });
    expect(left.offset[0]).toBeCloseTo(0.0005);
    expect(left.repeat).toEqual([0.499, 1]);
    const right = eyeUvTransform('side-by-side', 'right', { frameSize });
    expect(right.offset[0] + right.repeat[0]).toBeCloseTo(1 - 0.0005);
    const bottom = eyeUvTransform('top-bottom', 'right', { frameSize });
    expect(bottom).toEqual({ offset: [0, 0.001], repeat: [1, 0.498] });
    expect(eyeUvTransform('mono', 'left', { frameSize })).toEqual(WHOLE);
  });
});

describe('remapUvs', () => {
  // The four corners of a sphere's UV range: (0,0) bottom-left … (1,1) top-right.
  const corners = new Float32Array([0, 0, 1, 0, 0, 1, 1, 1]);

  it('squeezes the whole frame into the top half for the left eye of top-bottom', () => {
    expect([...remapUvs(corners, eyeUvTransform('top-bottom', 'left'))]).toEqual([0, 0.5, 1, 0.5, 0, 1, 1, 1]);
  });
  it('into the right half for the right eye of side-by-side', () => {
    expect([...remapUvs(corners, eyeUvTransform('side-by-side', 'right'))]).toEqual([0.5, 0, 1, 0, 0.5, 1, 1, 1]);
  });
  it('leaves mono untouched and never changes its input', () => {
    const copy = new Float32Array(corners);
    expect(remapUvs(corners, eyeUvTransform('mono', 'left'))).toEqual(corners);
    remapUvs(corners, eyeUvTransform('top-bottom', 'right'));
    expect(corners).toEqual(copy);
  });
  it('keeps values outside 0..1 (three’s pole vertices) inside the eye’s half', () => {
    expect([...remapUvs(new Float32Array([-0.01, 1.01]), eyeUvTransform('side-by-side', 'right'))]).toEqual([0.5, 1]);
  });
  it('writes into a given array (a geometry attribute) in place', () => {
    const uvs = new Float32Array([0.5, 0.5]);
    const out = remapUvs(uvs, eyeUvTransform('top-bottom', 'right'), uvs);
    expect(out).toBe(uvs);
    expect([...uvs]).toEqual([0.5, 0.25]);
  });
});

describe('xrLayerLayout', () => {
  it('names the layouts as the WebXR Layers API does', () => {
    expect(xrLayerLayout('mono')).toBe('mono');
    expect(xrLayerLayout('top-bottom')).toBe('stereo-top-bottom');
    expect(xrLayerLayout('side-by-side')).toBe('stereo-left-right');
  });
});
