import * as THREE from 'three';
import { HALL } from './layout';
import { motionNotes, type Note, type PartId } from '../score';
import { bowPosition, strike } from './bowing';
import { seatedFigure, type Figure } from './figure';

/**
 * The five musicians on the stage, each moving with their own part of the score: three violinists and a
 * cellist bow every note (down, up, down…), the harpsichordist's hands strike each chord, and everyone
 * sways, breathes and nods a little with the phrase. They play the motion loop (score.ts: MOTION_PASS).
 * Seen from the stalls: violins on the left, cello on the right,
 * harpsichord behind, as the sound is panned.
 */
const WOOD = new THREE.MeshLambertMaterial({ color: 0x9a4a1c, emissive: 0x1a0800 });
const BOW = new THREE.MeshLambertMaterial({ color: 0xe8dcc0 });
const PIN = new THREE.MeshLambertMaterial({ color: 0x111111 });

/** Concert dress: black, a deep red, a dark blue, black, an emerald green. */
const CLOTHES = [0x26262e, 0x8a2232, 0x243a6e, 0x26262e, 0x1f5a44];

interface Musician {
  update(beat: number): void;
}

/**
 * Breath and nod at a beat. Every period divides the 8-beat motion loop, so the loop has no seam: a breath
 * every four beats (3 s), a nod on each beat's pulse, phase-shifted per player so they do not move as one.
 */
function breathing(figure: Figure, beat: number, phase: number, nodDepth: number) {
  const inhale = 0.5 + 0.5 * Math.sin((beat / 4) * Math.PI * 2 + phase);
  const nod = nodDepth * (0.5 + 0.5 * Math.cos(beat * Math.PI * 2 + phase)) + 0.03 * Math.sin((beat / 8) * Math.PI * 2 + phase);
  figure.breathe(inhale, nod);
}

function bowStick(length: number) {
  const mesh = new THREE.Mesh(new THREE.CylinderGeometry(0.008, 0.008, length, 5), BOW);
  mesh.rotation.z = Math.PI / 2; // along x
  const holder = new THREE.Group();
  holder.add(mesh);
  return holder;
}

function violinist(figure: Figure, notes: Note[], phase: number): Musician {
  const violin = new THREE.Group();
  const body = new THREE.Mesh(new THREE.SphereGeometry(1, 14, 10), WOOD);
  body.scale.set(0.1, 0.04, 0.18);
  const neck = new THREE.Mesh(new THREE.BoxGeometry(0.03, 0.03, 0.25), WOOD);
  neck.position.z = 0.28;
  violin.add(body, neck);
  // Under the chin, pointing forward and to the player's left.
  violin.position.set(0.13, 0.5, 0.2);
  violin.rotation.set(-0.15, 0.55, -0.35);
  figure.body.add(violin);
  const neckEnd = new THREE.Vector3(0, 0, 0.38).applyEuler(violin.rotation).add(violin.position);
  figure.setArm('left', neckEnd);

  const bow = bowStick(0.72);
  // Across the strings near the violin's bridge, sloping down to the right.
  const contact = new THREE.Vector3(0.05, 0.52, 0.3);
  const along = new THREE.Vector3(1, 0.35, -0.45).normalize();
  bow.quaternion.setFromUnitVectors(new THREE.Vector3(1, 0, 0), along);
  figure.body.add(bow);
  return {
    update(beat) {
      const s = bowPosition(notes, beat) * 0.27;
      bow.position.copy(contact).addScaledVector(along, -s);
      figure.setArm('right', bow.position.clone().addScaledVector(along, -0.34));
      figure.body.rotation.z = 0.035 * Math.sin((beat / 4) * Math.PI + phase) + s * 0.08;
      figure.body.rotation.x = 0.04 + 0.03 * Math.sin((beat / 8) * Math.PI * 2 + phase);
      figure.body.rotation.y = 0.04 * Math.sin((beat / 8) * Math.PI * 2 + phase * 2);
      breathing(figure, beat, phase, 0.05);
    },
  };
}

function cellist(figure: Figure, notes: Note[]): Musician {
  const cello = new THREE.Group();
  const body = new THREE.Mesh(new THREE.SphereGeometry(1, 16, 12), WOOD);
  body.scale.set(0.2, 0.33, 0.1);
  const neck = new THREE.Mesh(new THREE.BoxGeometry(0.05, 0.6, 0.04), WOOD);
  neck.position.y = 0.55;
  const pin = new THREE.Mesh(new THREE.CylinderGeometry(0.01, 0.01, 0.3, 5), PIN);
  pin.position.y = -0.45;
  cello.add(body, neck, pin);
  cello.position.set(0, 0.5, 0.38);
  cello.rotation.x = -0.28;
  figure.group.add(cello);
  figure.setArm('left', new THREE.Vector3(0.06, 0.55, 0.4));
  const bow = bowStick(0.75);
  bow.rotation.z = -0.12;
  figure.body.add(bow);
  return {
    update(beat) {
      const s = bowPosition(notes, beat) * 0.28;
      bow.position.set(-0.05 - s, 0.05 + s * 0.12, 0.45);
      figure.setArm('right', new THREE.Vector3(-0.42 - s, 0.08 + s * 0.1, 0.42));
      figure.body.rotation.z = 0.03 * Math.sin((beat / 4) * Math.PI + 1.3);
      figure.body.rotation.x = 0.12 + 0.03 * Math.sin((beat / 8) * Math.PI * 2);
      breathing(figure, beat, 2.1, 0.07);
    },
  };
}

