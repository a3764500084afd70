import { describe, expect, it, vi } from 'vitest';
import { cornersOf, overlapInView } from './view-overlap';
import { angleBetween, DEG, forwardOf, sub } from './math';
import { WaitingPanel, type WaitingRoomContent } from './waiting-panel';
import { angularWidth, DWELL, EYES, head, lookingAt, setUp } from './testing/gaze-head';
import type { HeadPose } from './gaze-ui';

const CONTENT: WaitingRoomContent = {
  board: { title: 'Tonight', clock: '12:05', words: 'The concert starts in 13 minutes.', startsAt: 'The concert starts at 19:00.', said: '' },
  soundCheck: 'Sound check',
  captions: 'Captions: English',
  poster: '/images/stills/stage-row3-1200.jpg',
};

/** The gaze interface and the waiting panel beside it, fed the same head a frame every 50 ms, as the binding does. */
function room(content: WaitingRoomContent | null = CONTENT) {
  const { ui, hold: holdUi } = setUp();
  const panel = new WaitingPanel(DWELL);
  const actions = { soundCheck: vi.fn(), captions: vi.fn() };
  if (content) panel.show(content, actions);
  let now = 100_000;
  const hold = (pose: HeadPose, ms: number) => {
    for (let t = 0; t <= ms; t += 50) {
      holdUi(pose, 0);
      panel.update(pose, ui.rest, ui.mode === 'idle' ? ui.handle : null, (now += 50));
    }
  };
  return { ui, panel, actions, hold };
}

describe('the waiting room in the headset', () => {
  it.each([25, -25, 0])('lies where the menu opens (head pitched %i°): its targets as large as the menu items, within 30° of the rest, clear of the menu button', (pitch) => {
    const { ui, panel, hold } = room();
    hold(head(10, pitch), 200);
    const rest = forwardOf(head(10, pitch).quaternion);
    expect(panel.targets.size).toBe(2);
    for (const target of panel.targets.values()) {
      expect(angularWidth(target)).toBeGreaterThanOrEqual(11 - 0.01);
      expect(angleBetween(rest, sub(target.pose.position, EYES)) / DEG).toBeLessThanOrEqual(30);
      for (const corner of cornersOf(target)) expect(angleBetween(rest, sub(corner, EYES)) / DEG).toBeLessThanOrEqual(30);
      expect(overlapInView(target, ui.handle!, EYES, 0.5)).toBe(false);
      expect(overlapInView(target, panel.board!, EYES)).toBe(false);
    }
    expect(overlapInView(panel.board!, ui.handle!, EYES)).toBe(false);
    // The poster above the board, where the stage will be, clear of it, and within reach of the eyes.
    expect(overlapInView(panel.poster!, panel.board!, EYES)).toBe(false);
    for (const corner of cornersOf(panel.poster!)) expect(angleBetween(rest, sub(corner, EYES)) / DEG).toBeLessThanOrEqual(30);
    // The board's top edge lies about at the resting gaze: the menu's own place, not over the stage.
    const top = Math.max(...cornersOf(panel.board!).map((corner) => angleBetween(rest, sub(corner, EYES)) / DEG));
    expect(top).toBeLessThanOrEqual(30);
  });

  it('acts on a target after a look of the dwell time, once per look', () => {
    const { panel, actions, hold } = room();
    hold(head(0, 0), 100);
    const check = panel.targets.get('wait:sound-check')!;
    hold(lookingAt(check), DWELL - 200);
    expect(actions.soundCheck).not.toHaveBeenCalled();
    expect(panel.hovered).toBe('wait:sound-check');
    expect(panel.reticle?.progress).toBeGreaterThan(0.8);
    hold(lookingAt(check), DWELL);
    expect(actions.soundCheck).toHaveBeenCalledTimes(1);
    hold(head(0, 0), 100);
    hold(lookingAt(panel.targets.get('wait:captions')!), DWELL + 100);
    expect(actions.captions).toHaveBeenCalledTimes(1);
    expect(actions.soundCheck).toHaveBeenCalledTimes(1);

  });

  it('does not act on the target under the gaze as it comes back (the menu closed over it)', () => {
    const { ui, panel, actions, hold } = room();
    hold(head(0, 0), 100);
    const check = panel.targets.get('wait:sound-check')!;
    ui.openMenu();
    hold(lookingAt(check), 100);
    ui.close();
    hold(lookingAt(check), DWELL * 2);
    expect(panel.targets.get('wait:sound-check')?.pose).toEqual(check.pose);
    expect(actions.soundCheck).not.toHaveBeenCalled();
    hold(head(0, 0), 100);
    hold(lookingAt(check), DWELL + 100);
    expect(actions.soundCheck).toHaveBeenCalledTimes(1);
  });

  it('makes way for the menu, where it lies, and comes back when the menu closes', () => {
    const { ui, panel, hold } = room();
    hold(head(0, 0), 100);
    const placed = panel.targets.get('wait:sound-check')!;
    ui.openMenu();
    hold(head(0, 0), 100);
    expect(panel.board).toBeNull();
    expect(panel.targets.size).toBe(0);
    // The menu's items cover the panel's place: the panel is where the menu is.
    expect([...ui.menu.values()].some((item) => overlapInView(item, placed, EYES))).toBe(true);
    ui.close();
    hold(head(0, 0), 100);
    expect(panel.targets.get('wait:sound-check')?.pose).toEqual(placed.pose);
  });

  it('acts at once on a controller select, offers no caption target without captions, and goes for good when hidden', () => {
    const { panel, actions, hold } = room({ ...CONTENT, captions: null, poster: undefined });
    hold(head(0, 0), 100);
    expect([...panel.targets.keys()]).toEqual(['wait:sound-check']);
    expect(panel.poster).toBeNull();
    expect(panel.select(EYES, sub(panel.targets.get('wait:sound-check')!.pose.position, EYES))).toBe(true);
    expect(actions.soundCheck).toHaveBeenCalledTimes(1);
    expect(panel.select(EYES, forwardOf(head(0, 60).quaternion))).toBe(false);
    const version = panel.version;
    panel.hide();
    hold(head(0, 0), 100);
    expect(panel.board).toBeNull();
    expect(panel.targets.size).toBe(0);
    expect(panel.version).toBeGreaterThan(version);
  });
});
