import type { Page } from '@playwright/test';
import { blockingViolations, VIEWPORTS } from './axe-scan';
import { expect, gotoReady, test } from './fixtures';
import { findLayoutProblems } from './layout-walk';
import { LANGS, translation } from './locale-files';

/**
 * A deployment without a backend (no Supabase): /session and /join cannot run a group session, so they say
 * what one is, what it needs and how to get it, and /join still shows where the code would go (disabled).
 */
const explanation = (page: Page) => page.getByRole('region', { name: 'Group sessions are not set up on this site yet' });

for (const path of ['/session', '/join']) {
  test(`${path} explains group sessions, what they need and how to get them`, async ({ page }) => {
    await gotoReady(page, path);
    const region = explanation(page);
    await expect(region).toBeVisible();
    await expect(region).toContainText('One member of staff, the facilitator, leads several headsets through the same concert, in step');
    await expect(region.getByRole('listitem')).toHaveText([/connected to the Tutti service/, /An account for each facilitator/]);
    await expect(region.getByRole('link', { name: 'Watch the demo concert' })).toHaveAttribute('href', '/concert/demo');
    await region.getByRole('link', { name: 'Ask us about group sessions' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('en', 'contact', 'heading'));
  });
}

test('/join shows the code field, disabled, labelled, and described by why', async ({ page }) => {
  await gotoReady(page, '/join?code=K7M4PQ');
  const field = page.getByRole('textbox', { name: 'Session code' });
  await expect(field).toBeVisible();
  await expect(field).toBeDisabled();
  await expect(field).toHaveAccessibleDescription('You can type the code here once group sessions are set up on this site.');
  await expect(page.getByRole('button', { name: /^Join/ })).toHaveCount(0);
});

test('/session offers nothing to create or sign in to', async ({ page }) => {
  await gotoReady(page, '/session');
  await expect(explanation(page)).toBeVisible();
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
});

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`on a ${size}, ${colorScheme} mode`, () => {
      test.use({ viewport, colorScheme });
      for (const path of ['/session', '/join']) {
        test(`${path}: no serious axe violation, and no sideways scroll`, async ({ page }) => {
          await gotoReady(page, path);
          await expect(explanation(page)).toBeVisible();
          expect(await blockingViolations(page)).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        });
      }
    });
  }
}

test('a Dutch visitor reads /nl/join in Dutch', async ({ page }) => {
  await gotoReady(page, '/nl/join');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  const title = translation('nl', 'sessions', 'offline.title');
  expect(title).not.toBe(translation('en', 'sessions', 'offline.title'));
  const region = page.getByRole('region', { name: title });
  await expect(region).toBeVisible();
  await expect(region.getByRole('link', { name: translation('nl', 'sessions', 'offline.get.contact') })).toHaveAttribute('href', '/nl/contact');
  const field = page.getByRole('textbox', { name: translation('nl', 'sessions', 'join.code') });
  await expect(field).toBeDisabled();
  await expect(field).toHaveAccessibleDescription(translation('nl', 'sessions', 'join.codeOffline'));
});

test('both pages hold at 180 % text on 390 and 320 px phones, in every language', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('analyticsConsent', 'denied'));
  const problems: string[] = [];
  for (const lang of LANGS) {
    for (const path of ['/session', '/join']) {
      await page.setViewportSize({ width: 390, height: 800 });
      await gotoReady(page, lang === 'en' ? path : `/${lang}${path}`);
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 800 });
        problems.push(...(await findLayoutProblems(page, [180])).map((p) => `${lang} ${path} @${width}px: ${p.element}: ${p.problem}`));
      }
    }
  }
  expect(problems).toEqual([]);
});
