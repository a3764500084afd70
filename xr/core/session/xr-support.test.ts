import { describe, expect, it } from 'vitest';
import { detectXrSupport, pickFrameRate, sessionInit } from './xr-support';

const QUEST_3 = new Float32Array([72, 80, 90, 120]);
const answering = (supported: boolean) => ({ xr: { isSessionSupported: async () => supported } });

describe('detectXrSupport', () => {
  it('reports immersive VR and layers on a Quest Browser', async () => {
    expect(await detectXrSupport(answering(true), { XRMediaBinding: class {} })).toEqual({ immersiveVr: true, layers: true });
  });
  it('reports VR without layers elsewhere', async () => {
    expect(await detectXrSupport(answering(true), {})).toEqual({ immersiveVr: true, layers: false });
  });
  it('reports nothing without navigator.xr', async () => {
    expect(await detectXrSupport({}, { XRMediaBinding: class {} })).toEqual({ immersiveVr: false, layers: false });
  });
  it('reports nothing when the check says no, rejects or throws', async () => {
    expect(await detectXrSupport(answering(false), {})).toEqual({ immersiveVr: false, layers: false });
    const rejecting = { xr: { isSessionSupported: () => Promise.reject(new Error('SecurityError')) } };
    expect((await detectXrSupport(rejecting, {})).immersiveVr).toBe(false);
    const throwing = {
      xr: {
        isSessionSupported(): Promise<boolean> {
          throw new Error('blocked by permissions policy');
        },
      },
    };
    expect((await detectXrSupport(throwing, {})).immersiveVr).toBe(false);
  });
});

describe('pickFrameRate', () => {
  it('picks a multiple of the video frame rate, preferring 90 Hz', () => {
    expect(pickFrameRate(QUEST_3, 30)).toBe(90);
    expect(pickFrameRate(QUEST_3, 24)).toBe(72);
    expect(pickFrameRate(QUEST_3, 60)).toBe(120);
    expect(pickFrameRate(QUEST_3, 29.97)).toBe(90);
  });
  it('prefers another rate on request', () => {
    expect(pickFrameRate(QUEST_3, 30, 120)).toBe(120);
  });
  it('takes the highest rate when no multiple exists', () => {
    expect(pickFrameRate(QUEST_3, 25)).toBe(120);
    expect(pickFrameRate([72, 90], 0)).toBe(90);
  });
  it('returns null when the session offers no rates', () => {
    expect(pickFrameRate(undefined, 30)).toBeNull();
    expect(pickFrameRate([], 30)).toBeNull();
  });
});

describe('sessionInit', () => {
  it('asks for floor, layers and hands, all optional', () => {
    expect(sessionInit()).toEqual({ optionalFeatures: ['local-floor', 'layers', 'hand-tracking'] });
  });
});
