import { useEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { CylinderGeometry, type Mesh } from 'three';

const LENGTH = 1.6;
const HANDS = 2;

/**
 * A thin ray from each tracked controller or hand, so a person who has one sees what it aims at. Drawn
 * from the input source's pose each frame: no controller models, nothing fetched at run time.
 */
export function PointerRays() {
  const rays = useRef<(Mesh | null)[]>([]);
  const geometry = useMemo(() => new CylinderGeometry(0.002, 0.002, LENGTH, 6).rotateX(Math.PI / 2).translate(0, 0, -LENGTH / 2), []);
  useEffect(() => () => geometry.dispose(), [geometry]);

  useFrame((state, _delta, frame: XRFrame | undefined) => {
    const space = state.gl.xr.getReferenceSpace();
    const sources = frame?.session.inputSources ?? [];
    let drawn = 0;
    for (const source of sources) {
      const ray = rays.current[drawn];
      if (source.targetRayMode !== 'tracked-pointer' || !ray || !space || !frame) continue;
      const pose = frame.getPose(source.targetRaySpace, space);
      if (!pose) continue;
      ray.matrix.fromArray(pose.transform.matrix);
      ray.visible = true;
      drawn++;
    }
    for (let i = drawn; i < HANDS; i++) {
      const ray = rays.current[i];
      if (ray) ray.visible = false;
    }
  });

  return (
    <>
      {Array.from({ length: HANDS }, (_, i) => (
        <mesh
          key={i}
          ref={(mesh) => {
            rays.current[i] = mesh;
          }}
          geometry={geometry}
          matrixAutoUpdate={false}
          visible={false}
        >
          <meshBasicMaterial color="#ffffff" transparent opacity={0.6} toneMapped={false} />
        </mesh>
      ))}
    </>
  );
}
