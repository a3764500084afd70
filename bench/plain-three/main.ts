// The reference for bench/player.mjs: the least a page can do to draw the demo stream on a sphere with
// three.js and hls.js. Query: ?w=&h= (the canvas size in CSS pixels, to match the player's canvas);
// ?antialias and ?alpha (diagnostics: React Three Fiber's renderer defaults, off in a plain WebGLRenderer);
// ?worker (diagnostic: remuxing in hls.js's worker, as the player did before issue 12).
import Hls from 'hls.js';
import workerUrl from 'hls.js/dist/hls.worker.js?url';
import { Mesh, MeshBasicMaterial, PerspectiveCamera, Scene, SphereGeometry, SRGBColorSpace, VideoTexture, WebGLRenderer } from 'three';

const params = new URLSearchParams(location.search);
const width = Number(params.get('w') ?? innerWidth);
const height = Number(params.get('h') ?? innerHeight);

const video = document.createElement('video');
video.crossOrigin = 'anonymous';
video.playsInline = true;
video.muted = true;
video.loop = true;
video.autoplay = true;
// In the DOM like the player's (hidden), so the page's tools find it the same way.
video.hidden = true;
document.body.append(video);

// As the player configures it (xr/core/media/hls-config.ts): no worker, no capping to the element's size.
const worker = params.has('worker');
const hls = new Hls({ enableWorker: worker, ...(worker ? { workerPath: workerUrl } : {}), capLevelToPlayerSize: false });
hls.loadSource('/media/demo/master.m3u8');
hls.attachMedia(video);
hls.on(Hls.Events.MANIFEST_PARSED, () => void video.play());

const texture = new VideoTexture(video);
texture.colorSpace = SRGBColorSpace;
const geometry = new SphereGeometry(500, 64, 32);
geometry.scale(-1, 1, 1);
const scene = new Scene();
scene.add(new Mesh(geometry, new MeshBasicMaterial({ map: texture })));
const camera = new PerspectiveCamera(75, width / height, 0.1, 1100);

const renderer = new WebGLRenderer({ antialias: params.has('antialias'), alpha: params.has('alpha') });
renderer.setPixelRatio(devicePixelRatio);
renderer.setSize(width, height);
document.body.append(renderer.domElement);
const draw = () => renderer.render(scene, camera);
renderer.setAnimationLoop(draw);

// For the benchmark, which parks this page (as the player parks itself when paused: no loop, no decoding)
// while it measures the player, and the other way round.
const park = () => {
  video.pause();
  renderer.setAnimationLoop(null);
};
const resume = async () => {
  renderer.setAnimationLoop(draw);
  await video.play();
};
Object.assign(window, { __plain: { hls, video, park, resume } });
