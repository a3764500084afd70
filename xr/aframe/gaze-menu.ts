import { createDwellTimer, DEFAULT_DWELL_MS, type DwellTimer } from '../core/gaze/dwell-timer';
import type { AEntity, ComponentBase } from './aframe-types';
import type { HlsVideosphereApi } from './hls-videosphere';
import { VOLUME_STEP } from '../core/gaze/menu-actions';
import { ITEM_RADIUS, itemOffsets, MENU_ACTIONS, menuPlacement, ringArc, type MenuAction } from '../core/gaze/menu-layout';

interface GazeMenuData {
  target: AEntity | null;
  rig: AEntity | null;
  dwell: number;
  font: string;
  fontImage: string;
  playLabel: string;
  pauseLabel: string;
  volumeDownLabel: string;
  volumeUpLabel: string;
  recenterLabel: string;
  exitLabel: string;
}

interface Item {
  el: AEntity;
  ring: AEntity;
  label: AEntity;
}

type Self = ComponentBase<GazeMenuData> & {
  items: Map<MenuAction, Item>;
  hovered: MenuAction | null;
  dwellTimer: DwellTimer;
  shownProgress: number;
  sphere(): HlsVideosphereApi | null;
  labelFor(action: MenuAction): string;
  activate(action: MenuAction): void;
  refreshLabels(): void;
};

const TARGET_CLASS = 'tutti-gaze-target';
export const GAZE_TARGET_SELECTOR = `.${TARGET_CLASS}`;

function createItem(self: Self, action: MenuAction, x: number): Item {
  const el = document.createElement('a-entity') as AEntity;
  el.classList.add(TARGET_CLASS);
  el.dataset.action = action;
  el.setAttribute('position', { x, y: 0, z: 0 });
  el.setAttribute('geometry', { primitive: 'circle', radius: ITEM_RADIUS, segments: 48 });
  el.setAttribute('material', { shader: 'flat', color: '#0f172a' });
  const ring = document.createElement('a-entity') as AEntity;
  ring.setAttribute('position', { x: 0, y: 0, z: 0.003 });
  ring.setAttribute('geometry', { primitive: 'ring', radiusInner: ITEM_RADIUS * 0.86, radiusOuter: ITEM_RADIUS, thetaStart: 90, thetaLength: ringArc(0), segmentsTheta: 64 });
  ring.setAttribute('material', { shader: 'flat', color: '#facc15' });
  ring.setAttribute('visible', false);
  const label = document.createElement('a-entity') as AEntity;
  label.setAttribute('position', { x: 0, y: 0, z: 0.005 });
  const { font, fontImage } = self.data;
  label.setAttribute('text', {
    align: 'center', anchor: 'center', baseline: 'center', color: '#ffffff', width: ITEM_RADIUS * 1.85, wrapCount: 10,
    ...(font ? { font, fontImage, shader: 'sdf', negate: false } : {}),
  });
  el.append(ring, label);
  // The cursor (gaze or controller ray) reports what it points at; a trigger or a click acts at once.
  el.addEventListener('mouseenter', () => (self.hovered = action));
  el.addEventListener('mouseleave', () => {
    if (self.hovered === action) self.hovered = null;
  });
  el.addEventListener('click', () => self.activate(action));
  return { el, ring, label };
}

/**
 * A row of large gaze targets (play/pause, volume down/up, recenter, exit VR), each with its label and a
 * ring that fills while the person looks at it; a full ring runs the action. Labels arrive translated.
 */
