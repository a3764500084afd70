import type { Page } from '@playwright/test';
import { gotoReady } from './fixtures';
import { catchScenes, lookAt, visibleTargets, type SeenTarget } from './gaze-visit';
import { inSession, installQuest3, lookAlong } from './iwer';
import { expect, test } from './live-packager';
import { translation } from './locale-files';
import { programmeStore } from './programme-stub';
import { stubSupabase } from './supabase-stub';

/**
 * A live concert in an emulated Quest 3 (issue 24, point 3, in the headset): a calm 'Live' marker beside the menu
 * button, and the menu's 'Back to live' for a resident who paused by gaze and let the concert run on. The real
 * live:demo packager (ffmpeg) and the site's player; Supabase's HTTP API is stubbed at the network edge.
 */
const player = (key: string) => translation('en', 'player', key);
const ID = 'amsterdam-philharmonic';
const MINUTE = 60_000;

async function concertLiveNow(page: Page, liveUrl: string) {
  const store = programmeStore();
  const startsAt = new Date(Date.now() - MINUTE).toISOString();
  store.concerts = store.concerts.map((row) => (row['id'] === ID ? { ...row, starts_at: startsAt, live_stream_url: liveUrl } : row));
  await stubSupabase(page, {}, { programme: store });
}

interface SeenMarker {
  label: string;
  atEdge: boolean;
  lines: string[];
  /** From the eyes to its centre, world axes. */
  direction: { x: number; y: number; z: number };
}

/** The headset's live marker as painted (its word, its dot), while it shows; else null. */
const liveMarker = (page: Page): Promise<SeenMarker | null> =>
  page.evaluate(() => {
    interface Vec { x: number; y: number; z: number; clone(): Vec; sub(v: Vec): Vec }
    interface Obj { name: string; visible: boolean; parent: Obj | null; position: Vec; userData: { label?: string; atEdge?: boolean; lines?: string[] }; getWorldPosition(v: Vec): Vec; traverse(f: (o: Obj) => void): void }
    const shown = (o: Obj | null): boolean => !o || (o.visible && shown(o.parent));
    let marker: Obj | null = null;
    let head: Obj | null = null;
    for (const root of (window as unknown as { __tuttiScenes: Obj[] }).__tuttiScenes) root.traverse((o) => {
      if (o.name === 'tutti-live-marker' && shown(o)) marker = o;
      if (o.name === 'tutti-gaze-head') head = o;
    });
    if (!marker || !head) return null;
    const [m, h]: [Obj, Obj] = [marker, head];
    const offset = m.getWorldPosition(m.position.clone()).sub(h.getWorldPosition(h.position.clone()));
    return { label: m.userData.label ?? '', atEdge: m.userData.atEdge === true, lines: m.userData.lines ?? [], direction: { x: offset.x, y: offset.y, z: offset.z } };
  });

const target = async (page: Page, gazeId: string): Promise<SeenTarget | undefined> => (await visibleTargets(page)).find((seen) => seen.gazeId === gazeId);
const paused = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused);

test.beforeEach(async ({ page }) => {
  await installQuest3(page);
  await catchScenes(page);
});

test("in VR a live concert says 'Live' beside the menu button; paused by gaze and fallen behind, 'Back to live' takes the resident back to the edge", async ({ page, liveDemo }) => {
  test.setTimeout(150_000);
  await concertLiveNow(page, liveDemo.url);
  await gotoReady(page, `/concert/${ID}`);
  const controls = page.getByRole('group', { name: player('controls') });
  // The engine's live state, as the flat controls draw it (they stay in the page during the session).
  const atEdge = controls.locator('[data-at-edge="true"]');
  await expect(atEdge).toBeAttached({ timeout: 30_000 });
  await controls.getByRole('button', { name: player('enterVr') }).click();
  await expect.poll(() => inSession(page)).toBe(true);

  // At rest: the marker, in the site's word, its dot red at the edge, on one line, left of the menu button.
  await expect.poll(async () => (await liveMarker(page))?.atEdge, { timeout: 30_000 }).toBe(true);
  const marker = (await liveMarker(page))!;
  expect(marker.label).toBe(player('live.badge'));
  expect(marker.lines).toEqual([player('live.badge')]);
  const handle = (await target(page, 'handle'))!;
  expect(marker.direction.x).toBeLessThan(handle.direction.x);
  expect(Math.abs(marker.direction.y - handle.direction.y)).toBeLessThan(0.05);
  // A label, not a target: the gaze cannot act on it.
  expect((await visibleTargets(page)).map((seen) => seen.gazeId)).toEqual(['handle']);

  // The menu of a live stream: 'Back to live' where a recording's 'Ahead 30 s' is, dimmed at the edge.
  await lookAt(page, 'handle');
  await expect.poll(async () => (await target(page, 'back-to-live'))?.label, { timeout: 10_000 }).toBe(player('live.backToLive'));
  expect((await target(page, 'back-to-live'))?.disabled).toBe(true);
  expect(await target(page, 'forward-30')).toBeUndefined();
  expect(await liveMarker(page)).toBeNull();

  // Paused by gaze; the eyes rest on a dimmed item (which never acts) while the concert runs on without them.
  await lookAt(page, 'play-pause');
  await expect.poll(() => paused(page), { timeout: 10_000 }).toBe(true);
  await lookAt(page, 'restart');
  await expect(atEdge).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(async () => (await target(page, 'back-to-live'))?.disabled, { timeout: 10_000 }).toBe(false);

  // 'Back to live' by gaze: playing again, at the edge.
  await lookAt(page, 'back-to-live');
  await expect.poll(() => paused(page), { timeout: 10_000 }).toBe(false);
  await expect(atEdge).toBeAttached({ timeout: 20_000 });
  await expect.poll(async () => (await target(page, 'back-to-live'))?.disabled, { timeout: 10_000 }).toBe(true);
  const time = await page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);
  await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 }).toBeGreaterThan(time + 1);

  // Eyes back on the stage: the menu closes by itself, and the marker, red again, is back beside the button.
  await lookAlong(page, { x: 0, y: 0.3, z: -1 });
  await expect.poll(async () => (await liveMarker(page))?.atEdge, { timeout: 15_000 }).toBe(true);
});
