import * as THREE from 'three';
import { SHOTS, type Mood, type Shot, type ShotName } from '../stills-shots';
import { buildHall } from './hall';
import { addPlayers } from './players';
import { hallRenderer } from './renderer';

/**
 * The stills page (run by scripts/demo/stills.ts in headless Chromium): the same hall and players as the 360°
 * render, seen through an ordinary perspective camera from one of SHOTS at its moment, drawn once at w×h
 * and sent as RGBA pixels (bottom row first, as WebGL reads them) to the driver (POST /frame).
 */
const query = new URLSearchParams(location.search);
const name = (query.get('shot') ?? '') as ShotName;
const width = Number(query.get('w') ?? 1920);
const height = Number(query.get('h') ?? 1080);

/** Before the music: the stage lights at a quarter, their beams barely there, the house lights lower. */
function light(scene: THREE.Scene, mood: Mood) {
  if (mood === 'concert') return;
  scene.traverse((object) => {
    if (object instanceof THREE.SpotLight) object.intensity *= 0.22;
    else if (object instanceof THREE.PointLight) object.intensity *= 0.75;
    else if (object instanceof THREE.HemisphereLight) object.intensity *= 0.7;
    else if (object instanceof THREE.Mesh && object.material instanceof THREE.MeshBasicMaterial && object.material.transparent) object.material.opacity *= 0.3;
  });
}

function render(): void {
  const shot: Shot | undefined = SHOTS[name];
  if (!shot) throw new Error(`no shot called ${name}`);
  const renderer = hallRenderer(width, height);
  const scene = new THREE.Scene();
  buildHall(scene, { keepViewerSeatsFree: !shot.fillViewerSeats });
  if (shot.players) addPlayers(scene).pose(shot.beat);
  light(scene, shot.mood);
  const camera = new THREE.PerspectiveCamera(shot.fov, width / height, 0.05, 200);
  const [x, y, z] = shot.position;
  camera.position.set(x, y, z);
  camera.lookAt(new THREE.Vector3(...shot.target));
  renderer.render(scene, camera);
  const gl = renderer.getContext();
  const pixels = new Uint8Array(width * height * 4);
  gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
  send(pixels, performance.now()).catch((error: unknown) => {
    window.demoDone = { error: String(error) };
  });
}

async function send(pixels: Uint8Array<ArrayBuffer>, started: number) {
  const answer = await fetch('/frame?n=0', { method: 'POST', body: pixels });
  if (!answer.ok) throw new Error(`the driver refused the still: ${answer.status}`);
  window.demoDone = { frames: 1, ms: performance.now() - started };
}

try {
  render();
} catch (error) {
  window.demoDone = { error: String(error) };
}
