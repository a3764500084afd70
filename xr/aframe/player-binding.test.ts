// @vitest-environment jsdom
// The site's three.js stands in for A-Frame's copy (the same API); the scene and the engine are fakes
// that record what the binding forwards.
import * as THREE from 'three';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HeadPose } from '../core/gaze/gaze-ui';
import { IDENTITY } from '../core/gaze/math';
import type { PlayerController, XrAdapter } from '../core/player';
import type { AScene } from './aframe-types';
import { bindPlayer } from './player-binding';
import { SPHERE_NAME } from './video-sphere';

afterEach(() => vi.unstubAllGlobals());

function fakePlayer() {
  const video = document.createElement('video');
  const fake = {
    picture: IDENTITY,
    getSnapshot: () => ({ media: { video }, entry: { id: 'demo', title: 'Demo', src: '/demo.m3u8' }, playlist: [], captions: { text: '' } }),
    // The gaze interface at rest with nothing open: the shared gaze scene draws only the reticle.
    gaze: {
      update: vi.fn<(head: HeadPose, nowMs: number) => void>(),
      mode: 'idle',
      hovered: null,
      handle: null,
      menu: new Map(),
      cards: [],
      nav: new Map(),
      keypadKeys: new Map(),
      keypadPanel: null,
      pressed: null,
      placed: () => null,
      caption: { panel: null },
      reticle: { position: { x: 0, y: 0, z: -1 }, quaternion: IDENTITY, progress: 0, onTarget: false },
      rest: { yaw: 0, pitch: 0 },
    },
    // A recording: the shared gaze scene's live marker stays away.
    liveMarker: { update: vi.fn(), target: null, face: () => null },
    waiting: { content: null },
    setMaxTextureSize: vi.fn(),
    setInVr: vi.fn(),
    bindXr: vi.fn<(adapter: XrAdapter | null) => void>(),
  };
  return { fake, player: fake as unknown as PlayerController };
}

function fakeScene() {
  const el = document.createElement('a-scene');
  const object3D = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera();
  camera.position.set(0, 1.6, 0);
  object3D.add(camera);
  const states = new Set<string>();
  /** The headset's pose in the frame being drawn: a head pitched 30° down, 1.2 m up. */
  const viewer = { position: { x: 0, y: 1.2, z: 0 }, orientation: new THREE.Quaternion().setFromAxisAngle(new THREE.Vector3(1, 0, 0), -Math.PI / 6) };
  const frame = { getViewerPose: () => ({ transform: viewer }) };
  const xr = { isPresenting: false, getSession: () => null, getReferenceSpace: () => ({}), getFrame: () => frame };
  const scene = Object.assign(el, {
    object3D,
    camera,
    renderer: { capabilities: { maxTextureSize: 4096 }, xr },
    is: (state: string) => states.has(state),
    enterVR: vi.fn(async () => undefined),
    exitVR: vi.fn(async () => undefined),
  }) as unknown as AScene;
  /** What A-Frame does on entering VR: a headset session, or (without WebXR) a full-screen mode. */
  const enter = (presenting: boolean) => {
    states.add('vr-mode');
    xr.isPresenting = presenting;
    scene.dispatchEvent(new Event('enter-vr'));
  };
  const exit = () => {
    states.delete('vr-mode');
    xr.isPresenting = false;
    scene.dispatchEvent(new Event('exit-vr'));
  };
  return { scene, object3D, enter, exit };
}

const named = (root: THREE.Object3D, name: string) => root.getObjectByName(name) ?? null;
const withXr = (supported: boolean) => vi.stubGlobal('navigator', { xr: { isSessionSupported: async () => supported } });

describe('bindPlayer', () => {
  it('draws the picture around the eyes and tells the engine the largest texture', () => {
    const { fake, player } = fakePlayer();
    const { scene, object3D } = fakeScene();
    const binding = bindPlayer(THREE, scene, player);
    binding.tick();
    expect(named(object3D, SPHERE_NAME)?.position.toArray()).toEqual([0, 1.6, 0]);
    expect(fake.setMaxTextureSize).toHaveBeenCalledWith(4096);
  });

  it('offers VR where a headset can enter, and enters and leaves through A-Frame', async () => {
    withXr(true);
    const { fake, player } = fakePlayer();
    const { scene } = fakeScene();
    bindPlayer(THREE, scene, player);
    await vi.waitFor(() => expect(fake.bindXr).toHaveBeenCalled());
    const adapter = fake.bindXr.mock.calls[0]?.[0];
    await adapter?.enter();
    await adapter?.exit();
    expect(scene.enterVR).toHaveBeenCalledOnce();
    expect(scene.exitVR).toHaveBeenCalledOnce();
  });

  it('offers no VR where no headset can enter', async () => {
    withXr(false);
    const { fake, player } = fakePlayer();
    bindPlayer(THREE, fakeScene().scene, player);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.bindXr).not.toHaveBeenCalled();
  });

  it('shows the gaze interface only during a headset session, never in A-Frame’s full-screen mode', () => {
    const { fake, player } = fakePlayer();
    const { scene, object3D, enter, exit } = fakeScene();
    bindPlayer(THREE, scene, player);
    enter(false);
    expect(fake.setInVr).not.toHaveBeenCalled();
    expect(named(object3D, 'tutti-gaze-head')).toBeNull();
    exit();
    enter(true);
    expect(fake.setInVr).toHaveBeenLastCalledWith(true);
    expect(named(object3D, 'tutti-gaze-head')).not.toBeNull();
    exit();
    expect(fake.setInVr).toHaveBeenLastCalledWith(false);
    expect(named(object3D, 'tutti-gaze-head')).toBeNull();
  });

  it('reads the head from the headset’s frame in a session, not from the camera (a frame behind)', () => {
    const { fake, player } = fakePlayer();
    const { scene, object3D, enter } = fakeScene();
    const binding = bindPlayer(THREE, scene, player);
    enter(true);
    binding.tick();
    const [head] = fake.gaze.update.mock.calls[0] ?? [];
    expect(head).toMatchObject({ position: { x: 0, y: 1.2, z: 0 } });
    expect(new THREE.Euler().setFromQuaternion(new THREE.Quaternion(head?.quaternion.x, head?.quaternion.y, head?.quaternion.z, head?.quaternion.w)).x).toBeCloseTo(-Math.PI / 6);
    expect(named(object3D, 'tutti-gaze-head')?.position.toArray()).toEqual([0, 1.2, 0]);
    expect(named(object3D, SPHERE_NAME)?.position.toArray()).toEqual([0, 1.2, 0]);
  });

  it('lets go of the scene and the engine when disposed', () => {
    const { fake, player } = fakePlayer();
    const { scene, object3D, enter } = fakeScene();
    const binding = bindPlayer(THREE, scene, player);
    binding.dispose();
    enter(true);
    expect(named(object3D, SPHERE_NAME)).toBeNull();
    expect(fake.setInVr).not.toHaveBeenCalled();
    expect(fake.bindXr).toHaveBeenLastCalledWith(null);
  });
});
