import { useEffect, useMemo } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { CanvasTexture, CircleGeometry, Group, Mesh, MeshBasicMaterial, Object3D, PlaneGeometry, Quaternion, RingGeometry, SRGBColorSpace, Vector3 } from 'three';
import type { PlayerController } from '../../core/player';
import { createWaitingScene } from './waiting-scene';

const WAITING_THREE = { CanvasTexture, CircleGeometry, Group, Mesh, MeshBasicMaterial, Object3D, PlaneGeometry, RingGeometry, SRGBColorSpace };
const headPosition = new Vector3();
const headQuaternion = new Quaternion();

/** The waiting room before a live concert, in the session (waiting-scene.ts): nothing while the site shows none. */
export function WaitingView({ player }: { player: PlayerController }) {
  const scene = useThree((state) => state.scene);
  const waiting = useMemo(() => createWaitingScene(WAITING_THREE), []);

  useEffect(() => {
    scene.add(waiting.root);
    return () => waiting.dispose();
  }, [scene, waiting]);

  useFrame((state) => {
    state.camera.getWorldPosition(headPosition);
    state.camera.getWorldQuaternion(headQuaternion);
    const { x, y, z, w } = headQuaternion;
    waiting.update(player, { position: { x: headPosition.x, y: headPosition.y, z: headPosition.z }, quaternion: { x, y, z, w } }, performance.now());
  });
  return null;
}
