import type { Page } from '@playwright/test';
import { formatTime } from '../../xr/react/format-time';
import { expect, gotoReady, test } from './fixtures';
import { expectTimeAdvances, openDemo, pause, player, TIMELINE, videoTime } from './player-helpers';

/**
 * The flat player's timeline, Restart, captions and end card on the demo concert (its 20 s clip, with
 * captions in six languages as subtitle renditions).
 */
/** The demo's first caption (public/media/demo/subs/en.vtt, 0–3.5 s): the piece it plays. */
const FIRST_CUE = 'Johann Pachelbel: Canon in D';

const videoLength = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.duration);

/** Back to 0:00 with the timeline's Home key, paused: the first caption then stays on screen. */
async function pauseAtStart(page: Page) {
  await pause(page);
  await page.getByRole('slider', { name: TIMELINE }).focus();
  await page.keyboard.press('Home');
  await expect.poll(() => videoTime(page)).toBe(0);
}

test('the timeline shows elapsed and total time, moves with playback, and its keys move the concert', async ({ page }) => {
  await openDemo(page);
  const timeline = page.getByRole('slider', { name: TIMELINE });
  const controls = page.getByRole('group', { name: 'Player controls' });
  const total = formatTime(await videoLength(page));
  await expect(controls.getByText(total, { exact: true })).toBeVisible();
  await expect(timeline).toHaveAttribute('aria-valuetext', new RegExp(`^0:0\\d of ${total}$`));
  const start = Number(await timeline.inputValue());
  await expect.poll(async () => Number(await timeline.inputValue()), { timeout: 15_000 }).toBeGreaterThan(start);

  await pauseAtStart(page);
  await expect(timeline).toHaveAttribute('aria-valuetext', `0:00 of ${total}`);
  await expect(controls.getByText('0:00', { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => videoTime(page)).toBe(5);
  // Said as the slider's value, and shown beside it.
  await expect(timeline).toHaveAttribute('aria-valuetext', `0:05 of ${total}`);
  await expect(controls.getByText('0:05', { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => videoTime(page)).toBe(0);
});

test('Restart goes back to the beginning and plays on', async ({ page }) => {
  await openDemo(page);
  const restart = page.getByRole('button', { name: 'Restart' });
  // Out of use in the very first second: nothing to go back to.
  await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(2);
  await pause(page);
  await expect(restart).toBeEnabled();
  await restart.click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  expect(await videoTime(page)).toBeLessThan(1.5);
  await expectTimeAdvances(page);
});

test('Captions show the demo captions over the picture; the choice persists and their size follows the text size', async ({ page }) => {
  await openDemo(page);
  const captions = page.getByRole('button', { name: 'Captions' });
  await expect(captions).toHaveAttribute('aria-pressed', 'false');
  await pauseAtStart(page);
  await captions.click();
  await expect(captions).toHaveAttribute('aria-pressed', 'true');
  const cue = page.getByText(FIRST_CUE, { exact: true });
  await expect(cue).toBeVisible();
  // Over the picture, clear of the controls that lie over its bottom.
  const [cueBox, pictureBox, controlsBox] = await Promise.all([cue.boundingBox(), player(page).boundingBox(), page.getByRole('group', { name: 'Player controls' }).boundingBox()]);
  if (!cueBox || !pictureBox || !controlsBox) throw new Error('no caption, picture or controls box');
  expect(cueBox.y).toBeGreaterThanOrEqual(pictureBox.y);
  expect(cueBox.y + cueBox.height).toBeLessThanOrEqual(controlsBox.y);
  const fontSize = (locator: typeof cue) => locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  const normal = await fontSize(cue);

  // Larger text in the accessibility settings; the caption choice is remembered across the reload.
  await page.evaluate(() => localStorage.setItem('a11y-preferences', JSON.stringify({ fontSize: 150 })));
  await gotoReady(page, '/concert/demo');
  await expect(captions).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 15_000 });
  await pauseAtStart(page);
  await expect(cue).toBeVisible();
  expect(await fontSize(cue)).toBeCloseTo(normal * 1.5, 0);

  await captions.click();
  await expect(cue).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('player-captions'))).toBe('off');
});

test('at the end, the demo offers watching again and a pilot, and no concert without its own recording', async ({ page }) => {
  test.setTimeout(60_000);
  await openDemo(page);
  const toNearEnd = () => page.locator('video').evaluate((video: HTMLVideoElement) => void (video.currentTime = video.duration - 0.5));
  await toNearEnd();
  const heading = page.getByRole('heading', { name: 'The concert has ended' });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('link', { name: 'Book a concert pilot' })).toHaveAttribute('href', '/#booking');
  // The sample programme has no recordings but the demo (Watch next with a backend: player-recordings.backend.spec.ts).
  await expect(page.getByRole('button', { name: /^Watch next/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Watch again' }).click();
  await expect(heading).toHaveCount(0);
  await expectTimeAdvances(page);
  expect(await videoTime(page)).toBeLessThan(10);
});
