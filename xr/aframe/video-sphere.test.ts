// @vitest-environment jsdom
// The test builds with the site's three.js as the `THREE` A-Frame would pass: the same API, so the same
// geometry; the binding itself never imports three.
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { createAframeSphere, SPHERE_NAME } from './video-sphere';

describe('createAframeSphere', () => {
  const haveFrame = (video: HTMLVideoElement, readyState: number) => Object.defineProperty(video, 'readyState', { configurable: true, value: readyState });
  const AHEAD = { position: { x: 0, y: 1.6, z: 0 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } };
  const meshes = (group: THREE.Group) => group.children as THREE.Mesh[];

  it('stays dark until the video has a frame, then shows it', () => {
    const video = document.createElement('video');
    const sphere = createAframeSphere(THREE, video);
    sphere.update({ pose: AHEAD, layout: 'mono', presenting: false });
    const material = meshes(sphere.group)[0]?.material as THREE.MeshBasicMaterial;
    expect(sphere.group.name).toBe(SPHERE_NAME);
    expect(material.map).toBeNull();
    haveFrame(video, video.HAVE_CURRENT_DATA);
    sphere.update({ pose: AHEAD, layout: 'mono', presenting: false });
    expect(material.map?.image).toBe(video);
    expect(material.color.getHexString()).toBe('ffffff');
  });

  it('sits on the eyes and turns as the player’s recentring says', () => {
    const sphere = createAframeSphere(THREE, document.createElement('video'));
    const turn = new THREE.Quaternion().setFromAxisAngle(new THREE.Vector3(0, 1, 0), 0.5);
    sphere.update({ pose: { position: { x: 0.1, y: 1.2, z: -0.3 }, quaternion: { x: turn.x, y: turn.y, z: turn.z, w: turn.w } }, layout: 'mono', presenting: false });
    expect(sphere.group.position.toArray()).toEqual([0.1, 1.2, -0.3]);
    expect(sphere.group.quaternion.angleTo(turn)).toBeCloseTo(0);
  });

  it('gives each eye its half of a stereo frame in a headset, and the left half to a flat screen', () => {
    const sphere = createAframeSphere(THREE, document.createElement('video'));
    sphere.update({ pose: AHEAD, layout: 'top-bottom', presenting: false });
    const [flat, left, right] = meshes(sphere.group);
    expect([flat?.visible, left?.layers.mask, right?.layers.mask]).toEqual([true, 1 << 1, 1 << 2]);
    const vRange = (mesh: THREE.Mesh | undefined) => {
      const v = Array.from(mesh?.geometry.getAttribute('uv').array ?? []).filter((_, i) => i % 2 === 1);
      return [Math.min(...v), Math.max(...v)];
    };
    expect(vRange(flat)).toEqual([0.5, 1]);
    expect(vRange(left)).toEqual([0.5, 1]);
    expect(vRange(right)).toEqual([0, 0.5]);
    sphere.update({ pose: AHEAD, layout: 'top-bottom', presenting: true });
    expect(flat?.visible).toBe(false);
    sphere.update({ pose: AHEAD, layout: 'mono', presenting: true });
    expect(meshes(sphere.group).map((mesh) => mesh.visible)).toEqual([true]);
  });
});
