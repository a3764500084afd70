import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { translation } from './locale-files';
import { videoTime } from './player-helpers';

/**
 * Issue 23: the kiosk said 'Ready' before the service worker controlled the page, so a reload without
 * network showed the browser's no-internet page. On a first visit, 'Ready' must mean a reload offline plays.
 */
test.use({ serviceWorkers: 'allow' });

const k = (key: string) => translation('en', 'kiosk', key);
/** The kiosk's invitation names the player's own Enter VR button. */
const INVITATION = k('invitation').replace('{{button}}', translation('en', 'player', 'enterVr'));
const CODE = '73915';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Holds the service worker's own downloads (its precache) until released, as a slow stand network does:
 * the worker's install then outlasts the concerts' download. Only the worker's requests: the page's pass.
 */
async function holdWorkerInstall(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route('**/assets/**', async (route) => {
    if (route.request().serviceWorker()) await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** The running kiosk's text as seen and as read by assistive technology. */
async function runningTexts(page: Page) {
  return [await page.locator('body').innerText(), await page.locator('body').ariaSnapshot()].join('\n');
}

test('on a first visit, Ready means a reload without network plays; the running kiosk never shows the exit code', async ({ page, context }) => {
  test.setTimeout(4 * 60_000);
  const release = await holdWorkerInstall(page);
  await page.goto('/kiosk');
  await page.getByLabel(k('codeLabel')).fill(CODE);
  await page.getByRole('button', { name: k('prepare') }).click();
  const status = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
  // The concerts are kept while the worker still waits for its files: the kiosk must not say Ready yet.
  await expect(status(new RegExp(`${escape(k('ready'))}|${escape(k('pagesInstalling'))}`))).toBeVisible({ timeout: 90_000 });
  await expect(status(k('pagesInstalling'))).toBeVisible();
  await expect(page.getByRole('button', { name: k('start') })).toBeDisabled();
  release();
  await expect(status(k('ready'))).toBeVisible({ timeout: 90_000 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await page.getByRole('button', { name: k('start') }).click();
  await expect(page.getByRole('heading', { name: INVITATION })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: INVITATION })).toBeVisible();
  await expect.poll(() => videoTime(page), { timeout: 45_000 }).toBeGreaterThan(1);
  const playing = await videoTime(page);
  await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(playing + 0.5);

  // The staff corner is there, and nothing on the running screen gives the code away, seen or read.
  await expect(page.getByRole('button', { name: k('staffHold') })).toBeVisible();
  expect(await runningTexts(page)).not.toContain(CODE);
});

test('the setup screen keeps the exit code hidden until staff ask to see it', async ({ page }) => {
  await page.goto('/kiosk');
  const field = page.getByLabel(k('codeLabel'));
  await field.fill(CODE);
  await expect(field).toHaveAttribute('type', 'password');
  const show = page.getByRole('button', { name: k('showCode') });
  await show.click();
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(field).toHaveAttribute('type', 'text');
  await page.reload();
  await expect(page.getByLabel(k('codeLabel'))).toHaveAttribute('type', 'password');
  expect(await page.locator('body').innerText()).not.toContain(CODE);
});
