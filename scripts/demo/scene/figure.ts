import * as THREE from 'three';

/**
 * A stylised seated musician: chair, legs, body, head with hair and two arms whose joints the caller moves.
 * Local frame: the musician faces +z, their left hand is on +x, the stage floor is y = 0.
 */
export interface Figure {
  group: THREE.Group;
  /** Upper body (torso, head, arms), which sways from the hips. */
  body: THREE.Group;
  /** Moves an arm (given in the body's frame): shoulder → elbow → hand. */
  setArm(side: 'left' | 'right', hand: THREE.Vector3): void;
  /**
   * Breath and head: `inhale` 0..1 fills the chest and lifts the head a little (as a player breathes before a
   * phrase), `nod` (radians) tips the head forward.
   */
  breathe(inhale: number, nod: number): void;
}

const BLACK = new THREE.MeshLambertMaterial({ color: 0x17171c });
const UP = new THREE.Vector3(0, 1, 0);

function limb(material: THREE.Material, radius: number) {
  const mesh = new THREE.Mesh(new THREE.CylinderGeometry(radius, radius, 1, 8), material);
  return {
    mesh,
    span(from: THREE.Vector3, to: THREE.Vector3) {
      const along = to.clone().sub(from);
      mesh.position.copy(from).addScaledVector(along, 0.5);
      mesh.scale.set(1, along.length(), 1);
      mesh.quaternion.setFromUnitVectors(UP, along.normalize());
    },
  };
}

export function seatedFigure(skin: number, hair: number, shirt = 0x17171c): Figure {
  const group = new THREE.Group();
  const body = new THREE.Group();
  body.position.set(0, 0.5, 0);
  group.add(body);
  const skinMaterial = new THREE.MeshLambertMaterial({ color: skin });
  const cloth = new THREE.MeshLambertMaterial({ color: shirt });

  const chair = new THREE.Mesh(new THREE.BoxGeometry(0.45, 0.06, 0.42), BLACK);
  chair.position.set(0, 0.46, -0.02);
  group.add(chair);
  for (const side of [-1, 1]) {
    const thigh = new THREE.Mesh(new THREE.BoxGeometry(0.14, 0.13, 0.46), BLACK);
    thigh.position.set(side * 0.1, 0.55, 0.18);
    const shin = new THREE.Mesh(new THREE.BoxGeometry(0.12, 0.5, 0.13), BLACK);
    shin.position.set(side * 0.1, 0.27, 0.4);
    group.add(thigh, shin);
  }
  const torso = new THREE.Mesh(new THREE.CapsuleGeometry(0.17, 0.32, 4, 12), cloth);
  torso.position.set(0, 0.3, 0);
  torso.scale.set(1.15, 1, 0.8);
  // The head turns about the neck (0.58 up the body), so a nod tips it forward rather than sliding it.
  const neck = new THREE.Group();
  neck.position.set(0, 0.58, 0);
  const head = new THREE.Mesh(new THREE.SphereGeometry(0.11, 14, 12), skinMaterial);
  head.position.set(0, 0.12, 0.02);
  const hairCap = new THREE.Mesh(new THREE.SphereGeometry(0.118, 14, 8, 0, Math.PI * 2, 0, Math.PI / 1.8), new THREE.MeshLambertMaterial({ color: hair }));
  hairCap.position.set(0, 0.135, 0.0);
  hairCap.rotation.x = -0.35;
  neck.add(head, hairCap);
  body.add(torso, neck);

  const arms = {
    left: { upper: limb(cloth, 0.045), lower: limb(cloth, 0.04), hand: new THREE.Mesh(new THREE.SphereGeometry(0.045, 8, 6), skinMaterial), shoulder: new THREE.Vector3(0.2, 0.5, 0) },
    right: { upper: limb(cloth, 0.045), lower: limb(cloth, 0.04), hand: new THREE.Mesh(new THREE.SphereGeometry(0.045, 8, 6), skinMaterial), shoulder: new THREE.Vector3(-0.2, 0.5, 0) },
  };
  for (const arm of Object.values(arms)) body.add(arm.upper.mesh, arm.lower.mesh, arm.hand);

  return {
    group,
    body,
    setArm(side, hand) {
      const arm = arms[side];
      const sideSign = side === 'left' ? 1 : -1;
      // The elbow hangs below and outside the straight line, as a relaxed arm does.
      const elbow = arm.shoulder.clone().lerp(hand, 0.5).add(new THREE.Vector3(sideSign * 0.08, -0.13, -0.04));
      arm.upper.span(arm.shoulder, elbow);
      arm.lower.span(elbow, hand);
      arm.hand.position.copy(hand);
    },
    breathe(inhale, nod) {
      torso.scale.set(1.15 + inhale * 0.03, 1 + inhale * 0.025, 0.8 + inhale * 0.05);
      neck.position.y = 0.58 + inhale * 0.012;
      neck.rotation.x = nod;
    },
  };
}
