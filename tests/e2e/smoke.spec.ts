import { expect, gotoReady, test } from './fixtures';

test('home page renders its hero', async ({ page }) => {
  await gotoReady(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Experience Music Beyond Boundaries' })).toBeVisible();
});
