import * as THREE from 'three';

/**
 * A 360° camera: a cube camera at one point renders the six directions, and a full-screen pass turns the
 * cube into an equirectangular picture (longitude across, latitude up), as a 360° camera records it. The
 * frame's centre looks down -z (FRONT), its 75 % column +x (RIGHT), its top straight up.
 *
 * The pass writes its rows bottom-up, so `readPixels` (which reads from the bottom) returns them top row
 * first, as a video frame is stored. Four taps a pixel smooth the edges (the cube has no multisampling).
 */
const VERTEX = /* glsl */ `
varying vec2 vUv;
void main() {
  vUv = uv;
  gl_Position = vec4(position.xy, 0.0, 1.0);
}`;

const FRAGMENT = /* glsl */ `
uniform samplerCube cube;
uniform vec2 size;
varying vec2 vUv;
const float PI = 3.141592653589793;
vec3 look(vec2 uv) {
  float lon = (uv.x - 0.5) * 2.0 * PI;
  float lat = (0.5 - uv.y) * PI;
  return vec3(sin(lon) * cos(lat), sin(lat), -cos(lon) * cos(lat));
}
void main() {
  vec2 texel = 1.0 / size;
  vec4 sum = vec4(0.0);
  sum += textureCube(cube, look(vUv + texel * vec2(-0.25, -0.25)));
  sum += textureCube(cube, look(vUv + texel * vec2(0.25, -0.25)));
  sum += textureCube(cube, look(vUv + texel * vec2(-0.25, 0.25)));
  sum += textureCube(cube, look(vUv + texel * vec2(0.25, 0.25)));
  gl_FragColor = sum * 0.25;
  #include <tonemapping_fragment>
  #include <colorspace_fragment>
}`;

export interface Camera360 {
  /**
   * Renders the scene from `eye` and draws the equirectangular frame to the renderer's canvas. The first
   * call renders all six directions; later calls only the part of the front face where `moving` is (the
   * camera and everything else stand still, and a software renderer needs the time).
   */
  render(scene: THREE.Scene, eye: THREE.Vector3, moving: THREE.Object3D): void;
  dispose(): void;
}

/** CubeCamera's faces are px, nx, py, ny, pz, nz: the front (-z) is the last. */
const FRONT_FACE = 5;

/** The pixels of a face that `object` covers (with a margin), as a scissor box of that face's camera. */
function regionOf(object: THREE.Object3D, camera: THREE.Camera, size: number): THREE.Vector4 {
  const box = new THREE.Box3().setFromObject(object).expandByScalar(0.35);
  const corners = [box.min, box.max].flatMap((a) => [box.min, box.max].flatMap((b) => [box.min, box.max].map((c) => new THREE.Vector3(a.x, b.y, c.z))));
  const ndc = new THREE.Box2();
  for (const corner of corners) {
    const p = corner.project(camera);
    ndc.expandByPoint(new THREE.Vector2(p.x, p.y));
  }
  const toPixel = (v: number) => THREE.MathUtils.clamp(Math.round(((v + 1) / 2) * size), 0, size);
  const [x0, y0, x1, y1] = [toPixel(ndc.min.x), toPixel(ndc.min.y), toPixel(ndc.max.x), toPixel(ndc.max.y)];
  return new THREE.Vector4(x0, y0, x1 - x0, y1 - y0);
}

export function camera360(renderer: THREE.WebGLRenderer, faceSize: number): Camera360 {
  const target = new THREE.WebGLCubeRenderTarget(faceSize, { type: THREE.HalfFloatType, generateMipmaps: false, minFilter: THREE.LinearFilter });
  const cubeCamera = new THREE.CubeCamera(0.05, 200, target);
  const { width, height } = renderer.domElement;
  const material = new THREE.ShaderMaterial({
    uniforms: { cube: { value: target.texture }, size: { value: new THREE.Vector2(width, height) } },
    vertexShader: VERTEX,
    fragmentShader: FRAGMENT,
    depthTest: false,
    depthWrite: false,
  });
  const quad = new THREE.Mesh(new THREE.PlaneGeometry(2, 2), material);
  quad.frustumCulled = false;
  const pass = new THREE.Scene();
  pass.add(quad);
  const flat = new THREE.OrthographicCamera(-1, 1, 1, -1, 0, 1);
  let whole = false;
  return {
    render(scene, eye, moving) {
      cubeCamera.position.copy(eye);
      if (!whole) {
        cubeCamera.update(renderer, scene);
        whole = true;
      } else {
        cubeCamera.updateMatrixWorld();
        const front = cubeCamera.children[FRONT_FACE] as THREE.PerspectiveCamera;
        target.scissor.copy(regionOf(moving, front, faceSize));
        target.scissorTest = true;
        renderer.setRenderTarget(target, FRONT_FACE);
        renderer.render(scene, front);
        target.scissorTest = false;
      }
      renderer.setRenderTarget(null);
      renderer.render(pass, flat);
    },
    dispose() {
      target.dispose();
      material.dispose();
      quad.geometry.dispose();
    },
  };
}
