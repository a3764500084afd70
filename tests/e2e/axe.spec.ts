import AxeBuilder from '@axe-core/playwright';
import { expect, gotoReady, test } from './fixtures';
import { ROUTE_SAMPLES } from './routes';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const lang of ['en', 'nl'] as const) {
  for (const path of ROUTE_SAMPLES) {
    test(`axe: ${path} in ${lang} has no serious or critical violation`, async ({ page }) => {
      await gotoReady(page, `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
      // Wait for the overlay fade and the banner to settle, so axe sees what a person sees.
      await expect(page.locator('#initial-loader')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      const blocking = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
      expect(blocking).toEqual([]);
    });
  }
}
