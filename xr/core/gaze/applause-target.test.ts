import { describe, expect, it, vi } from 'vitest';
import { ACKNOWLEDGE_MS, APPLAUSE_SIZE, ApplauseTarget, restingHandle, type PlayerApplause } from './applause-target';
import { ITEM_SIZE, type PlacedTarget } from './gaze-layout';
import type { HeadPose } from './gaze-ui';
import { angleBetween, DEG, forwardOf, sub, yawPitchOf } from './math';
import { angularWidth, DWELL, EYES, head, lookingAt, setUp } from './testing/gaze-head';
import { overlapInView } from './view-overlap';

const WORDS = { applaud: 'Applaud', applauseSent: 'Applause sent' };

/** The gaze interface and the applause target beside it, fed the same head a frame every 50 ms, as the binding does. */
function room(applause: PlayerApplause | null = { clap: vi.fn(), ready: true }) {
  const { ui, hold: holdUi } = setUp();
  const placed: (PlacedTarget | null)[] = [];
  const target = new ApplauseTarget({ dwellMs: DWELL, onPlaced: (at) => placed.push(at) });
  target.set(applause);
  const waiting = { content: null as unknown };
  let now = 100_000;
  const hold = (pose: HeadPose, ms: number) => {
    for (let t = 0; t <= ms; t += 50) {
      holdUi(pose, 0);
      target.update(pose, ui.rest, restingHandle({ gaze: ui, waiting }), (now += 50));
    }
  };
  return { ui, target, hold, placed, waiting };
}

/** A head looking well away from every target (up at the stage). */
const AWAY = head(0, 20);

describe("the headset's applause target", () => {
  it('exists only while the site gives an applause handler', () => {
    const { target, hold, placed } = room(null);
    hold(head(0, 0), 200);
    expect(target.target).toBeNull();
    expect(placed).toEqual([]);
    target.set({ clap: vi.fn(), ready: true });
    hold(head(0, 0), 100);
    expect(target.target).not.toBeNull();
    expect(placed).toEqual([target.target]);
    target.set(null);
    expect(target.target).toBeNull();
    expect(placed.at(-1)).toBeNull();
  });

  it.each([25, -25, 0])('waits beside the menu button on its right (head pitched %i°): at least the menu items\' size, clear of the button, within 30° of the rest', (pitch) => {
    const { ui, target, hold } = room();
    hold(head(10, pitch), 200);
    const placed = target.target!;
    expect(angularWidth(placed)).toBeGreaterThanOrEqual(ITEM_SIZE.width);
    expect(angularWidth(placed)).toBeCloseTo(APPLAUSE_SIZE.width, 1);
    expect(overlapInView(placed, ui.handle!, EYES, 0.5)).toBe(false);
    const rest = forwardOf(head(10, pitch).quaternion);
    expect(angleBetween(rest, sub(placed.pose.position, EYES)) / DEG).toBeLessThanOrEqual(30);
    // Right of the button (a smaller heading), in a row with it (on the great circle through it: within 2° of its pitch).
    const [beside, button] = [yawPitchOf(sub(placed.pose.position, EYES)), yawPitchOf(sub(ui.handle!.pose.position, EYES))];
    expect(beside.yaw).toBeLessThan(button.yaw);
    expect(Math.abs(beside.pitch - button.pitch) / DEG).toBeLessThan(2);
  });

  it('makes way while the menu is open and while a waiting room shows, and comes back at rest', () => {
    const { ui, target, hold, waiting } = room();
    hold(head(0, 0), 100);
    expect(target.target).not.toBeNull();
    ui.openMenu();
    hold(head(0, 0), 100);
    expect(target.target).toBeNull();
    ui.close();
    hold(head(0, 0), 100);
    expect(target.target).not.toBeNull();
    waiting.content = { board: {} };
    hold(head(0, 0), 100);
    expect(target.target).toBeNull();
  });

  it('claps once after a look of the dwell time, says so for a few seconds, and claps again only after the gaze has left', () => {
    const applause = { clap: vi.fn(), ready: true };
    const { target, hold } = room(applause);
    hold(head(0, 0), 100);
    expect(target.face(WORDS)).toEqual({ icon: 'applause', label: 'Applaud', disabled: false });
    const at = lookingAt(target.target!);
    hold(at, DWELL - 200);
    expect(applause.clap).not.toHaveBeenCalled();
    expect(target.hovered).toBe(true);
    expect(target.reticle?.progress).toBeGreaterThan(0.8);
    hold(at, 300);
    expect(applause.clap).toHaveBeenCalledTimes(1);
    expect(target.face(WORDS)).toEqual({ icon: 'applauseSent', label: 'Applause sent', disabled: false });
    // Resting the eyes there claps no more, and the ring stays empty.
    hold(at, 2 * DWELL);
    expect(applause.clap).toHaveBeenCalledTimes(1);
    expect(target.reticle).toBeNull();
    hold(AWAY, ACKNOWLEDGE_MS);
    expect(target.face(WORDS).label).toBe('Applaud');
    hold(at, DWELL + 100);
    expect(applause.clap).toHaveBeenCalledTimes(2);
  });

  it('shows dimmed and never fills nor claps while the viewer must wait, then claps again once ready', () => {
    const first = { clap: vi.fn(), ready: true };
    const { target, hold } = room(first);
    hold(head(0, 0), 100);
    const at = lookingAt(target.target!);
    hold(at, DWELL + 100);
    expect(first.clap).toHaveBeenCalledTimes(1);
    // The site's rate limit: the next clap must wait.
    const waiting = { clap: vi.fn(), ready: false };
    target.set(waiting);
    expect(target.face(WORDS)).toMatchObject({ label: 'Applause sent', disabled: true });
    hold(AWAY, 200);
    hold(at, 3 * DWELL);
    expect(target.reticle).toMatchObject({ progress: 0, onTarget: false });
    expect(target.face(WORDS)).toEqual({ icon: 'applause', label: 'Applaud', disabled: true });
    expect(target.select(EYES, forwardOf(at.quaternion))).toBe(true);
    expect(waiting.clap).not.toHaveBeenCalled();
    expect(first.clap).toHaveBeenCalledTimes(1);
    // Ready again: a look claps.
    const ready = { clap: vi.fn(), ready: true };
    target.set(ready);
    hold(AWAY, 200);
    hold(at, DWELL + 100);
    expect(ready.clap).toHaveBeenCalledTimes(1);
  });

  it("claps at once on a controller's select that points at it, and not on one that misses", () => {
    const applause = { clap: vi.fn(), ready: true };
    const { target, hold } = room(applause);
    hold(AWAY, 100);
    expect(target.select(EYES, forwardOf(AWAY.quaternion))).toBe(false);
    expect(applause.clap).not.toHaveBeenCalled();
    expect(target.select(EYES, forwardOf(lookingAt(target.target!).quaternion))).toBe(true);
    expect(applause.clap).toHaveBeenCalledTimes(1);
    expect(target.acknowledging).toBe(true);
  });

  it('never claps on what the gaze met as it appeared: the gaze must move there', () => {
    const { target, hold } = room();
    hold(head(0, 0), 100);
    const at = lookingAt(target.target!);
    target.set(null);
    hold(at, 100);
    const applause = { clap: vi.fn(), ready: true };
    target.set(applause);
    hold(at, 2 * DWELL);
    expect(target.target).not.toBeNull();
    expect(applause.clap).not.toHaveBeenCalled();
    hold(AWAY, 100);
    hold(at, DWELL + 100);
    expect(applause.clap).toHaveBeenCalledTimes(1);
  });
});
