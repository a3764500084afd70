import { describe, expect, it } from 'vitest';
import { APPLAUSE_SPOT, restingHandle } from './applause-target';
import { HANDLE_DROP, ITEM_SIZE, panelFacing, placeTarget, type PlacedTarget } from './gaze-layout';
import type { HeadPose } from './gaze-ui';
import { LIVE_MARKER_SIZE, LiveMarker, type LiveMarkerState } from './live-marker';
import { DEG, sub, yawPitchOf } from './math';
import { angularWidth, EYES, head, setUp } from './testing/gaze-head';
import { overlapInView } from './view-overlap';

/** The gaze interface and the marker beside it, fed the same head a frame every 50 ms, as the gaze scene does. */
function room(initial: LiveMarkerState | null = { atEdge: true, ended: false }) {
  const { ui, hold: holdUi } = setUp();
  const stream = { live: initial };
  const placed: (PlacedTarget | null)[] = [];
  const marker = new LiveMarker({ live: () => stream.live, word: () => 'Live', onPlaced: (at) => placed.push(at) });
  const waiting = { content: null as unknown };
  const hold = (pose: HeadPose, ms: number) => {
    for (let t = 0; t <= ms; t += 50) {
      holdUi(pose, 0);
      marker.update(pose.position, ui.rest, restingHandle({ gaze: ui, waiting }));
    }
  };
  return { ui, marker, stream, hold, placed, waiting };
}

const direction = (target: PlacedTarget) => yawPitchOf(sub(target.pose.position, EYES));

describe("the headset's 'Live' marker", () => {
  it('shows only while a live stream plays: not for a recording, not once the stream has ended', () => {
    const { marker, stream, hold, placed } = room(null);
    hold(head(0, 0), 100);
    expect(marker.target).toBeNull();
    expect(marker.face()).toBeNull();
    stream.live = { atEdge: true, ended: false };
    hold(head(0, 0), 100);
    expect(marker.target).not.toBeNull();
    expect(placed).toEqual([marker.target]);
    expect(marker.face()).toEqual({ label: 'Live', atEdge: true });
    stream.live = { atEdge: true, ended: true };
    hold(head(0, 0), 100);
    expect(marker.target).toBeNull();
    expect(marker.face()).toBeNull();
    expect(placed.at(-1)).toBeNull();
  });

  it('says whether playback is at the live edge (its dot), in the site’s word', () => {
    const { marker, stream } = room({ atEdge: false, ended: false });
    expect(marker.face()).toEqual({ label: 'Live', atEdge: false });
    stream.live = { atEdge: true, ended: false };
    expect(marker.face()).toEqual({ label: 'Live', atEdge: true });
  });

  it.each([25, -25, 0])('sits left of the menu button in its row, less tall than it, clear of it and of the applause target (head pitched %i°)', (pitch) => {
    const { ui, marker, hold } = room();
    hold(head(10, pitch), 200);
    const [beside, button] = [direction(marker.target!), direction(ui.handle!)];
    expect(beside.yaw).toBeGreaterThan(button.yaw);
    expect(Math.abs(beside.pitch - button.pitch) / DEG).toBeLessThan(2);
    expect(angularWidth(marker.target!)).toBeCloseTo(LIVE_MARKER_SIZE.width, 1);
    expect(LIVE_MARKER_SIZE.height).toBeLessThan(ITEM_SIZE.height);
    expect(overlapInView(marker.target!, ui.handle!, EYES, 0.5)).toBe(false);
    const rest = ui.rest;
    const applause = placeTarget(EYES, panelFacing(rest.yaw, rest.pitch - HANDLE_DROP * DEG), APPLAUSE_SPOT);
    expect(overlapInView(marker.target!, applause, EYES, 0.5)).toBe(false);
  });

  it('makes way while the menu is open and while a waiting room shows, and comes back at rest', () => {
    const { ui, marker, hold, waiting } = room();
    hold(head(0, 0), 100);
    expect(marker.target).not.toBeNull();
    ui.openMenu();
    hold(head(0, 0), 100);
    expect(marker.target).toBeNull();
    ui.close();
    hold(head(0, 0), 100);
    expect(marker.target).not.toBeNull();
    waiting.content = { board: {} };
    hold(head(0, 0), 100);
    expect(marker.target).toBeNull();
  });

  it('is placed once per rest, not every frame: it stays still while the eyes wander', () => {
    const { marker, hold, placed } = room();
    hold(head(0, 0), 100);
    const first = marker.target;
    hold(head(8, -10), 500);
    expect(marker.target).toBe(first);
    expect(placed).toEqual([first]);
  });
});
