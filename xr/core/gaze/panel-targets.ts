/**
 * The targets of a panel that shows beside the resting menu button (the waiting room, the mood check): where
 * they were placed, what the gaze meets, the look timer's fill and the reticle. The panel decides what its
 * targets are, where they go and what they do; this only looks and routes, the same way for every such panel.
 *
 * A target under the gaze as the panel appears does not act until the gaze has left it and come back: a panel
 * that shows up under someone's eyes must not answer for them.
 */
import { createDwellTimer, DEFAULT_DWELL_MS, type DwellTimer } from './dwell-timer';
import { hitPoint, placeTarget, type PlacedTarget, type TargetSpot } from './gaze-layout';
import { add, forwardOf, scale, type Quat, type Vec3 } from './math';

/** Where the reticle goes while the gaze rests on one of the panel's targets. */
export interface PanelReticle {
  position: Vec3;
  quaternion: Quat;
  progress: number;
}

export interface HeadLike {
  position: Vec3;
  quaternion: Quat;
}

export class PanelTargets<Id extends string> {
  private readonly targets = new Map<Id, PlacedTarget>();
  hovered: Id | null = null;
  /** The reticle on one of the targets, with the dwell's fill; null when the gaze is elsewhere. */
  reticle: PanelReticle | null = null;
  private dwell: DwellTimer;
  private dwellMs: number;
  /** What the gaze met as the targets were placed: it must move there before it acts. */
  private blocked: Id | null = null;

  constructor(
    private readonly act: (id: Id) => void,
    dwellMs = DEFAULT_DWELL_MS,
  ) {
    this.dwellMs = dwellMs;
    this.dwell = this.createTimer(dwellMs);
  }

  /** Where each target was placed (none while the panel does not show). */
  get placed(): ReadonlyMap<Id, PlacedTarget> {
    return this.targets;
  }

  setDwell(ms: number): void {
    if (ms === this.dwellMs) return;
    this.dwellMs = ms;
    this.dwell = this.createTimer(ms);
  }

  /** Places the targets facing the eyes, around `facing`, and starts a fresh look. */
  place(head: HeadLike, facing: Quat, spots: Iterable<readonly [Id, TargetSpot]>): void {
    this.targets.clear();
    for (const [id, spot] of spots) this.targets.set(id, placeTarget(head.position, facing, spot));
    this.blocked = this.pick(head.position, forwardOf(head.quaternion))?.id ?? null;
    this.dwell.reset();
  }

  /** One target goes (its words went): the others stay where they are. */
  remove(id: Id): void {
    this.targets.delete(id);
    if (this.hovered === id) this.hovered = null;
  }

  clear(): void {
    this.targets.clear();
    this.hovered = null;
    this.reticle = null;
    this.blocked = null;
    this.dwell.reset();
  }

  /** Each frame: what the gaze meets and the look timer's fill (`shown` false: nothing to meet). */
  look(shown: boolean, head: HeadLike, nowMs: number): void {
    const forward = forwardOf(head.quaternion);
    const hit = shown ? this.pick(head.position, forward) : null;
    const id = hit?.id ?? null;
    if (id !== this.blocked) this.blocked = null;
    this.hovered = id === this.blocked ? null : id;
    const progress = this.dwell.update(this.hovered, nowMs);
    this.reticle = hit && this.hovered ? { position: add(head.position, scale(forward, hit.distance - 0.01)), quaternion: head.quaternion, progress } : null;
  }

  /** A controller trigger or hand pinch along this ray: acts at once on a target it meets. */
  select(origin: Vec3, direction: Vec3): boolean {
    const hit = this.pick(origin, direction);
    if (!hit) return false;
    this.act(hit.id);
    return true;
  }

  private pick(origin: Vec3, direction: Vec3): { id: Id; distance: number } | null {
    let best: { id: Id; distance: number } | null = null;
    for (const [id, target] of this.placed) {
      const hit = hitPoint(target, origin, direction);
      if (hit && (!best || hit.distance < best.distance)) best = { id, distance: hit.distance };
    }
    return best;
  }

  private createTimer(dwellMs: number): DwellTimer {
    const activate = (id: string) => {
      // The timer knows ids as strings: it names one of the placed targets.
      const target = [...this.placed.keys()].find((placed) => placed === id);
      if (target !== undefined) this.act(target);
    };
    return createDwellTimer({ dwellMs, onActivate: activate });
  }
}
