import * as THREE from 'three';
import { BALCONIES, EYE, HALL, floorY, seeded } from './layout';

/**
 * Red velvet seats in the stalls and on the balconies, about two in three taken by a quiet audience (a head
 * and shoulders each). The seats right around the camera stay free: nobody's head in the view of the stage,
 * nobody at the viewer's elbow.
 */
interface Seat {
  x: number;
  y: number;
  z: number;
  /** Facing: the angle about y (0 looks down -z at the stage). */
  turn: number;
}

function stallsSeats(): Seat[] {
  const seats: Seat[] = [];
  // Rows every rowSpacing through the viewer's own row, the first one clear of the stage's edge.
  const first = EYE.z - Math.floor((EYE.z - HALL.stageFront - 0.9) / HALL.rowSpacing) * HALL.rowSpacing;
  for (let z = first; z < HALL.back - 1; z += HALL.rowSpacing) {
    for (let k = -16; k <= 16; k++) {
      if (Math.abs(k) === 11) continue; // the aisles
      seats.push({ x: k * HALL.seatSpacing, y: floorY(z), z, turn: 0 });
    }
  }
  return seats;
}

function balconySeats(): Seat[] {
  const seats: Seat[] = [];
  for (const { y, depth } of BALCONIES) {
    for (let row = 0; row < 2; row++) {
      const inset = HALL.halfWidth - depth + 0.6 + row * 0.9;
      for (let z = HALL.stageFront + 2.2; z < HALL.back - depth - 0.4; z += HALL.seatSpacing) {
        seats.push({ x: -inset, y: y + 0.12 + row * 0.3, z, turn: -Math.PI / 2 + 0.35 });
        seats.push({ x: inset, y: y + 0.12 + row * 0.3, z, turn: Math.PI / 2 - 0.35 });
      }
      for (let x = -HALL.halfWidth + depth + 0.4; x < HALL.halfWidth - depth - 0.4; x += HALL.seatSpacing) {
        seats.push({ x, y: y + 0.12 + row * 0.3, z: HALL.back - depth + 0.6 + row * 0.9, turn: 0 });
      }
    }
  }
  return seats;
}

/** Seats that stay empty: the camera's own, its neighbours and the two rows before it near the centre. */
const keptFree = (seat: Seat) => Math.abs(seat.x - EYE.x) < 1.3 && seat.z < EYE.z + 0.5 && seat.z > EYE.z - 2.5 && seat.y < 2;

function instanced(geometry: THREE.BufferGeometry, material: THREE.Material, matrices: THREE.Matrix4[], colours?: THREE.Color[]) {
  const mesh = new THREE.InstancedMesh(geometry, material, matrices.length);
  matrices.forEach((matrix, i) => mesh.setMatrixAt(i, matrix));
  colours?.forEach((colour, i) => mesh.setColorAt(i, colour));
  return mesh;
}

const SKIN = [0xf1c9a5, 0xe0ac84, 0xc68a62, 0x8d5a3b, 0xf5d7be];
const CLOTHES = [0x1d2433, 0x3a2a2a, 0x2f3b2c, 0x50303c, 0x2c2c2c, 0x6b5a45, 0x243a52];
const HAIR = [0xd9d9d9, 0xb8b2a8, 0x3b2a1e, 0x1a1411, 0x8a6a45, 0xeeeeee];

/** `keepViewerSeatsFree: false` seats people there too: for pictures taken from elsewhere (scripts/demo/stills.ts). */
export function addSeating(scene: THREE.Scene, { keepViewerSeatsFree = true } = {}) {
  const seats = [...stallsSeats(), ...balconySeats()];
  const random = seeded(15);
  const place = (seat: Seat, dx: number, dy: number, dz: number, scale = new THREE.Vector3(1, 1, 1)) => {
    const rotation = new THREE.Quaternion().setFromAxisAngle(new THREE.Vector3(0, 1, 0), seat.turn);
    const offset = new THREE.Vector3(dx, dy, dz).applyQuaternion(rotation);
    return new THREE.Matrix4().compose(new THREE.Vector3(seat.x, seat.y, seat.z).add(offset), rotation, scale);
  };
  const velvet = new THREE.MeshLambertMaterial({ color: 0x8e1f22 });
  scene.add(instanced(new THREE.BoxGeometry(0.5, 0.12, 0.45), velvet, seats.map((s) => place(s, 0, 0.45, 0))));
  scene.add(instanced(new THREE.BoxGeometry(0.52, 0.62, 0.08), velvet, seats.map((s) => place(s, 0, 0.72, 0.24))));

  const taken = seats.filter((seat) => !(keepViewerSeatsFree && keptFree(seat)) && random() < 0.68);
  const pick = (list: number[]) => new THREE.Color(list[Math.floor(random() * list.length)] ?? list[0]);
  const lean = () => new THREE.Vector3(1, 0.9 + random() * 0.25, 1);
  const bodies = taken.map((s) => place(s, 0, 0.82, 0.05, lean()));
  const heads = taken.map((s, i) => place(s, 0, 1.12 + (bodies[i]?.elements[5] ?? 1) * 0.1 - 0.1, 0.03));
  const skin = new THREE.MeshLambertMaterial({ color: 0xffffff });
  scene.add(instanced(new THREE.CapsuleGeometry(0.19, 0.3, 4, 10), skin.clone(), bodies, taken.map(() => pick(CLOTHES))));
  scene.add(instanced(new THREE.SphereGeometry(0.105, 12, 10), skin.clone(), heads, taken.map(() => pick(SKIN))));
  // Hair: a slightly larger cap behind and above each head.
  scene.add(instanced(new THREE.SphereGeometry(0.11, 12, 8, 0, Math.PI * 2, 0, Math.PI / 2), skin, heads.map((m) => m.clone().multiply(new THREE.Matrix4().makeTranslation(0, 0.01, 0.015))), taken.map(() => pick(HAIR))));
}
