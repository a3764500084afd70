/**
 * The headset's gaze interface as one framework-free state machine, fed the head's pose every frame. Both
 * bindings draw what it says (where each target is, what the gaze rests on, how full the dwell ring is),
 * so the React Three Fiber and A-Frame players behave the same by construction.
 *
 * - At rest, a menu button waits below where the person rests their gaze (resting-gaze.ts: taken when the
 *   session starts, so it works from a recliner or a bed, with the head pitched up or down).
 * - Looking at it for the dwell time opens the menu just above it; the chooser opens from the menu or when
 *   a concert ends. Both stay where they opened, so moving the head moves the gaze across their items.
 * - Looking away from an open panel for a few seconds closes it. Turning to rest somewhere else for a while
 *   brings the menu button there (it follows lazily, never while the person looks at it).
 * - A controller trigger or a hand pinch (`select`) acts at once on what it points at.
 * - The keypad (the site opens it to type a group session's join code) stays until the site closes it, its
 *   display above its keys; the menu button waits meanwhile. A key acts after the same dwell as a menu item,
 *   once: to type it again ("AA"), the gaze leaves it (a gap between keys is enough, however slowly) and
 *   comes back. It never repeats by itself: with the head still on a key, the eyes go to the display to
 *   check the letter, and for a person slow to move on a second dwell would type a letter they did not
 *   want. The key pressed flashes (`pressed`), and the display shows the letter at once.
 */
import { createDwellTimer, DEFAULT_DWELL_MS, type DwellTimer } from './dwell-timer';
import {
  boundsOf,
  withinBounds,
  CARDS_PER_PAGE,
  cardSpot,
  CHOOSER_DROP,
  CHOOSER_NAV,
  HANDLE_SPOT,
  hitPoint,
  KEYPAD_DROP,
  keypadLayout,
  MENU_DROP,
  menuSpot,
  navSpot,
  panelFacing,
  placeTarget,
  type ChooserNav,
  type PlacedTarget,
  type SpotBounds,
  type TargetSpot,
} from './gaze-layout';
import { add, DEG, forwardOf, scale, vec, type Pose, type Quat, type Vec3 } from './math';
import { isMenuAction, MENU_ACTIONS, type MenuAction } from './menu-actions';
import { createCaptionFollower, type CaptionFollower } from './caption-follow';
import {
  ERASE_KEY,
  isKeypadKeyDisabled,
  isKeypadKeyId,
  isKeypadTargetId,
  JOIN_KEY,
  KEYPAD_DISPLAY_ID,
  keypadDisplay,
  keypadFace,
  keypadKeyId,
  type GazeKeypad,
  type KeypadDisplay,
  type KeypadFace,
  type KeypadKeyId,
  type KeypadTargetId,
} from './keypad';
import { RestingGaze } from './resting-gaze';

export type { GazeKeypad, KeypadDisplay, KeypadFace, KeypadKeyId, KeypadTargetId } from './keypad';
export { KEYPAD_DISPLAY_ID } from './keypad';

export type GazeMode = 'idle' | 'menu' | 'chooser' | 'keypad';

/** What the gaze interface asks of the player. */
export interface GazeHost {
  isDisabled(action: MenuAction): boolean;
  act(action: MenuAction): void;
  /** The concerts that can be watched, in order. */
  entries(): readonly { id: string }[];
  choose(id: string): void;
}

export interface HeadPose {
  position: Vec3;
  quaternion: Quat;
}

export interface ChooserCard {
  entryId: string;
  poster: PlacedTarget;
  title: PlacedTarget;
}

/**
 * A target's id: 'handle', a menu action, `card:<concert id>`, `nav:back` / `nav:more`, or the keypad's
 * `key:<character>`, `key:erase`, `key:join` and its display, `keypad:display` (never under the gaze).
 */
