import * as THREE from 'three';
import { secondsAt } from '../score';
import { camera360 } from './equirect';
import { buildHall } from './hall';
import { EYE, floorY } from './layout';
import { addPlayers } from './players';

/**
 * The render page (run by scripts/demo/render.ts in headless Chromium): builds the hall, then for each frame
 * sets the musicians to that moment of the score, renders the 360° picture and sends its RGBA pixels to the
 * driver (POST /frame, in order; the driver answers once ffmpeg has taken them). Settings come from the
 * query string: w, h, face (cube face size), fps, from and to (frame numbers, `to` excluded).
 */
const query = new URLSearchParams(location.search);
const setting = (name: string, fallback: number) => Number(query.get(name) ?? fallback);
const width = setting('w', 2048);
const height = setting('h', 1024);
const fps = setting('fps', 30);
const from = setting('from', 0);
const to = setting('to', 1);

const canvas = document.createElement('canvas');
document.body.append(canvas);
const renderer = new THREE.WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: true });
renderer.setPixelRatio(1);
renderer.setSize(width, height, false);
renderer.toneMapping = THREE.ACESFilmicToneMapping;
renderer.toneMappingExposure = 1.1;

const scene = new THREE.Scene();
buildHall(scene);
const players = addPlayers(scene);
const camera = camera360(renderer, setting('face', 1024));
const eye = new THREE.Vector3(EYE.x, floorY(EYE.z) + EYE.height, EYE.z);
const gl = renderer.getContext();
const pixels = new Uint8Array(width * height * 4);

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
    camera.render(scene, eye, players.group);
    gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
    const answer = await fetch(`/frame?n=${frame}`, { method: 'POST', body: pixels });
    if (!answer.ok) throw new Error(`the driver refused frame ${frame}: ${answer.status}`);
  }
  window.demoDone = { frames: to - from, ms: performance.now() - started };
}

run().catch((error: unknown) => {
  window.demoDone = { error: String(error) };
});
