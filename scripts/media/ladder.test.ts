import { describe, expect, it } from 'vitest';
import { chooseLadder, outputFrameRate, type LadderSource } from './ladder';

const sizes = (source: LadderSource) => chooseLadder(source).map((r) => `${r.name} ${r.width}x${r.height}`);

describe('chooseLadder', () => {
  it('takes a 5.7K mono file down to Quest’s 4096×2048, then 2048, 1280 and 640 wide', () => {
    expect(sizes({ width: 5760, height: 2880, layout: 'mono', fps: 30 })).toEqual(['v0 4096x2048', 'v1 2048x1024', 'v2 1280x640', 'v3 640x320']);
  });

  it('never upscales: a 1024×512 clip keeps its size and gets a 640×320 rendition to start on', () => {
    expect(sizes({ width: 1024, height: 512, layout: 'mono', fps: 25 })).toEqual(['v0 1024x512', 'v1 640x320']);
  });

  it('keeps a 4K (3840×1920) top rung and leaves out steps too close to the one above', () => {
    expect(sizes({ width: 3840, height: 1920, layout: 'mono', fps: 30 })).toEqual(['v0 3840x1920', 'v1 2048x1024', 'v2 1280x640', 'v3 640x320']);
    expect(sizes({ width: 2400, height: 1200, layout: 'mono', fps: 30 })).toEqual(['v0 2400x1200', 'v1 1280x640', 'v2 640x320']);
  });

  it('fits a top-bottom stereo frame (two 2:1 eyes) into 4096×2048 with each eye 2:1', () => {
    expect(sizes({ width: 5760, height: 5760, layout: 'top-bottom', fps: 30 })).toEqual(['v0 2048x2048', 'v1 1280x1280', 'v2 640x640']);
    expect(sizes({ width: 1024, height: 1024, layout: 'top-bottom', fps: 25 })).toEqual(['v0 1024x1024', 'v1 640x640']);
  });

  it('fits a side-by-side stereo frame into 4096 wide with each eye 2:1', () => {
    expect(sizes({ width: 7680, height: 1920, layout: 'side-by-side', fps: 30 })).toEqual(['v0 4096x1024', 'v1 2560x640', 'v2 1280x320']);
  });

  it('keeps every eye an even size, so 4:2:0 chroma and the split between eyes line up', () => {
    for (const r of chooseLadder({ width: 3000, height: 3002, layout: 'top-bottom', fps: 30 })) {
      expect(r.width % 2).toBe(0);
      expect((r.height / 2) % 2).toBe(0);
    }
  });

  it('obeys --max-height', () => {
    expect(sizes({ width: 5760, height: 2880, layout: 'mono', fps: 30, maxHeight: 1080 })).toEqual(['v0 2160x1080', 'v1 1280x640', 'v2 640x320']);
  });

  it('caps bitrate by picture size and frame rate, with a floor for the smallest', () => {
    const [top, , , smallest] = chooseLadder({ width: 5760, height: 2880, layout: 'mono', fps: 60 });
    expect(top?.maxrateKbps).toBe(40300);
    expect(top?.bufsizeKbps).toBe(40300);
    expect(smallest?.maxrateKbps).toBe(1000);
  });
});

describe('outputFrameRate', () => {
  it('keeps up to 60 fps and halves (or more) above', () => {
    expect([24, 29.97, 30, 59.94, 60, 100, 119.88, 200].map((fps) => Number(outputFrameRate(fps).toFixed(2)))).toEqual([24, 29.97, 30, 59.94, 60, 50, 59.94, 50]);
  });
});
