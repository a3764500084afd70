import { useEffect, useMemo } from 'react';
import type { CircleGeometry, Mesh, RingGeometry } from 'three';
import type { MenuAction } from '../../core/gaze/menu-actions';
import { ITEM_RADIUS } from '../../core/gaze/menu-layout';
import { createLabelTexture } from './label-texture';

interface MenuItemProps {
  action: MenuAction;
  label: string;
  disabled: boolean;
  disc: CircleGeometry;
  ring: RingGeometry | undefined;
  discRef: (mesh: Mesh | null) => void;
}

/** One gaze target: a dark disc (the hit area), its label and the dwell ring around it. */
export function MenuItem({ action, label, disabled, disc, ring, discRef }: MenuItemProps) {
  const texture = useMemo(() => createLabelTexture(label), [label]);
  useEffect(() => () => texture.dispose(), [texture]);
  const opacity = disabled ? 0.4 : 1;
  return (
    <>
      <mesh ref={discRef} geometry={disc} userData={{ action }}>
        <meshBasicMaterial color="#0f172a" transparent opacity={0.9 * opacity} toneMapped={false} />
      </mesh>
      <mesh position={[0, 0, 0.004]}>
        <planeGeometry args={[ITEM_RADIUS * 1.9, ITEM_RADIUS * 1.9]} />
        <meshBasicMaterial map={texture} transparent opacity={opacity} depthWrite={false} toneMapped={false} />
      </mesh>
      {ring && (
        <mesh geometry={ring} position={[0, 0, 0.006]}>
          <meshBasicMaterial color="#facc15" toneMapped={false} />
        </mesh>
      )}
    </>
  );
}
