import { useEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { CircleGeometry, Color, type Group, type Mesh, type MeshBasicMaterial, Raycaster, Vector3 } from 'three';
import { createDwellTimer, DEFAULT_DWELL_MS } from '../../core/gaze/dwell-timer';
import { isMenuAction, MENU_ACTIONS, type MenuAction } from '../../core/gaze/menu-actions';
import { followHeading, headAngles, isMenuOpen } from '../../core/gaze/menu-follow';
import { ITEM_RADIUS, itemCentre, MENU_PITCH_DEG } from '../../core/gaze/menu-layout';
import { createFillRing, showRingProgress } from './fill-ring';
import { MenuItem } from './menu-item';
import { useXrSelect } from './use-xr-select';

export interface GazeMenuProps {
  /** Each item's text, already translated (play or pause as the video is now). */
  labels: Record<MenuAction, string>;
  isDisabled: (action: MenuAction) => boolean;
  onAction: (action: MenuAction) => void;
  dwellMs?: number;
}

const head = new Vector3();
const forward = new Vector3();
const DISC = new Color('#0f172a');
const DISC_GAZED = new Color('#1e3a8a');

/**
 * The in-headset menu: large discs below the horizon that fill a ring while the person looks at one and
 * act when it is full; a controller trigger or a hand pinch aimed at a disc acts at once. It never moves
 * the camera and never covers the concert: it shows only while the person looks down.
 */
export function GazeMenu({ labels, isDisabled, onAction, dwellMs = DEFAULT_DWELL_MS }: GazeMenuProps) {
  const root = useRef<Group>(null);
  const discs = useRef<Mesh[]>([]);
  const yaw = useRef(0);
  const latest = useRef({ onAction, isDisabled });
  latest.current = { onAction, isDisabled };
  const disc = useMemo(() => new CircleGeometry(ITEM_RADIUS, 48), []);
  const rings = useMemo(() => MENU_ACTIONS.map(() => createFillRing(ITEM_RADIUS * 0.86, ITEM_RADIUS)), []);
  const raycaster = useMemo(() => new Raycaster(), []);
  const timer = useMemo(
    () => createDwellTimer({ dwellMs, onActivate: (id) => isMenuAction(id) && latest.current.onAction(id), isDisabled: (id) => isMenuAction(id) && latest.current.isDisabled(id) }),
    [dwellMs],
  );
  useEffect(() => () => [disc, ...rings].forEach((geometry) => geometry.dispose()), [disc, rings]);

  useXrSelect(discs, root, (action) => {
    if (!latest.current.isDisabled(action)) latest.current.onAction(action);
  });

  useFrame((state) => {
    const group = root.current;
    if (!group) return;
    state.camera.getWorldPosition(head);
    state.camera.getWorldDirection(forward);
    const angles = headAngles(forward);
    yaw.current = followHeading(yaw.current, angles);
    group.position.copy(head);
    group.rotation.y = yaw.current;
    group.visible = isMenuOpen(angles);
    group.updateMatrixWorld();
    raycaster.set(head, forward);
    const hit = group.visible ? raycaster.intersectObjects(discs.current, false)[0] : undefined;
    const progress = timer.update(hit ? String(hit.object.userData.action) : null, performance.now());
    MENU_ACTIONS.forEach((action, i) => {
      const ring = rings[i];
      if (ring) showRingProgress(ring, action === timer.target && progress < 1 ? progress : 0);
      const material = discs.current[i]?.material as MeshBasicMaterial | undefined;
      material?.color.copy(action === timer.target ? DISC_GAZED : DISC);
    });
  });

  return (
    <group ref={root} visible={false}>
      {MENU_ACTIONS.map((action, i) => {
        const { x, y, z } = itemCentre(i, MENU_ACTIONS.length);
        return (
          <group key={action} position={[x, y, z]} rotation={[(-MENU_PITCH_DEG * Math.PI) / 180, 0, 0]}>
            <MenuItem
              action={action}
              label={labels[action]}
              disabled={isDisabled(action)}
              disc={disc}
              ring={rings[i]}
              discRef={(mesh) => {
                if (mesh) discs.current[i] = mesh;
              }}
            />
          </group>
        );
      })}
    </group>
  );
}
