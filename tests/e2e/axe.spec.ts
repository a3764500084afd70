import { expect, gotoReady, test } from './fixtures';
import { blockingViolations } from './axe-scan';
import { ROUTE_SAMPLES } from './routes';


for (const lang of ['en', 'nl'] as const) {
  for (const path of ROUTE_SAMPLES) {
    test(`axe: ${path} in ${lang} has no serious or critical violation`, async ({ page }) => {
      await gotoReady(page, `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
      // Wait for the overlay fade and the banner to settle, so axe sees what a person sees.
      await expect(page.locator('#initial-loader')).toHaveCount(0);
      const blocking = await blockingViolations(page);
      expect(blocking).toEqual([]);
    });
  }
}
