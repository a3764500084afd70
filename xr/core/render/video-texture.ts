import { LinearFilter, SRGBColorSpace, VideoTexture } from 'three';

/**
 * The video as a texture with the settings that keep it right: sRGB (otherwise colours look washed out),
 * no mipmaps and linear filtering (a mipmap chain rebuilt on every frame of a 4K video costs more than it
 * shows). three's VideoTexture already uploads only on new video frames (requestVideoFrameCallback).
 */
export function createVideoTexture(video: HTMLVideoElement): VideoTexture {
  const texture = new VideoTexture(video);
  texture.colorSpace = SRGBColorSpace;
  texture.generateMipmaps = false;
  texture.minFilter = LinearFilter;
  texture.magFilter = LinearFilter;
  return texture;
}
