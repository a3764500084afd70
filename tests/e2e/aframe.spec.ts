import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { colourCount } from './canvas-colours';
import { inSession, installQuest3, lookAlong } from './iwer';

/**
 * /aframe-demo: A-Frame (its own chunk) draws the demo stream on a video sphere, with a gaze menu whose
 * labels come from the page's translations. With iwer emulating a Quest 3, the scene enters VR and a
 * steady look at "Pause" pauses the video. The video element lives inside the sphere's component.
 */
interface SceneProbe {
  hasLoaded: boolean;
  canvas: boolean;
  time: number;
  paused: boolean;
}

const probe = (page: Page) =>
  page.evaluate((): SceneProbe => {
    type Sphere = HTMLElement & { components: Record<string, { media: { video: HTMLVideoElement } | null }> };
    const scene = document.querySelector('a-scene') as (HTMLElement & { hasLoaded?: boolean }) | null;
    const sphere = document.querySelector('#tutti-aframe-sphere') as Sphere | null;
    const video = sphere?.components['hls-videosphere']?.media?.video;
    return { hasLoaded: scene?.hasLoaded === true, canvas: Boolean(scene?.querySelector('canvas')), time: video?.currentTime ?? 0, paused: video?.paused ?? true };
  });

async function openScene(page: Page, region = '360° concert scene') {
  await gotoReady(page, '/aframe-demo');
  await expect(page.getByRole('region', { name: region })).toBeVisible();
  await expect.poll(async () => (await probe(page)).hasLoaded, { timeout: 15_000 }).toBe(true);
  const start = (await probe(page)).time;
  await expect.poll(async () => (await probe(page)).time, { timeout: 15_000 }).toBeGreaterThan(start + 0.3);
}

const menuLabels = (page: Page) =>
  page.locator('.tutti-gaze-target').evaluateAll((items) =>
    items.map((item) => {
      const label = item.lastElementChild as (Element & { components?: Record<string, { data: { value: string } }> }) | null;
      return label?.components?.text?.data.value ?? '';
    }),
  );

test('the scene loads, the video plays on the sphere and the canvas shows it', async ({ page }) => {
  await openScene(page);
  const canvas = page.locator('a-scene canvas');
  await expect(canvas).toBeVisible();
  expect(await colourCount(page, await canvas.screenshot())).toBeGreaterThan(8);
});

test('the gaze menu shows its items with translated labels', async ({ page }) => {
  await openScene(page);
  await expect.poll(() => menuLabels(page)).toEqual(['Pause', 'Quieter', 'Louder', 'Recenter', 'Exit VR']);
  await page.evaluate(() => localStorage.setItem('language', 'de'));
  await openScene(page, '360°-Konzertszene');
  await expect.poll(() => menuLabels(page)).toEqual(['Pause', 'Leiser', 'Lauter', 'Zentrieren', 'VR beenden']);
});

/** Turns the emulated headset so the gaze ray (the view's centre) meets the centre of a menu item. */
async function lookAt(page: Page, action: string) {
  const direction = await page.evaluate((name) => {
    type Vec = { x: number; y: number; z: number };
    type El = Element & { object3D: { getWorldPosition(target: Vec): Vec; position: Vec & { clone(): Vec } } };
    const item = document.querySelector(`[data-action="${name}"]`) as El;
    const head = document.querySelector('[camera]') as El;
    const target = item.object3D.getWorldPosition(item.object3D.position.clone());
    const eye = head.object3D.getWorldPosition(head.object3D.position.clone());
    return { x: target.x - eye.x, y: target.y - eye.y, z: target.z - eye.z };
  }, action);
  await lookAlong(page, direction);
}

test.describe('with an emulated Quest 3', () => {
  test.beforeEach(({ page }) => installQuest3(page));

  test('entering VR starts a session; a steady look at "Pause" pauses, and at "Exit VR" ends the session', async ({ page }) => {
    // Loading, playing, entering VR and a 1.5 s dwell on SwiftShader take longer than the default 30 s.
    test.setTimeout(60_000);
    await openScene(page);
    await page.getByRole('button', { name: 'Enter VR' }).click();
    await expect.poll(() => inSession(page)).toBe(true);
    // Still playing in VR: only the look at the menu may pause it.
    const inVr = (await probe(page)).time;
    await expect.poll(async () => (await probe(page)).time, { timeout: 15_000 }).toBeGreaterThan(inVr + 0.3);
    await lookAt(page, 'play-pause');
    await expect.poll(async () => (await probe(page)).paused, { timeout: 15_000 }).toBe(true);
    await expect.poll(() => menuLabels(page)).toEqual(['Play', 'Quieter', 'Louder', 'Recenter', 'Exit VR']);
    await lookAt(page, 'exit-vr');
    await expect.poll(() => inSession(page), { timeout: 15_000 }).toBe(false);
  });
});
