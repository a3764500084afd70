// @vitest-environment jsdom
import * as THREE from 'three';
import { LinearFilter, SRGBColorSpace } from 'three';
import { describe, expect, it } from 'vitest';
import { createVideoTexture } from './video-texture';

describe('createVideoTexture', () => {
  it('is sRGB, without mipmaps, linearly filtered', () => {
    const texture = createVideoTexture(THREE, document.createElement('video'));
    expect(texture.colorSpace).toBe(SRGBColorSpace);
    expect(texture.generateMipmaps).toBe(false);
    expect(texture.minFilter).toBe(LinearFilter);
    expect(texture.magFilter).toBe(LinearFilter);
    texture.dispose();
  });
});
