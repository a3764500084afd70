import * as THREE from 'three';
import { secondsAt } from '../score';
import { camera360 } from './equirect';
import { buildHall } from './hall';
import { EYE, HALF_IPD, floorY } from './layout';
import { addPlayers } from './players';
import { hallRenderer } from './renderer';

/**
 * The render page (run by scripts/demo/render.ts in headless Chromium): builds the hall, then for each frame
 * sets the musicians to that moment of the score, renders the 360° picture and sends its RGBA pixels to the
 * driver (POST /frame, in order; the driver answers once ffmpeg has taken them). Settings come from the
 * query string: w, h (one eye's frame), face (cube face size), fps, from and to (frame numbers, `to`
 * excluded), and eyes=2 for stereo: the left eye's picture above the right eye's (top-bottom), each eye
 * 32 mm to its side of the seat. The offset is fixed across the room (not turned with the gaze), so the depth
 * is right towards the stage, where everything to see is, and fades to none at the sides, as in the
 * stereo 360° cameras with two lenses facing forward.
 */
const query = new URLSearchParams(location.search);
const setting = (name: string, fallback: number) => Number(query.get(name) ?? fallback);
const width = setting('w', 2048);
const height = setting('h', 1024);
const fps = setting('fps', 30);
const from = setting('from', 0);
const to = setting('to', 1);
const eyes = setting('eyes', 1) === 2 ? [-HALF_IPD, HALF_IPD] : [0];

const renderer = hallRenderer(width, height);

const scene = new THREE.Scene();
buildHall(scene);
const players = addPlayers(scene);
// One 360° camera per eye: each keeps its own cube, whose still parts it draws once.
const views = eyes.map((dx) => ({ camera: camera360(renderer, setting('face', 1024)), eye: new THREE.Vector3(EYE.x + dx, floorY(EYE.z) + EYE.height, EYE.z) }));
const gl = renderer.getContext();
const eyeBytes = width * height * 4;
const pixels = new Uint8Array(eyeBytes * views.length);

declare global {
  interface Window {
    /** Set when every frame has been sent, or to the error that stopped the page. */
    demoDone?: { frames: number; ms: number } | { error: string };
  }
}

async function run() {
  const started = performance.now();
  for (let frame = from; frame < to; frame++) {
    const seconds = frame / fps;
    players.pose(seconds / secondsAt(1));
    views.forEach(({ camera, eye }, i) => {
      camera.render(scene, eye, players.group);
      gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, pixels.subarray(i * eyeBytes, (i + 1) * eyeBytes));
    });
    const answer = await fetch(`/frame?n=${frame}`, { method: 'POST', body: pixels });
    if (!answer.ok) throw new Error(`the driver refused frame ${frame}: ${answer.status}`);
  }
  window.demoDone = { frames: to - from, ms: performance.now() - started };
}

run().catch((error: unknown) => {
  window.demoDone = { error: String(error) };
});
