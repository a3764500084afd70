/**
 * The headset's gaze interface, fed the head's pose every frame: a small state machine (idle, menu, chooser,
 * keypad) that routes to one object per panel, as hls.js gives each concern its own controller. Each panel
 * owns where its targets are and what they do (menu-panel.ts, chooser-panel.ts, keypad-panel.ts, and the
 * caption panel, caption-follow.ts); the router owns what every panel shares: which one is open, the dwell
 * under the gaze, the reticle, and closing a panel the person has looked away from. Both bindings draw what
 * it says, so the React Three Fiber and A-Frame players behave the same by construction.
 *
 * - At rest, a menu button waits below where the person rests their gaze (resting-gaze.ts: taken when the
 *   session starts, so it works from a recliner or a bed, with the head pitched up or down), under the
 *   captions, which it never covers.
 * - Looking at it for the dwell time opens the menu just above it; the chooser opens from the menu or when
 *   a concert ends. Both stay where they opened, so moving the head moves the gaze across their items.
 * - Looking away from an open panel for a few seconds closes it (not the chooser offered at a concert's end,
 *   nor the keypad). Turning to rest somewhere else for a while brings the menu button there.
 * - A controller trigger or a hand pinch (`select`) acts at once on what it points at.
 * - The keypad (the site opens it to type a group session's join code) stays until the site closes it. A key
 *   acts once per look: to type it again ("AA"), the gaze leaves it and comes back (keypad-panel.ts).
 * - A panel never acts on what happened to be under the gaze when it opened: the gaze must move there.
 */
import { ChooserPanel, type ChooserCard } from './chooser-panel';
import { createCaptionFollower, type CaptionFollower } from './caption-follow';
import { createDwellTimer, DEFAULT_DWELL_MS, type DwellTimer } from './dwell-timer';
import { hitPoint, panelFacing, withinBounds, type ChooserNav, type PlacedTarget } from './gaze-layout';
import type { GazeHost, GazeTargetId, OfferedTargets, PanelOutline, PanelPlacement } from './gaze-targets';
import { isKeypadKeyId, isKeypadTargetId, KEYPAD_DISPLAY_ID, type GazeKeypad, type KeypadDisplay, type KeypadFace, type KeypadKeyId, type KeypadTargetId } from './keypad';
import { KeypadPanel } from './keypad-panel';
import { add, DEG, forwardOf, scale, vec, type Pose, type Quat, type Vec3 } from './math';
import { isMenuAction, MENU_ACTIONS, type MenuAction } from './menu-actions';
import { MenuPanel } from './menu-panel';
import { RestingGaze } from './resting-gaze';

export type { GazeKeypad, KeypadDisplay, KeypadFace, KeypadKeyId, KeypadTargetId } from './keypad';
export { KEYPAD_DISPLAY_ID } from './keypad';
export type { ChooserCard } from './chooser-panel';
export type { GazeHost, GazeTargetId } from './gaze-targets';

export type GazeMode = 'idle' | 'menu' | 'chooser' | 'keypad';

export interface HeadPose {
  position: Vec3;
  quaternion: Quat;
}

export interface Reticle {
  position: Vec3;
  quaternion: Quat;
  /** The dwell ring's fill, 0..1. */
  progress: number;
  /** On a target that can act. */
  onTarget: boolean;
}

/** An open panel closes after the gaze has been off it (by more than the margin, degrees) for this long. */
const PANEL_MARGIN = 1;
const CLOSE_AFTER_MS = 4000;
/** With nothing under the gaze, the reticle floats at this distance. */
const RETICLE_DISTANCE = 1.45;

export class GazeUi {
  mode: GazeMode = 'idle';
  hovered: GazeTargetId | null = null;
  progress = 0;
  readonly reticle: Reticle = { position: vec(0, 0, -RETICLE_DISTANCE), quaternion: { x: 0, y: 0, z: 0, w: 1 }, progress: 0, onTarget: false };
  /** Grows whenever targets move, open or close: bindings re-place their objects when it changes. */
  version = 0;
  readonly caption: CaptionFollower = createCaptionFollower();

  private readonly menuPanel = new MenuPanel(() => this.host.menuActions?.() ?? MENU_ACTIONS);
  private readonly chooser = new ChooserPanel();
  private readonly keypad = new KeypadPanel();
  private readonly resting = new RestingGaze();
  private outline: PanelOutline | null = null;
  private lastOnPanel = 0;
  private head: HeadPose = { position: vec(0, 0, 0), quaternion: { x: 0, y: 0, z: 0, w: 1 } };
  private blocked: GazeTargetId | null = null;
  private dwell: DwellTimer;
  private lastNow = 0;
  /** The open panel stays when the gaze wanders (the chooser at a concert's end, the keypad). */
  private stays = false;
  /** No frame since the session started: the resting gaze (and so where a panel goes) is not known yet. */
  private fresh = true;
  private readonly placement: PanelPlacement = {
    head: this.head.position,
    facingBelowRest: (drop) => {
      const { yaw, pitch } = this.rest;
      return panelFacing(yaw, Math.max(-85 * DEG, pitch - drop * DEG));
    },
  };