export type GazeTargetId = 'handle' | MenuAction | `card:${string}` | `nav:${ChooserNav}` | KeypadTargetId;

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
  handle: PlacedTarget | null = null;
  readonly menu = new Map<MenuAction, PlacedTarget>();
  cards: ChooserCard[] = [];
  readonly nav = new Map<ChooserNav, PlacedTarget>();
  page = 0;
  /** The keypad's keys while it is open, in reading order, by id (`key:A`, …, `key:erase`, `key:join`). */
  readonly keypadKeys = new Map<KeypadKeyId, PlacedTarget>();
  /** The keypad's display while it is open: shown, never acted on. */
  keypadPanel: PlacedTarget | null = null;
  /** The keypad key that acted last and when (frame time, ms): the scene flashes it. */
  pressed: { id: KeypadKeyId; atMs: number } | null = null;
  hovered: GazeTargetId | null = null;
  progress = 0;
  readonly reticle: Reticle = { position: vec(0, 0, -RETICLE_DISTANCE), quaternion: { x: 0, y: 0, z: 0, w: 1 }, progress: 0, onTarget: false };
  /** Grows whenever targets move, open or close: bindings re-place their objects when it changes. */
  version = 0;
  readonly caption: CaptionFollower = createCaptionFollower();

  private readonly resting = new RestingGaze();
  private panel: { facing: Quat; bounds: SpotBounds } | null = null;
  private lastOnPanel = 0;
  private head: HeadPose = { position: vec(0, 0, 0), quaternion: { x: 0, y: 0, z: 0, w: 1 } };
  private blocked: GazeTargetId | null = null;
  private dwell: DwellTimer;
  private lastNow = 0;
  private stays = false;
  private keypad: GazeKeypad | null = null;
  /** The keypad's value and message as last drawn: a change bumps `version`. */
  private keypadShown = '';
  /** No frame since the session started: the resting gaze (and so where a panel goes) is not known yet. */
  private fresh = true;

  constructor(
    private readonly host: GazeHost,
    private dwellMs = DEFAULT_DWELL_MS,
  ) {
    this.dwell = this.createTimer(dwellMs);
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
    this.handle = null;
    this.close();
  }

  update(head: HeadPose, nowMs: number): void {
    this.head = head;
    const dt = this.lastNow === 0 ? 0 : nowMs - this.lastNow;
    this.lastNow = nowMs;
    const forward = forwardOf(head.quaternion);
    this.follow(forward, nowMs);
    this.fresh = false;
    if (this.keypad) this.keepKeypad();
    if (this.mode !== 'idle' && !this.stays) this.closeWhenAway(forward, nowMs);
    const hit = this.pick(head.position, forward);
    const target = this.unblocked(hit?.id ?? null);
    this.hovered = target;
    this.progress = this.dwell.update(target, nowMs);
    const distance = hit ? hit.distance - 0.01 : RETICLE_DISTANCE;
    this.reticle.position = add(head.position, scale(forward, distance));
    this.reticle.quaternion = head.quaternion;
    this.reticle.progress = this.dwell.target === null ? 0 : this.progress;
    this.reticle.onTarget = this.dwell.target !== null;
    this.caption.update(head, forward, dt);
  }

  /** A controller trigger or hand pinch along this ray: acts at once on an enabled target. */
  select(origin: Vec3, direction: Vec3): boolean {
    const hit = this.pick(origin, direction);
    if (!hit || this.isDisabled(hit.id)) return false;
    this.activate(hit.id);
    return true;
  }

  openMenu(): void {
    this.clearTargets();
    this.mode = 'menu';
    const facing = this.facingBelowAnchor(MENU_DROP);
    const spots = MENU_ACTIONS.map((action) => [action, menuSpot(action)] as const);
    for (const [action, spot] of spots) this.menu.set(action, placeTarget(this.head.position, facing, spot));
    this.opened(facing, spots.map(([, spot]) => spot));
  }

  /** `stays`: the chooser at the end of a concert does not close by itself when the gaze wanders. */
  openChooser(page = 0, { stays = false } = {}): void {
    const entries = this.host.entries();
    const pages = Math.max(1, Math.ceil(entries.length / CARDS_PER_PAGE));
    this.clearTargets();
    this.mode = 'chooser';
    this.page = ((page % pages) + pages) % pages;
    const facing = this.facingBelowAnchor(CHOOSER_DROP);
    const spots: TargetSpot[] = [];
    const place = (spot: TargetSpot) => {
      spots.push(spot);
      return placeTarget(this.head.position, facing, spot);
    };
    this.cards = entries.slice(this.page * CARDS_PER_PAGE, (this.page + 1) * CARDS_PER_PAGE).map((entry, i) => {
      const spot = cardSpot(i);
      return { entryId: entry.id, poster: place(spot.poster), title: place(spot.title) };
    });
    for (const nav of CHOOSER_NAV) if (nav === 'back' || pages > 1) this.nav.set(nav, place(navSpot(nav)));
    this.opened(facing, spots);
    this.stays = stays;
  }

  /**
   * The keypad, for typing a join code; it stays (looking away does not close it) until `closeKeypad`.
   * Opened before the session's first frame, it is placed on that frame, at the resting gaze.
   */
  openKeypad(keypad: GazeKeypad): void {
    this.clearTargets();
    this.mode = 'keypad';
    this.keypad = keypad;
    this.stays = true;
    // The menu button waits, unseen, until the keypad closes.
    this.handle = null;
    if (this.fresh) {
      this.version++;
      return;
    }
    this.placeKeypad(keypad);
  }

  /** Back to idle, if the keypad is what is open (another panel that replaced it stays). */
  closeKeypad(): void {
    if (this.mode === 'keypad') this.close();
  }

  /** How a keypad target looks now: its character, or erase's or join's icon and word; the display's text. */
  keypadFace(id: KeypadTargetId): KeypadFace {
    return keypadFace(id, this.keypad);
  }

  /** What the keypad's display shows now (null while it is closed): a cell a character, and the note under them. */
  keypadDisplay(): KeypadDisplay | null {
    return this.keypad && keypadDisplay(this.keypad);
  }

  close(): void {
    this.clearTargets();
    this.mode = 'idle';
    this.dwell.reset();
    this.version++;
  }

  /** Only the open panel's targets can be met: nothing of a panel that closed stays behind, unseen. */
  private clearTargets(): void {
    this.panel = null;
    this.stays = false;
    this.menu.clear();
    this.cards = [];
    this.nav.clear();
    this.keypad = null;
    this.keypadKeys.clear();
    this.keypadPanel = null;
    this.pressed = null;
  }

  /** Where the menu button, a menu item, a chooser item or a keypad target is now, or null while it is not offered. */
  placed(id: 'handle' | MenuAction | `nav:${ChooserNav}` | KeypadTargetId): PlacedTarget | null {
    if (id === 'handle') return this.handle;
    if (id === KEYPAD_DISPLAY_ID) return this.keypadPanel;
    if (isKeypadKeyId(id)) return this.keypadKeys.get(id) ?? null;
    if (id.startsWith('nav:')) return this.nav.get(id.slice('nav:'.length) as ChooserNav) ?? null;
    return this.menu.get(id as MenuAction) ?? null;
  }

  isDisabled(id: GazeTargetId): boolean {
    if (isMenuAction(id)) return this.host.isDisabled(id);
    if (id === KEYPAD_DISPLAY_ID) return true;
    if (isKeypadKeyId(id)) return !this.keypad || isKeypadKeyDisabled(id, this.keypad);
    return false;
  }

  private createTimer(dwellMs: number): DwellTimer {
    return createDwellTimer({ dwellMs, onActivate: (id) => this.activate(id as GazeTargetId), isDisabled: (id) => this.isDisabled(id as GazeTargetId) });
  }

  private activate(id: GazeTargetId): void {
    if (id === 'handle') return this.openMenu();
    if (id === 'choose-concert') return this.openChooser();
    if (id === 'nav:back') return this.openMenu();
    if (id === 'nav:more') return this.openChooser(this.page + 1, { stays: this.stays });
    if (isKeypadTargetId(id)) return this.press(id);
    if (id.startsWith('card:')) {
      this.close();
      return this.host.choose(id.slice('card:'.length));
    }
    if (isMenuAction(id)) this.host.act(id);
  }

  /** The targets the gaze can meet now, nearest first. */
  private pick(origin: Vec3, direction: Vec3): { id: GazeTargetId; distance: number } | null {
    let best: { id: GazeTargetId; distance: number } | null = null;
    const consider = (id: GazeTargetId, target: PlacedTarget | null) => {
      const hit = target && hitPoint(target, origin, direction);
      if (hit && (!best || hit.distance < best.distance)) best = { id, distance: hit.distance };
    };
    if (this.mode === 'idle') consider('handle', this.handle);
    for (const [action, target] of this.menu) consider(action, target);
    for (const card of this.cards) {
      consider(`card:${card.entryId}`, card.poster);
      consider(`card:${card.entryId}`, card.title);
    }
    for (const [nav, target] of this.nav) consider(`nav:${nav}`, target);
    for (const [id, target] of this.keypadKeys) consider(id, target);
    return best;
  }

  /** A keypad key acts: the site types, erases or joins (and may close the keypad as it does). */
  private press(id: KeypadTargetId): void {
    const keypad = this.keypad;
    if (!keypad || !isKeypadKeyId(id)) return;
    this.pressed = { id, atMs: this.lastNow };
    if (id === ERASE_KEY) keypad.erase();
    else if (id === JOIN_KEY) keypad.submit();
    else keypad.press(id.slice('key:'.length));
    if (this.keypad) this.keepKeypad();
  }

  private placeKeypad(keypad: GazeKeypad): void {
    const facing = this.facingBelowAnchor(KEYPAD_DROP);
    const layout = keypadLayout(keypad.keys.length);
    this.keypadPanel = placeTarget(this.head.position, facing, layout.display);
    for (const { key, spot } of layout.keys) this.keypadKeys.set(keypadKeyId(key, keypad.keys), placeTarget(this.head.position, facing, spot));
    this.keypadShown = this.keypadState(keypad);
    this.opened(facing, [layout.display, ...layout.keys.map(({ spot }) => spot)]);
    this.stays = true;
  }

  /** Places a keypad opened before the first frame; redraws when the site's value or message changed. */
  private keepKeypad(): void {
    const keypad = this.keypad;
    if (!keypad) return;
    if (!this.keypadPanel) return this.placeKeypad(keypad);
    const state = this.keypadState(keypad);
    if (state === this.keypadShown) return;
    this.keypadShown = state;
    this.version++;
  }

  private keypadState(keypad: GazeKeypad): string {
    return `${keypad.value()}\n${keypad.message()}`;
  }

  /** A panel never acts on what happened to be under the gaze when it opened: the gaze must move there. */
  private unblocked(id: GazeTargetId | null): GazeTargetId | null {
    if (id !== null && id === this.blocked) return null;
    this.blocked = null;
    return id;
  }

  private opened(facing: Quat, spots: readonly TargetSpot[]): void {
    this.panel = { facing, bounds: boundsOf(spots) };
    this.lastOnPanel = this.lastNow;
    this.blocked = this.pick(this.head.position, forwardOf(this.head.quaternion))?.id ?? null;
    this.dwell.reset();
    this.version++;
  }

  private facingBelowAnchor(drop: number): Quat {
    const { yaw, pitch } = this.rest;
    return panelFacing(yaw, Math.max(-85 * DEG, pitch - drop * DEG));
  }

  /** The menu button hangs below the resting gaze, placed once per rest (not every frame), as the menu is. */
  private follow(forward: Vec3, nowMs: number): void {
    if (this.resting.follow(forward, nowMs, this.mode === 'idle')) this.handle = null;
    if (this.mode !== 'idle') this.handle = null;
    else if (!this.handle) {
      const { yaw, pitch } = this.rest;
      this.handle = placeTarget(this.head.position, panelFacing(yaw, pitch), HANDLE_SPOT);
      this.version++;
    }
  }

  private closeWhenAway(forward: Vec3, nowMs: number): void {
    if (this.onPanel(forward)) this.lastOnPanel = nowMs;
    else if (nowMs - this.lastOnPanel >= CLOSE_AFTER_MS) this.close();
  }

  /** Whether the gaze falls within the open panel's box (gaps between its targets included). */
  private onPanel(forward: Vec3): boolean {
    return this.panel !== null && withinBounds(forward, this.panel.facing, this.panel.bounds, PANEL_MARGIN);
  }
}

export function createGazeUi(host: GazeHost, dwellMs?: number): GazeUi {
  return new GazeUi(host, dwellMs);
}

export type { Pose };
