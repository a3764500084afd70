import type * as ThreeModule from 'three';
import type { VideoTexture } from 'three';

/**
 * The video as a texture with the settings that keep it right: sRGB (otherwise colours look washed out),
 * no mipmaps and linear filtering (a mipmap chain rebuilt on every frame of a 4K video costs more than it
 * shows). three's VideoTexture already uploads only on new video frames (requestVideoFrameCallback). Built
 * with the binding's copy of three.
 */
export function createVideoTexture(THREE: Pick<typeof ThreeModule, 'VideoTexture' | 'SRGBColorSpace' | 'LinearFilter'>, video: HTMLVideoElement): VideoTexture {
  const texture = new THREE.VideoTexture(video);
  texture.colorSpace = THREE.SRGBColorSpace;
  texture.generateMipmaps = false;
  texture.minFilter = THREE.LinearFilter;
  texture.magFilter = THREE.LinearFilter;
  // A video that already has a picture (started before the renderer) uploads at the first draw, not at its next frame.
  if (video.readyState >= video.HAVE_CURRENT_DATA) texture.needsUpdate = true;
  return texture;
}