function harpsichordist(figure: Figure, notes: Note[]): Musician {
  const harpsichord = new THREE.Group();
  const caseMaterial = new THREE.MeshLambertMaterial({ color: 0x2a4a3a, emissive: 0x020604 });
  const gilt = new THREE.MeshLambertMaterial({ color: 0x7a5a26 });
  const shape = new THREE.Mesh(new THREE.BoxGeometry(0.9, 0.25, 1.9), caseMaterial);
  shape.position.set(0, 0.85, 1.3);
  const lid = new THREE.Mesh(new THREE.BoxGeometry(0.9, 0.02, 1.8), gilt);
  lid.position.set(-0.25, 1.25, 1.35);
  lid.rotation.z = 0.75;
  const keys = new THREE.Mesh(new THREE.BoxGeometry(0.85, 0.04, 0.2), new THREE.MeshLambertMaterial({ color: 0xf3ead8 }));
  keys.position.set(0, 0.8, 0.32);
  harpsichord.add(shape, lid, keys);
  for (const [x, z] of [[-0.4, 0.4], [0.4, 0.4], [-0.4, 2.2], [0.4, 2.2]] as const) {
    const leg = new THREE.Mesh(new THREE.CylinderGeometry(0.03, 0.03, 0.72, 6), caseMaterial);
    leg.position.set(x, 0.36, z);
    harpsichord.add(leg);
  }
  figure.group.add(harpsichord);
  return {
    update(beat) {
      const dip = strike(notes, beat);
      figure.setArm('left', new THREE.Vector3(0.15, 0.32 - dip * 0.05, 0.42));
      figure.setArm('right', new THREE.Vector3(-0.15, 0.32 - strike(notes, beat - 0.5) * 0.03 - dip * 0.03, 0.42));
      figure.body.rotation.x = 0.1 + 0.03 * Math.sin((beat / 4) * Math.PI);
      figure.body.rotation.z = 0.025 * Math.sin((beat / 8) * Math.PI * 2 + 0.7);
      breathing(figure, beat, 0.9, 0.04);
    },
  };
}

interface Seat {
  x: number;
  z: number;
  /** Turn about y: towards the middle of the stage. */
  turn: number;
}

function place(stage: THREE.Object3D, figure: Figure, seat: Seat) {
  figure.group.position.set(seat.x, HALL.stageHeight, seat.z);
  figure.group.rotation.y = seat.turn;
  stage.add(figure.group);
}

/** Adds the musicians to `scene`; returns their group (for the camera's moving region) and the pose function. */
export function addPlayers(scene: THREE.Scene): { group: THREE.Group; pose: (beat: number) => void } {
  const stage = new THREE.Group();
  scene.add(stage);
  const seats: Record<PartId, Seat> = {
    violin1: { x: -2.1, z: -5.0, turn: 0.45 },
    violin2: { x: -0.8, z: -5.7, turn: 0.18 },
    violin3: { x: 0.8, z: -5.7, turn: -0.18 },
    cello: { x: 2.1, z: -5.0, turn: -0.45 },
    harpsichord: { x: -0.8, z: -7.6, turn: Math.PI / 2 },
  };
  const looks = [
    [0xf0c8a0, 0x3b2a1e],
    [0xc68a62, 0x1a1411],
    [0xe8b894, 0xb0835a],
    [0x8d5a3b, 0x111111],
    [0xf5d7be, 0xdedede],
  ] as const;
  const musicians: Musician[] = [];
  (Object.keys(seats) as PartId[]).forEach((id, i) => {
    const [skin, hair] = looks[i] ?? looks[0];
    const figure = seatedFigure(skin, hair, CLOTHES[i] ?? 0x2a2a33);
    place(stage, figure, seats[id]);
    if (id === 'cello') musicians.push(cellist(figure, motionNotes(id)));
    else if (id === 'harpsichord') musicians.push(harpsichordist(figure, motionNotes(id)));
    else musicians.push(violinist(figure, motionNotes(id), i * 1.7));
  });
  return { group: stage, pose: (beat) => musicians.forEach((musician) => musician.update(beat)) };
}
