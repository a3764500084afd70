import { expect, gotoReady, test } from './fixtures';

/**
 * Group sessions need the backend (Realtime, sign-in): a deployment without one explains them on both pages
 * (sessions-offline.spec.ts checks the explanation itself) and offers no control that could not work.
 */
for (const path of ['/session', '/join', '/join?code=K7M4PQ']) {
  test(`${path} says group sessions are not set up here, and offers no control that could not work`, async ({ page }) => {
    await gotoReady(page, path);
    await expect(page.getByRole('region', { name: 'Group sessions are not set up on this site yet' })).toBeVisible();
    await expect(page.locator('main input:enabled, main textarea:enabled, main select:enabled')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Create session|Join/ })).toHaveCount(0);
    await expect(page.locator('head > meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
}
