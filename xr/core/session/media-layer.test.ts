/// <reference types="webxr" />
import { describe, expect, it, vi } from 'vitest';
import { fromYawPitchRoll } from '../gaze/math';
import { createEquirectMediaLayer, equirectLayerInit, turnedPose } from './media-layer';

const space = {} as XRSpace; // an opaque handle: the core only passes it on

describe('equirectLayerInit', () => {
  it('covers the whole sphere at infinity in the layout the Layers API names', () => {
    expect(equirectLayerInit(space, { layout: 'top-bottom' })).toEqual({
      space,
      layout: 'stereo-top-bottom',
      invertStereo: false,
      radius: 0,
      centralHorizontalAngle: 2 * Math.PI,
      upperVerticalAngle: Math.PI / 2,
      lowerVerticalAngle: -Math.PI / 2,
    });
  });
  it('passes the invert-eyes choice to the compositor', () => {
    expect(equirectLayerInit(space, { layout: 'side-by-side', invertEyes: true })).toMatchObject({ layout: 'stereo-left-right', invertStereo: true });
  });
});

describe('turnedPose', () => {
  it('turns the layer as the picture turns, without moving it', () => {
    const turn = fromYawPitchRoll(Math.PI / 2, 0.3, 0.1);
    const { orientation, position } = turnedPose(turn);
    expect(position).toEqual({ x: 0, y: 0, z: 0, w: 1 });
    expect(orientation).toEqual(turn);
  });
});

describe('createEquirectMediaLayer', () => {
  it('creates the layer only after the session’s first frame', async () => {
    // Test doubles of the browser's XRSession and XRMediaBinding (WebXR Layers API).
    let runFrame: XRFrameRequestCallback = () => {};
    const session = { requestAnimationFrame: (callback: XRFrameRequestCallback) => ((runFrame = callback), 1) };
    const layer = {} as XREquirectLayer; // opaque: the core only hands it back
    const createEquirectLayer = vi.fn(() => layer);
    class Binding {
      constructor(readonly session: unknown) {}
      createEquirectLayer = createEquirectLayer;
    }
    const video = {} as HTMLVideoElement;

    const pending = createEquirectMediaLayer({ session, space, video, Binding, layout: 'mono' });
    await Promise.resolve();
    expect(createEquirectLayer).not.toHaveBeenCalled();
    runFrame(0, {} as XRFrame); // opaque: the core never reads the frame
    await expect(pending).resolves.toBe(layer);
    expect(createEquirectLayer).toHaveBeenCalledWith(video, expect.objectContaining({ layout: 'mono', radius: 0 }));
  });
});
