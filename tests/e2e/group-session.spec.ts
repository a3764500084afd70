import { expect, gotoReady, test } from './fixtures';

/** Group sessions need the backend (Realtime, sign-in): a deployment without one says so on both pages. */
for (const path of ['/session', '/join', '/join?code=K7M4PQ']) {
  test(`${path} says that this deployment has no backend, and offers no form that could not work`, async ({ page }) => {
    await gotoReady(page, path);
    await expect(page.getByRole('status').filter({ hasText: 'No backend is configured' })).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Create session|Join/ })).toHaveCount(0);
    await expect(page.locator('head > meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
}
