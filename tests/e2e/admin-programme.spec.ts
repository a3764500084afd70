import { expect, gotoReady, test } from './fixtures';

/** The build without a backend: the programme's admin pages say so, and ask nothing of anyone. */
for (const [path, heading] of [
  ['/admin/concerts', 'Concerts'],
  ['/admin/concerts/new', 'Concerts'],
  ['/admin/artists/new', 'Artists'],
  ['/admin/audit', 'Audit trail'],
] as const) {
  test(`${path} explains that no backend is configured`, async ({ page }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!/^https?:\/\/(127\.0\.0\.1|localhost)/.test(request.url())) outside.push(request.url());
    });
    await gotoReady(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No backend is configured' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: heading })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(outside).toEqual([]);
  });
}
