import { describe, expect, it, vi } from 'vitest';
import { cornersOf, overlapInView } from './view-overlap';
import { angleBetween, DEG, forwardOf, sub, yawPitchOf } from './math';
import { MOOD_FACES, MoodPanel, type MoodCheckContent } from './mood-panel';
import { angularWidth, DWELL, EYES, head, lookingAt, setUp } from './testing/gaze-head';
import type { HeadPose } from './gaze-ui';

const CONTENT: MoodCheckContent = {
  question: 'How do you feel right now?',
  hint: 'Look at the face that fits, or at Skip.',
  faces: ['Very sad', 'Sad', 'Neither', 'Happy', 'Very happy'],
  skip: 'Skip',
};

/** The gaze interface and the mood check beside it, fed the same head a frame every 50 ms, as the binding does. */
function check(content: MoodCheckContent | null = CONTENT) {
  const { ui, hold: holdUi } = setUp();
  const panel = new MoodPanel(DWELL);
  const actions = { answer: vi.fn(), skip: vi.fn() };
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

/** Away from every target: far up, where nothing of the check lies (held briefly: the rest stays). */
const AWAY = head(0, 60);
const REST = head(0, 0);

describe('the mood check in the headset', () => {
  it.each([25, -25, 0])('lies across the resting gaze (head pitched %i°): five faces and Skip as large as the menu items, all within 30° of the rest, clear of the menu button', (pitch) => {
    const { ui, panel, hold } = check();
    hold(head(10, pitch), 200);
    const rest = forwardOf(head(10, pitch).quaternion);
    expect([...panel.targets.keys()]).toEqual([...MOOD_FACES, 'mood:skip']);
    for (const target of panel.targets.values()) {
      expect(angularWidth(target)).toBeGreaterThanOrEqual(11 - 0.01);
      expect(angleBetween(rest, sub(target.pose.position, EYES)) / DEG).toBeLessThanOrEqual(30);
      expect(overlapInView(target, ui.handle!, EYES, 0.5)).toBe(false);
      expect(overlapInView(target, panel.board!, EYES)).toBe(false);
    }
    const faces = MOOD_FACES.map((id) => panel.targets.get(id)!);
    // Very sad on the left, very happy on the right, as the person sees them (three.js: -Z ahead, +X to the right).
    const across = faces.map((face) => yawPitchOf(sub(face.pose.position, EYES)).yaw);
    expect([...across].sort((a, b) => b - a)).toEqual(across);
    for (const [i, face] of faces.entries()) if (i > 0) expect(overlapInView(face, faces[i - 1]!, EYES, 0.5)).toBe(false);
    // The middle face is where the person rests their gaze; the question's board stays within reach too.
    expect(angleBetween(rest, sub(faces[2]!.pose.position, EYES)) / DEG).toBeLessThan(1);
    for (const corner of cornersOf(panel.board!)) expect(angleBetween(rest, sub(corner, EYES)) / DEG).toBeLessThanOrEqual(30);
    expect(overlapInView(panel.board!, ui.handle!, EYES)).toBe(false);
  });

  it('answers with the face looked at for the dwell time, from very sad (1) to very happy (5), once per look', () => {
    const { panel, actions, hold } = check();
    hold(REST, 100);
    hold(AWAY, 100);
    hold(lookingAt(panel.targets.get('mood:4')!), DWELL - 200);
    expect(actions.answer).not.toHaveBeenCalled();
    expect(panel.hovered).toBe('mood:4');
    expect(panel.reticle?.progress).toBeGreaterThan(0.8);
    hold(lookingAt(panel.targets.get('mood:4')!), DWELL);
    expect(actions.answer).toHaveBeenCalledTimes(1);
    expect(actions.answer).toHaveBeenLastCalledWith(4);
    hold(AWAY, 100);
    hold(lookingAt(panel.targets.get('mood:1')!), DWELL + 100);
    expect(actions.answer).toHaveBeenLastCalledWith(1);
    hold(AWAY, 100);
    hold(lookingAt(panel.targets.get('mood:skip')!), DWELL + 100);
    expect(actions.skip).toHaveBeenCalledTimes(1);
    expect(actions.answer).toHaveBeenCalledTimes(2);
  });

  it('does not answer for the resident whose gaze rests on the middle face as the check appears, until they look away and back', () => {
    const { panel, actions, hold } = check();
    hold(head(0, 0), DWELL * 2);
    expect(panel.hovered).toBeNull();
    expect(actions.answer).not.toHaveBeenCalled();
    hold(AWAY, 100);
    hold(lookingAt(panel.targets.get('mood:3')!), DWELL + 100);
    expect(actions.answer).toHaveBeenCalledWith(3);
  });

  it('once thanked, shows its board alone: no face is left to answer with', () => {
    const { panel, actions, hold } = check();
    hold(REST, 100);
    const five = panel.targets.get('mood:5')!;
    panel.show({ ...CONTENT, thanks: 'Thank you.' }, actions);
    hold(lookingAt(five), DWELL * 2);
    expect(panel.targets.size).toBe(0);
    expect(panel.board).not.toBeNull();
    expect(actions.answer).not.toHaveBeenCalled();
  });

  it('makes way for the menu and comes back; a controller select answers at once; hidden, it is gone', () => {
    const { ui, panel, actions, hold } = check();
    hold(REST, 100);
    const placed = panel.targets.get('mood:2')!;
    ui.openMenu();
    hold(AWAY, 100);
    expect(panel.board).toBeNull();
    expect(panel.targets.size).toBe(0);
    ui.close();
    hold(AWAY, 100);
    expect(panel.targets.get('mood:2')?.pose).toEqual(placed.pose);
    expect(panel.select(EYES, sub(placed.pose.position, EYES))).toBe(true);
    expect(actions.answer).toHaveBeenCalledWith(2);
    expect(panel.select(EYES, forwardOf(AWAY.quaternion))).toBe(false);
    panel.hide();
    hold(AWAY, 100);
    expect(panel.board).toBeNull();
    expect(panel.targets.size).toBe(0);
  });
});
