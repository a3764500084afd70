import * as THREE from 'three';
import { BALCONIES, HALL, floorY } from './layout';
import { addSeating } from './seating';

/**
 * The concert hall around the audience: a warm wooden shoebox with a raked stalls floor, the stage with an
 * organ behind it, two tiers of balconies, chandeliers and wall lights, lit for a concert (the stage bright,
 * the house dim).
 */
const lambert = (color: number, emissive = 0x000000) => new THREE.MeshLambertMaterial({ color, emissive });

function box(parent: THREE.Object3D, size: [number, number, number], at: [number, number, number], material: THREE.Material) {
  const mesh = new THREE.Mesh(new THREE.BoxGeometry(...size), material);
  mesh.position.set(...at);
  parent.add(mesh);
  return mesh;
}

function shell(scene: THREE.Scene) {
  const { halfWidth: w, back, ceiling, stageBack } = HALL;
  const length = back - stageBack;
  const midZ = (back + stageBack) / 2;
  const wall = lambert(0x8a5a3c);
  const panel = lambert(0xb98a5e);
  // Walls as thin boxes, seen from inside.
  box(scene, [0.2, ceiling, length], [-w - 0.1, ceiling / 2, midZ], wall);
  box(scene, [0.2, ceiling, length], [w + 0.1, ceiling / 2, midZ], wall);
  box(scene, [2 * w, ceiling, 0.2], [0, ceiling / 2, back + 0.1], lambert(0x4a3226));
  box(scene, [2 * w, ceiling, 0.2], [0, ceiling / 2, stageBack - 0.1], panel);
  box(scene, [2 * w, 0.2, length], [0, ceiling + 0.1, midZ], lambert(0x5b4636));
  // Coffers across the ceiling.
  for (let z = stageBack + 2; z < back; z += 3) box(scene, [2 * w, 0.5, 0.35], [0, ceiling - 0.25, z], lambert(0xc8a46a));
  // Stalls floor: the front flat part and the raked part.
  const carpet = lambert(0x5a1f1c);
  box(scene, [2 * w, 0.1, 1], [0, -0.05, HALL.stageFront + 0.5], carpet);
  const rakeLength = back - HALL.stageFront - 1;
  const rake = box(scene, [2 * w, 0.1, rakeLength / Math.cos(Math.atan(0.08))], [0, floorY(back) / 2 - 0.05, HALL.stageFront + 1 + rakeLength / 2], carpet);
  rake.rotation.x = -Math.atan(0.08); // rises towards the back
  // Tall wooden pilasters along the side walls.
  for (let z = HALL.stageFront + 1; z < back; z += 4) {
    for (const side of [-1, 1]) box(scene, [0.3, ceiling, 0.6], [side * (w - 0.15), ceiling / 2, z], panel);
  }
}

function stage(scene: THREE.Scene) {
  const { stageFront, stageBack, stageHeight, halfWidth } = HALL;
  const depth = stageFront - stageBack;
  box(scene, [2 * halfWidth, stageHeight, depth], [0, stageHeight / 2, (stageFront + stageBack) / 2], lambert(0xa8743f));
  box(scene, [2 * halfWidth, stageHeight - 0.05, 0.05], [0, stageHeight / 2, stageFront + 0.02], lambert(0x3b2418));
  // Choir risers at the back of the stage, and the organ with its pipes above them.
  for (let i = 0; i < 3; i++) box(scene, [12, 0.4 * (i + 1), 1], [0, stageHeight + 0.2 * (i + 1), stageBack + 3.5 - i], lambert(0x8d6038));
  box(scene, [9, 3.2, 0.8], [0, stageHeight + 3.4, stageBack + 0.4], lambert(0x6b4429));
  const pipe = new THREE.MeshLambertMaterial({ color: 0xd8c49a, emissive: 0x2a1d08 });
  for (let i = -14; i <= 14; i++) {
    const height = 4.2 - Math.abs(Math.sin(i * 0.33)) * 1.6 - Math.abs(i) * 0.06;
    const mesh = new THREE.Mesh(new THREE.CylinderGeometry(0.12, 0.12, height, 10), pipe);
    mesh.position.set(i * 0.3, stageHeight + 5 + height / 2, stageBack + 0.9);
    scene.add(mesh);
  }
}