export const gazeMenu = {
  schema: {
    target: { type: 'selector' },
    rig: { type: 'selector' },
    dwell: { type: 'number', default: DEFAULT_DWELL_MS },
    font: { type: 'string', default: '' },
    fontImage: { type: 'string', default: '' },
    playLabel: { type: 'string', default: 'Play' },
    pauseLabel: { type: 'string', default: 'Pause' },
    volumeDownLabel: { type: 'string', default: 'Quieter' },
    volumeUpLabel: { type: 'string', default: 'Louder' },
    recenterLabel: { type: 'string', default: 'Recenter' },
    exitLabel: { type: 'string', default: 'Exit VR' },
  },

  init(this: Self) {
    const { position, rotation } = menuPlacement();
    this.el.setAttribute('position', position);
    this.el.setAttribute('rotation', rotation);
    this.hovered = null;
    this.shownProgress = 0;
    const offsets = itemOffsets(MENU_ACTIONS.length);
    this.items = new Map(MENU_ACTIONS.map((action, i) => [action, createItem(this, action, offsets[i] ?? 0)]));
    for (const item of this.items.values()) this.el.append(item.el);
  },

  update(this: Self) {
    this.dwellTimer = createDwellTimer({
      dwellMs: this.data.dwell,
      onActivate: (id) => this.activate(id as MenuAction),
      isDisabled: (id) => id === 'exit-vr' && !this.el.sceneEl?.is('vr-mode'),
    });
    this.refreshLabels();
  },

  tick(this: Self, time: number) {
    const progress = this.dwellTimer.update(this.hovered, time);
    const target = this.dwellTimer.target as MenuAction | null;
    // Play/pause also changes from outside the menu (the video ends, a controller click).
    this.refreshLabels();
    // Rebuilding a ring's geometry costs: only for a visible change, and always to empty or full.
    const small = Math.abs(progress - this.shownProgress) < 0.01;
    if (progress === this.shownProgress || (small && progress > 0 && progress < 1)) return;
    this.shownProgress = progress;
    for (const [action, item] of this.items) {
      const filling = action === target && progress > 0 && progress < 1;
      item.ring.setAttribute('visible', filling);
      if (filling) item.ring.setAttribute('geometry', 'thetaLength', ringArc(progress));
    }
  },

  sphere(this: Self): HlsVideosphereApi | null {
    const component = this.data.target?.components['hls-videosphere'];
    return (component as HlsVideosphereApi | undefined) ?? null;
  },

  labelFor(this: Self, action: MenuAction): string {
    const d = this.data;
    const paused = this.sphere()?.media?.video.paused ?? true;
    const labels: Record<MenuAction, string> = {
      'play-pause': paused ? d.playLabel : d.pauseLabel,
      'volume-down': d.volumeDownLabel,
      'volume-up': d.volumeUpLabel,
      recenter: d.recenterLabel,
      'exit-vr': d.exitLabel,
    };
    return labels[action];
  },

  refreshLabels(this: Self) {
    for (const [action, item] of this.items) {
      const value = this.labelFor(action);
      if (item.el.getAttribute('aria-label') === value) continue;
      item.el.setAttribute('aria-label', value);
      item.label.setAttribute('text', 'value', value);
    }
  },

  activate(this: Self, action: MenuAction) {
    const sphere = this.sphere();
    if (action === 'play-pause') sphere?.togglePlay();
    else if (action === 'volume-down') sphere?.changeVolume(-VOLUME_STEP);
    else if (action === 'volume-up') sphere?.changeVolume(VOLUME_STEP);
    else if (action === 'recenter') recenter(this.el, this.data.rig);
    else if (this.el.sceneEl?.is('vr-mode')) void this.el.sceneEl.exitVR();
    this.el.emit('menu-action', { action });
  },
};

/** Turns the rig (sphere and menu), never the camera: the view's front comes to where the person looks. */
function recenter(menuEl: AEntity, rig: AEntity | null) {
  const camera = menuEl.sceneEl?.camera;
  if (!rig || !camera) return;
  // A scratch vector of three's own kind: A-Frame bundles its own copy of three.
  const forward = camera.getWorldDirection(rig.object3D.position.clone());
  rig.object3D.rotation.y = Math.atan2(-forward.x, -forward.z);
}
