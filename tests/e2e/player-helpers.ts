import type { Page } from '@playwright/test';
import { expect, gotoReady } from './fixtures';

/** The demo player's shared steps for the flat-screen player specs. */

/** The timeline slider's name. */
export const TIMELINE = 'Position in the concert';

export const player = (page: Page) => page.getByRole('application', { name: /360° concert view/ });
export const videoTime = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

export async function expectTimeAdvances(page: Page) {
  const start = await videoTime(page);
  await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(start + 0.3);
}

/** Opens the demo on its lowest rendition (640×320: SwiftShader draws it fastest) and waits until it plays. */
export async function openDemo(page: Page) {
  await gotoReady(page, '/concert/demo');
  await expect(player(page)).toBeVisible();
  await page.getByLabel('Picture quality').selectOption('320p');
  await expectTimeAdvances(page);
}

export async function pause(page: Page) {
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
}
