import { test, expect, gotoReady } from './fixtures';

/** The build without a backend: the account screens say so instead of showing broken forms or tables. */
for (const [path, heading] of [
  ['/admin', 'Admin dashboard'],
  ['/security-dashboard', 'Security dashboard'],
] as const) {
  test(`${path} explains that no backend is configured`, async ({ page }) => {
    const backendCalls: string[] = [];
    page.on('request', (request) => {
      if (!/^https?:\/\/(127\.0\.0\.1|localhost)/.test(request.url())) backendCalls.push(request.url());
    });
    await gotoReady(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No backend is configured' })).toBeVisible();
    await expect(page.getByRole('link', { name: /sign in/i })).toHaveCount(0);
    expect(backendCalls).toEqual([]);
  });
}
