import { describe, expect, it } from 'vitest';
import { ITEM_SIZE, LABEL_CAP_DEG, metresFor, TARGET_DISTANCE } from './gaze-layout';
import { angleBetween, DEG, forwardOf, sub, vec, yawPitchOf } from './math';
import { MENU_ACTIONS } from './menu-actions';
import { overlapInView } from './view-overlap';
import { angularWidth, DWELL, EYES, head, lookingAt, setUp } from './testing/gaze-head';
describe('the gaze interface', () => {
  it.each([30, -30, 0])('summons the menu from a head pitched %i° at the start, and every item is within 30° of that rest', (pitch) => {
    const { ui, hold } = setUp();
    hold(head(20, pitch), 200);
    expect(ui.mode).toBe('idle');
    const handle = ui.handle!;
    expect(angleBetween(forwardOf(head(20, pitch).quaternion), sub(handle.pose.position, EYES)) / DEG).toBeLessThanOrEqual(30);
    hold(lookingAt(handle), DWELL + 100);
    expect(ui.mode).toBe('menu');
    expect(ui.menu.size).toBe(MENU_ACTIONS.length);
    const rest = forwardOf(head(20, pitch).quaternion);
    for (const target of ui.menu.values()) {
      expect(angleBetween(rest, sub(target.pose.position, EYES)) / DEG).toBeLessThanOrEqual(30);
      expect(angularWidth(target)).toBeGreaterThanOrEqual(8);
    }
  });

  it('acts on an item after the dwell time, once, and not on the one under the gaze as the menu opened', () => {
    const { ui, host, hold } = setUp();
    hold(head(0, 0), 100);
    const onHandle = lookingAt(ui.handle!);
    hold(onHandle, DWELL + 100);
    expect(ui.mode).toBe('menu');
    // The menu opens just above the button: the gaze now rests on an item it did not choose.
    expect(ui.select(EYES, forwardOf(onHandle.quaternion))).toBe(true);
    host.act.mockClear();
    hold(onHandle, DWELL * 2);
    expect(host.act).not.toHaveBeenCalled();
    const pause = ui.menu.get('play-pause')!;
    hold(lookingAt(pause), DWELL - 200);
    expect(host.act).not.toHaveBeenCalled();
    expect(ui.hovered).toBe('play-pause');
    expect(ui.reticle.progress).toBeGreaterThan(0.8);
    hold(lookingAt(pause), DWELL);
    expect(host.act).toHaveBeenCalledTimes(1);
    expect(host.act).toHaveBeenCalledWith('play-pause');
  });

  it('never fills a disabled item', () => {
    const { ui, host, hold } = setUp(['volume-up']);
    hold(head(0, 0), 100);
    ui.openMenu();
    hold(lookingAt(ui.menu.get('volume-up')!), DWELL * 2);
    expect(host.act).not.toHaveBeenCalled();
    expect(ui.reticle.onTarget).toBe(false);
  });

  it('acts at once on a controller select, and ignores a select at nothing', () => {
    const { ui, host, hold } = setUp();
    hold(head(0, 0), 100);
    ui.openMenu();
    const louder = ui.menu.get('volume-up')!;
    expect(ui.select(EYES, sub(louder.pose.position, EYES))).toBe(true);
    expect(host.act).toHaveBeenCalledWith('volume-up');
    expect(ui.select(EYES, vec(0, 1, 0))).toBe(false);
  });

  it('closes an open menu when the person looks back at the concert for a while', () => {
    const { ui, hold } = setUp();
    hold(head(0, 0), 100);
    ui.openMenu();
    hold(head(0, 50), 3000);
    expect(ui.mode).toBe('menu');
    hold(head(0, 50), 1500);
    expect(ui.mode).toBe('idle');
  });

  it('brings the menu button to where the person comes to rest', () => {
    const { ui, hold } = setUp();
    hold(head(0, 0), 100);
    const before = ui.handle!.pose.position;
    hold(head(60, 0), 2500);
    const after = yawPitchOf(sub(ui.handle!.pose.position, EYES));
    expect(after.yaw / DEG).toBeCloseTo(60, 0);
    expect(before.x).toBeCloseTo(0, 5);
  });

  it('offers the concerts as cards, pages through them and starts the chosen one', () => {
    const { ui, host, hold } = setUp();
    hold(head(0, -30), 100);
    ui.openMenu();
    hold(lookingAt(ui.menu.get('choose-concert')!), DWELL + 100);
    expect(ui.mode).toBe('chooser');
    expect(ui.cards.map((card) => card.entryId)).toEqual(['demo', '1']);
    const rest = forwardOf(head(0, -30).quaternion);
    for (const target of [...ui.cards.map((card) => card.target), ...ui.nav.values()]) {
      expect(angleBetween(rest, sub(target.pose.position, EYES)) / DEG).toBeLessThanOrEqual(30);
    }
    for (const page of [['2', '3'], ['4', '5'], ['6']]) {
      // More stays where it was: the gaze leaves it and comes back to turn the next page.
      hold(lookingAt(ui.nav.get('back')!), 200);
      hold(lookingAt(ui.nav.get('more')!), DWELL + 100);
      expect(ui.cards.map((card) => card.entryId)).toEqual(page);
    }
    expect(ui.menu.size).toBe(0);
    hold(lookingAt(ui.cards[0]!.target), DWELL + 100);
    expect(host.choose).toHaveBeenCalledWith('6');
    expect(ui.mode).toBe('idle');
  });

  it.each([0, 30, -30])('hangs the chooser below the stage (a head pitched %i° at the start): no card covers where the person rests their gaze', (restPitch) => {
    const { ui, hold } = setUp();
    hold(head(0, restPitch), 100);
    ui.openChooser();
    const rest = forwardOf(head(0, restPitch).quaternion);
    expect(ui.select(EYES, rest)).toBe(false);
    for (const { target } of ui.cards) {
      const { pitch } = yawPitchOf(sub(target.pose.position, EYES));
      const top = pitch + Math.atan(target.height / 2 / TARGET_DISTANCE);
      expect(top / DEG, 'the card\'s top edge, below the rest').toBeLessThan(restPitch);
      expect(angleBetween(rest, sub(target.pose.position, EYES)) / DEG).toBeLessThanOrEqual(30);
      expect(angularWidth(target)).toBeGreaterThanOrEqual(20);
    }
  });

  it('sizes targets and labels in angles: items over 8° across, labels over 1.2° tall', () => {
    expect(ITEM_SIZE.width).toBeGreaterThanOrEqual(8);
    expect(LABEL_CAP_DEG).toBeGreaterThanOrEqual(1.2);
    expect(metresFor(ITEM_SIZE.width)).toBeCloseTo(2 * 1.5 * Math.tan((ITEM_SIZE.width / 2) * DEG), 6);
  });

  it.each([0, 30, -30])('never lets the menu button cover the captions, wherever a head pitched %i° at the start looks', (restPitch) => {
    const { ui, hold } = setUp();
    hold(head(0, restPitch), 100);
    let checked = 0;
    const sweep = (yaw: number, pitch: number, ms: number) => {
      for (let t = 0; t <= ms; t += 250) {
        hold(head(yaw, pitch), 250);
        const { handle, caption } = ui;
        if (ui.mode !== 'idle' || !handle || !caption.panel) continue;
        expect(overlapInView(caption.panel, handle, EYES), `looking at ${yaw}°, ${pitch}°`).toBe(false);
        checked++;
      }
    };
    // Straight ahead, a glance down towards the button (shorter than a look), further down, aside, and back.
    for (const [yaw, pitch, ms] of [[0, 0, 1000], [0, -14, 1000], [0, -45, 1000], [30, -20, 1500], [-20, -60, 1500], [60, 0, 3000], [0, 0, 3000]] as const) {
      sweep(yaw, restPitch + pitch, ms);
    }
    expect(checked).toBeGreaterThan(40);
  });
});