function balconies(scene: THREE.Scene) {
  const { halfWidth: w, back } = HALL;
  const front = lambert(0xe4cfa8, 0x1a1208);
  const gold = lambert(0xd4a849, 0x2a1a04);
  const start = HALL.stageFront + 1.5;
  for (const { y, depth } of BALCONIES) {
    for (const side of [-1, 1]) {
      const x = side * (w - depth / 2);
      const length = back - start;
      box(scene, [depth, 0.25, length], [x, y, start + length / 2], lambert(0x4b2d20));
      box(scene, [0.15, 1.0, length], [side * (w - depth), y + 0.5, start + length / 2], front);
      box(scene, [0.2, 0.08, length], [side * (w - depth), y + 1.02, start + length / 2], gold);
    }
    box(scene, [2 * w, 0.25, depth], [0, y, back - depth / 2], lambert(0x4b2d20));
    box(scene, [2 * (w - depth), 1.0, 0.15], [0, y + 0.5, back - depth], front);
    box(scene, [2 * (w - depth), 0.08, 0.2], [0, y + 1.02, back - depth], gold);
  }
}

function lights(scene: THREE.Scene) {
  scene.add(new THREE.HemisphereLight(0xffe2b8, 0x2a1810, 0.55));
  const chandelier = new THREE.MeshLambertMaterial({ color: 0xfff0cc, emissive: 0xffd48a });
  for (const z of [-3.5, 4.5, 11]) {
    const glow = new THREE.Mesh(new THREE.SphereGeometry(0.55, 16, 12), chandelier);
    glow.position.set(0, HALL.ceiling - 1.6, z);
    scene.add(glow);
    const light = new THREE.PointLight(0xffd9a0, 14, 18, 1.6);
    light.position.copy(glow.position);
    scene.add(light);
  }
  // Wall lights between the pilasters.
  const sconce = new THREE.MeshLambertMaterial({ color: 0xfff2d0, emissive: 0xffc46a });
  for (let z = HALL.stageFront + 3; z < HALL.back; z += 4) {
    for (const side of [-1, 1]) {
      const bulb = new THREE.Mesh(new THREE.SphereGeometry(0.13, 10, 8), sconce);
      bulb.position.set(side * (HALL.halfWidth - 0.35), 3.2, z);
      scene.add(bulb);
    }
  }
  // The stage: warm spotlights from the ceiling over the stalls, each with a faint visible cone.
  const cone = new THREE.MeshBasicMaterial({ color: 0xffd9a0, transparent: true, opacity: 0.05, blending: THREE.AdditiveBlending, depthWrite: false });
  for (const x of [-4.5, 0, 4.5]) {
    const spot = new THREE.SpotLight(0xffe0b0, 260, 30, 0.42, 0.6, 1.4);
    spot.position.set(x * 0.6, HALL.ceiling - 0.6, -1.5);
    spot.target.position.set(x, HALL.stageHeight, HALL.stageFront - 3);
    scene.add(spot, spot.target);
    const path = spot.target.position.clone().sub(spot.position);
    const beam = new THREE.Mesh(new THREE.ConeGeometry(Math.tan(0.42) * path.length() * 0.8, path.length(), 24, 1, true), cone);
    beam.position.copy(spot.position).addScaledVector(path, 0.5);
    beam.quaternion.setFromUnitVectors(new THREE.Vector3(0, -1, 0), path.clone().normalize());
    scene.add(beam);
  }
  // A soft wash on the organ.
  const wash = new THREE.SpotLight(0xffcf90, 60, 30, 0.7, 0.8, 1.5);
  wash.position.set(0, HALL.ceiling - 1, -4);
  wash.target.position.set(0, 5, HALL.stageBack);
  scene.add(wash, wash.target);
}

export function buildHall(scene: THREE.Scene, seating: { keepViewerSeatsFree?: boolean } = {}) {
  scene.background = new THREE.Color(0x000000);
  shell(scene);
  stage(scene);
  balconies(scene);
  addSeating(scene, seating);
  lights(scene);
}
