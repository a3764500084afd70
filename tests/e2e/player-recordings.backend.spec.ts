import type { Page } from '@playwright/test';
import { compareHalves, signatureDistance } from './canvas-colours';
import { expect, gotoReady, test } from './fixtures';
import { inSession, installQuest3 } from './iwer';
import { expectTimeAdvances, pause, player, videoTime } from './player-helpers';
import { databaseConcert, OWN, OWN_STREAM, stubReadersBackend } from './programme-readers-stub';
import { openPlaying, toNearEnd, watchNext } from './programme-readers-support';
import { serveStereoTestPattern } from './stereo-test-pattern';
import { stillShot } from './still-shot';

/**
 * The player on concerts that have recordings of their own. The sample programme has none (only the demo),
 * so these concerts come from the database (Supabase's HTTP API stubbed at the network edge,
 * programme-readers-stub.ts): the one with its own recording in Storage, and a stereo one whose stream is
 * the stereo test pattern (tests/fixtures/), whose eyes differ by their labels.
 */
const STEREO = { id: 'stereo-pattern-recording', title: 'Stereo Pattern, Recorded Top and Bottom', stream: '/media/stereo-test-pattern/master.m3u8' } as const;
const NETWORK_ERROR = 'The concert could not be loaded. Check your internet connection and try again.';

async function stubRecordings(page: Page) {
  await stubReadersBackend(page, [databaseConcert(STEREO.id, STEREO.title, '2025-06-10T18:30:00+00:00', STEREO.stream, 'top-bottom')]);
  await serveStereoTestPattern(page, 'stereo-test-pattern');
}

test('a broken stream shows the translated error and Retry recovers once it is back', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  await stubRecordings(page);
  // Registered last, so it answers first: the recording's playlist is gone for now.
  await page.route(OWN_STREAM, (route) => route.fulfill({ status: 404, body: 'gone' }));
  // A concert page, not the demo: the demo retries by itself (player.spec.ts), a concert waits for the person.
  await gotoReady(page, `/concert/${OWN.id}`);
  await expect(page.getByText(NETWORK_ERROR, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: NETWORK_ERROR })).toHaveAttribute('aria-live', 'polite');

  await page.unroute(OWN_STREAM);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expectTimeAdvances(page);
  const expected = (text: string) => /status of 404/.test(text);
  expect(consoleErrors.filter(expected).length).toBeGreaterThan(0);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !expected(text)));
});

test('at the end of the demo, Watch next plays the concert with its own recording from its beginning', async ({ page }) => {
  test.setTimeout(90_000);
  await stubRecordings(page);
  await openPlaying(page, '/concert/demo');
  await toNearEnd(page);
  await page.getByRole('button', { name: watchNext(OWN.title) }).click();
  await expect(page.getByRole('heading', { name: 'The concert has ended' })).toHaveCount(0);
  await expectTimeAdvances(page);
  expect(await videoTime(page)).toBeLessThan(10);
});

test('a stereo concert offers "Swap eyes", which switches the flat view to the other eye; a mono one does not', async ({ page }) => {
  test.setTimeout(90_000);
  await stubRecordings(page);
  await openPlaying(page, `/concert/${STEREO.id}`);
  await pause(page);
  const swap = page.getByRole('button', { name: 'Swap eyes' });
  await expect(swap).toHaveAttribute('aria-pressed', 'false');
  const canvas = page.locator('canvas');
  const leftEye = await stillShot(canvas);
  await swap.click();
  await expect(swap).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await canvas.screenshot()).equals(leftEye)).toBe(false);

  await openPlaying(page, `/concert/${OWN.id}`);
  await expect(player(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Swap eyes' })).toHaveCount(0);
});

test.describe('with an emulated Quest 3', () => {
  test.beforeEach(({ page }) => installQuest3(page));

  test('a stereo concert shows each eye its own half, and "Swap eyes" trades them', async ({ page }) => {
    test.setTimeout(120_000);
    const paused = () => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused);
    /** The canvas with the video paused, split into the two eyes' views (iwer draws them side by side). */
    const eyes = async () => {
      await expect.poll(paused).toBe(true);
      await page.waitForTimeout(500); // the last decoded frame reaches the texture
      return compareHalves(page, await page.locator('canvas').screenshot());
    };
    // iwer's overlay covers the page during a session: press the HTML controls by dispatching clicks.
    const press = (name: string) => page.getByRole('button', { name, exact: true }).dispatchEvent('click');
    /** Enters the headset and waits for the concert to play there (it starts once the session is visible). */
    const enter = async () => {
      await page.getByRole('button', { name: 'Enter VR' }).click();
      await expect.poll(() => inSession(page)).toBe(true);
      const start = await videoTime(page);
      await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(start + 0.3);
    };

    await stubRecordings(page);
    await openPlaying(page, '/concert/demo');
    await enter();
    await press('Pause');
    // Mono: both eyes see the same picture (only the controllers' rays differ, by parallax: about 0.4 %).
    expect((await eyes()).between).toBeLessThan(0.015);
    await press('Exit VR');
    await expect.poll(() => inSession(page)).toBe(false);

    await openPlaying(page, `/concert/${STEREO.id}`);
    await enter();
    await press('Pause');
    const before = await eyes();
    // Stereo: each eye sees its own half of the frame (here: its own label, about 8 % of the pixels).
    expect(before.between).toBeGreaterThan(0.04);
    expect(signatureDistance(before.left, before.right)).toBeGreaterThan(0.02);
    await press('Swap eyes');
    const after = await eyes();
    expect(signatureDistance(after.left, before.right)).toBeLessThan(0.02);
    expect(signatureDistance(after.right, before.left)).toBeLessThan(0.02);
  });
});
