import { expect, gotoReady, test } from './fixtures';

/** A deployment without Supabase: the account screens say so and show no form that cannot work. */
for (const [path, heading] of [
  ['/auth', 'Sign in'],
  ['/verify-email', 'Confirm your email'],
] as const) {
  test(`${path} says no backend is configured, with no form`, async ({ page }) => {
    await gotoReady(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'No backend is configured' })).toBeVisible();
    await expect(page.locator('main form')).toHaveCount(0);
    await expect(page.locator('main input')).toHaveCount(0);
  });
}

test('a confirmation link at the site root still leads to /verify-email, which explains', async ({ page }) => {
  await gotoReady(page, '/?code=confirm-code-1');
  expect(new URL(page.url()).pathname).toBe('/verify-email');
  expect(new URL(page.url()).search).toBe('?code=confirm-code-1');
  await expect(page.getByRole('main').getByText('No backend is configured')).toBeVisible();
});