  constructor(
    private readonly host: GazeHost,
    private dwellMs = DEFAULT_DWELL_MS,
  ) {
    this.dwell = this.createTimer(dwellMs);
  }

  // What the bindings and the site read: each panel's own state.
  get handle(): PlacedTarget | null {
    return this.menuPanel.handle;
  }
  get menu(): ReadonlyMap<MenuAction, PlacedTarget> {
    return this.menuPanel.items;
  }
  get cards(): readonly ChooserCard[] {
    return this.chooser.cards;
  }
  get nav(): ReadonlyMap<ChooserNav, PlacedTarget> {
    return this.chooser.nav;
  }
  get page(): number {
    return this.chooser.page;
  }
  /** The keypad's keys while it is open, in reading order, by id (`key:A`, …, `key:erase`, `key:join`). */
  get keypadKeys(): ReadonlyMap<KeypadKeyId, PlacedTarget> {
    return this.keypad.keys;
  }
  /** The keypad's display while it is open: shown, never acted on. */
  get keypadPanel(): PlacedTarget | null {
    return this.keypad.display;
  }
  /** The keypad key that acted last and when (frame time, ms): the scene flashes it. */
  get pressed(): { id: KeypadKeyId; atMs: number } | null {
    return this.keypad.pressed;
  }

  /** A new look time; a look already under way starts again only if it changed. */
  setDwell(ms: number): void {
    if (ms === this.dwellMs) return;
    this.dwellMs = ms;
    this.dwell = this.createTimer(ms);
  }

  /** The head's pose at the last frame. */
  get headPose(): HeadPose {
    return this.head;
  }

  /** Where the person rests their gaze (heading and pitch, radians): the menu button waits below it. */
  get rest(): { yaw: number; pitch: number } {
    return this.resting.current(forwardOf(this.head.quaternion));
  }

  /** A new session: the next frame's head pose is the new resting gaze, and everything is closed. */
  reset(): void {
    this.resting.reset();
    this.fresh = true;
    this.menuPanel.hideHandle();
    this.close();
  }

  update(head: HeadPose, nowMs: number): void {
    this.head = head;
    this.placement.head = head.position;
    const dt = this.lastNow === 0 ? 0 : nowMs - this.lastNow;
    this.lastNow = nowMs;
    const forward = forwardOf(head.quaternion);
    this.followRest(forward, nowMs);
    this.fresh = false;
    if (this.mode === 'keypad') this.keepKeypad();
    if (this.mode !== 'idle' && !this.stays) this.closeWhenAway(forward, nowMs);
    const hit = this.pick(head.position, forward);
    this.hovered = this.unblocked(hit?.id ?? null);
    this.progress = this.dwell.update(this.hovered, nowMs);
    this.aimReticle(head, forward, hit ? hit.distance - 0.01 : RETICLE_DISTANCE);
    // The captions show only at rest, where the menu button is the one thing they must keep clear of.
    this.caption.update(head, forward, dt, this.mode === 'idle' ? this.menuPanel.handle : null);
  }

  /** A controller trigger or hand pinch along this ray: acts at once on an enabled target. */
  select(origin: Vec3, direction: Vec3): boolean {
    const hit = this.pick(origin, direction);
    if (!hit || this.isDisabled(hit.id)) return false;
    this.activate(hit.id);
    return true;
  }

  openMenu(): void {
    this.switchTo('menu');
    this.opened(this.menuPanel.open(this.placement));
  }

  /** `stays`: the chooser at the end of a concert does not close by itself when the gaze wanders. */
  openChooser(page = 0, { stays = false } = {}): void {
    this.switchTo('chooser');
    this.opened(this.chooser.open(this.host.entries(), page, this.placement));
    this.stays = stays;
  }

  /**
   * The keypad, for typing a join code; it stays (looking away does not close it) until `closeKeypad`.
   * Opened before the session's first frame, it is placed on that frame, at the resting gaze.
   */
  openKeypad(keypad: GazeKeypad): void {
    this.switchTo('keypad');
    this.keypad.open(keypad);
    this.stays = true;
    if (this.fresh) this.version++;
    else this.keepKeypad();
  }

  /** Back to idle, if the keypad is what is open (another panel that replaced it stays). */
  closeKeypad(): void {
    if (this.mode === 'keypad') this.close();
  }

  /** How a keypad target looks now: its character, or erase's or join's icon and word; the display's text. */
  keypadFace(id: KeypadTargetId): KeypadFace {
    return this.keypad.face(id);
  }

  /** What the keypad's display shows now (null while it is closed): a cell a character, and the note under them. */
  keypadDisplay(): KeypadDisplay | null {
    return this.keypad.displayShown();
  }

  close(): void {
    this.switchTo('idle');
    this.dwell.reset();
    this.version++;
  }

