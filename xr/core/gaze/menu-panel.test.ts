import { describe, expect, it } from 'vitest';
import { HANDLE_DROP, MENU_DROP, panelFacing } from './gaze-layout';
import { angleBetween, DEG, forwardOf, sub, vec, yawPitchOf } from './math';
import { LIVE_MENU_ACTIONS, MENU_ACTIONS } from './menu-actions';
import { MenuPanel } from './menu-panel';

const EYES = vec(0, 1.6, 0);
const placement = (yaw: number, pitch: number) => ({ head: EYES, facingBelowRest: (drop: number) => panelFacing(yaw, pitch - drop * DEG) });

describe('the menu panel', () => {
  it('hangs its button below the resting gaze, and offers it only at rest', () => {
    const menu = new MenuPanel();
    expect([...menu.targets(true)]).toEqual([]);
    menu.placeHandle(EYES, { yaw: 30 * DEG, pitch: 10 * DEG });
    const { yaw, pitch } = yawPitchOf(sub(menu.handle!.pose.position, EYES));
    expect(yaw / DEG).toBeCloseTo(30, 5);
    expect(pitch / DEG).toBeCloseTo(10 - HANDLE_DROP, 5);
    expect([...menu.targets(true)].map(([id]) => id)).toEqual(['handle']);
    expect([...menu.targets(false)]).toEqual([]);
    menu.hideHandle();
    expect(menu.handle).toBeNull();
  });

  it('opens its ten items within 30° of the rest, reports their outline, and closes them', () => {
    const menu = new MenuPanel();
    const outline = menu.open(placement(0, -20 * DEG));
    expect([...menu.targets(false)].map(([id]) => id)).toEqual([...MENU_ACTIONS]);
    const rest = forwardOf(panelFacing(0, -20 * DEG));
    for (const target of menu.items.values()) expect(angleBetween(rest, sub(target.pose.position, EYES)) / DEG).toBeLessThanOrEqual(30);
    // The outline's top edge lies below the resting gaze: looking back at the concert is looking off the menu.
    expect(outline.bounds.top - MENU_DROP).toBeLessThan(0);
    menu.close();
    expect(menu.items.size).toBe(0);
  });

  it("opens a live stream's menu as its host says, 'Back to live' exactly where a recording's 'Ahead 30 s' is", () => {
    const live = { now: false };
    const menu = new MenuPanel(() => (live.now ? LIVE_MENU_ACTIONS : MENU_ACTIONS));
    menu.open(placement(0, 0));
    const ahead = menu.items.get('forward-30')!.pose;
    menu.close();
    live.now = true;
    menu.open(placement(0, 0));
    expect([...menu.targets(false)].map(([id]) => id)).toEqual([...LIVE_MENU_ACTIONS]);
    expect(menu.items.has('forward-30')).toBe(false);
    expect(menu.items.get('back-to-live')!.pose).toEqual(ahead);
  });
});
