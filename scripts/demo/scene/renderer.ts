import * as THREE from 'three';

/**
 * The renderer both pages of the hall draw with (the 360° loop and the stills): a canvas of the frame's size in
 * the page, pixels kept for reading back, and the same filmic tone mapping, so a still looks like the stream.
 */
export function hallRenderer(width: number, height: number): THREE.WebGLRenderer {
  const canvas = document.createElement('canvas');
  document.body.append(canvas);
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: true });
  renderer.setPixelRatio(1);
  renderer.setSize(width, height, false);
  renderer.toneMapping = THREE.ACESFilmicToneMapping;
  renderer.toneMappingExposure = 1.1;
  return renderer;
}
