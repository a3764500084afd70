import { expect, gotoReady, test } from './fixtures';
import { ROUTE_SAMPLES } from './routes';

for (const path of ROUTE_SAMPLES) {
  test(`${path} renders its heading and page head with no console error`, async ({ page }) => {
    await gotoReady(page, path);
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.locator('head > title')).toHaveCount(1);
    await expect(page).toHaveTitle(/Tutti/);
    await expect(page.locator('head > meta[name="description"]')).toHaveAttribute('content', /\w/);
    await expect(page.locator('head > link[rel="canonical"]')).toHaveCount(1);
  });
}