  /** Where the menu button, a menu item, a chooser item or a keypad target is now, or null while it is not offered. */
  placed(id: 'handle' | MenuAction | `nav:${ChooserNav}` | KeypadTargetId): PlacedTarget | null {
    if (id === 'handle') return this.handle;
    if (id === KEYPAD_DISPLAY_ID) return this.keypad.display;
    if (isKeypadKeyId(id)) return this.keypad.keys.get(id) ?? null;
    if (id.startsWith('nav:')) return this.chooser.nav.get(id.slice('nav:'.length) as ChooserNav) ?? null;
    return this.menuPanel.items.get(id as MenuAction) ?? null;
  }

  isDisabled(id: GazeTargetId): boolean {
    if (isMenuAction(id)) return this.host.isDisabled(id);
    if (isKeypadTargetId(id)) return this.keypad.isDisabled(id);
    return false;
  }

  /** Only the open panel's targets can be met: nothing of a panel that closed stays behind, unseen. */
  private switchTo(mode: GazeMode): void {
    this.menuPanel.close();
    this.chooser.close();
    this.keypad.close();
    if (mode !== 'idle') this.menuPanel.hideHandle();
    this.outline = null;
    this.stays = false;
    this.mode = mode;
  }

  private createTimer(dwellMs: number): DwellTimer {
    return createDwellTimer({ dwellMs, onActivate: (id) => this.activate(id as GazeTargetId), isDisabled: (id) => this.isDisabled(id as GazeTargetId) });
  }

  /** Routes what the gaze or a select chose to the panel or the player it belongs to. */
  private activate(id: GazeTargetId): void {
    if (id === 'handle' || id === 'nav:back') return this.openMenu();
    if (id === 'choose-concert') return this.openChooser();
    if (id === 'nav:more') return this.openChooser(this.chooser.page + 1, { stays: this.stays });
    if (isKeypadTargetId(id)) return this.press(id);
    if (id.startsWith('card:')) {
      this.close();
      return this.host.choose(id.slice('card:'.length));
    }
    if (isMenuAction(id)) this.host.act(id);
  }

  /** The targets the open panel (or the menu button at rest) offers. */
  private offered(): OfferedTargets {
    if (this.mode === 'chooser') return this.chooser.targets();
    if (this.mode === 'keypad') return this.keypad.targets();
    return this.menuPanel.targets(this.mode === 'idle');
  }

  /** The target a ray meets first, if any. */
  private pick(origin: Vec3, direction: Vec3): { id: GazeTargetId; distance: number } | null {
    let best: { id: GazeTargetId; distance: number } | null = null;
    for (const [id, target] of this.offered()) {
      const hit = hitPoint(target, origin, direction);
      if (hit && (!best || hit.distance < best.distance)) best = { id, distance: hit.distance };
    }
    return best;
  }

  private press(id: KeypadTargetId): void {
    this.keypad.press(id, this.lastNow);
    if (this.mode === 'keypad') this.keepKeypad();
  }

  /** Places a keypad opened before the first frame; redraws when the site's value or message changed. */
  private keepKeypad(): void {
    const { keypad } = this.keypad;
    if (!keypad) return;
    if (!this.keypad.placed) return this.opened(this.keypad.place(keypad, this.placement));
    if (this.keypad.changed()) this.version++;
  }

  /** A panel never acts on what happened to be under the gaze when it opened: the gaze must move there. */
  private unblocked(id: GazeTargetId | null): GazeTargetId | null {
    if (id !== null && id === this.blocked) return null;
    this.blocked = null;
    return id;
  }

  private opened(outline: PanelOutline): void {
    this.outline = outline;
    this.lastOnPanel = this.lastNow;
    this.blocked = this.pick(this.head.position, forwardOf(this.head.quaternion))?.id ?? null;
    this.dwell.reset();
    this.version++;
  }

  /** The menu button hangs below the resting gaze, placed once per rest (not every frame), as the menu is. */
  private followRest(forward: Vec3, nowMs: number): void {
    if (this.resting.follow(forward, nowMs, this.mode === 'idle')) this.menuPanel.hideHandle();
    if (this.mode !== 'idle' || this.menuPanel.handle) return;
    this.menuPanel.placeHandle(this.head.position, this.rest);
    this.version++;
  }

  private aimReticle(head: HeadPose, forward: Vec3, distance: number): void {
    this.reticle.position = add(head.position, scale(forward, distance));
    this.reticle.quaternion = head.quaternion;
    this.reticle.progress = this.dwell.target === null ? 0 : this.progress;
    this.reticle.onTarget = this.dwell.target !== null;
  }

  private closeWhenAway(forward: Vec3, nowMs: number): void {
    const onPanel = this.outline !== null && withinBounds(forward, this.outline.facing, this.outline.bounds, PANEL_MARGIN);
    if (onPanel) this.lastOnPanel = nowMs;
    else if (nowMs - this.lastOnPanel >= CLOSE_AFTER_MS) this.close();
  }
}

export function createGazeUi(host: GazeHost, dwellMs?: number): GazeUi {
  return new GazeUi(host, dwellMs);
}

export type { Pose };
