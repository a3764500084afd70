import { expect, gotoReady, test } from './fixtures';
import { blockingViolations, VIEWPORTS } from './axe-scan';
import { PAGE_FORMS } from './forms-page-forms';
import { acceptJson, stubForwarding } from './forms-support';

/**
 * The forms against WCAG 2.2 AA (axe, serious and critical) on a phone, in light and dark mode, in the
 * states a person sees: empty, with every error shown, and thanked. Controls are at least 44 px tall.
 */
for (const scheme of ['light', 'dark'] as const) {
  test.describe(`forms on a phone, ${scheme} mode`, () => {
    test.use({ viewport: VIEWPORTS.phone, colorScheme: scheme });

    for (const form of PAGE_FORMS) {
      test(`${form.path}: no blocking violation empty, with errors, and thanked; 44 px targets`, async ({ page }) => {
        await stubForwarding(page, acceptJson);
        await gotoReady(page, form.path);
        const region = page.getByRole('form', { name: form.formName });
        expect(await blockingViolations(page, 'main')).toEqual([]);
        for (const control of await region.locator('input:not([name="website"]), select, textarea, button').all()) {
          const box = await control.boundingBox();
          expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
        }
        await region.getByRole('button', { name: form.submit }).click();
        await expect(region.locator('[aria-invalid="true"]')).toHaveCount(form.required.length);
        expect(await blockingViolations(page, 'main')).toEqual([]);
        await form.fill(page);
        await region.getByRole('button', { name: form.submit }).click();
        await expect(page.getByRole('heading', { name: form.successTitle })).toBeVisible();
        expect(await blockingViolations(page, 'main')).toEqual([]);
      });
    }

    test('the home pilot form: no blocking violation empty and with errors', async ({ page }) => {
      await gotoReady(page, '/#booking');
      const region = page.getByRole('form', { name: 'Request a pilot concert' });
      await region.scrollIntoViewIfNeeded();
      expect(await blockingViolations(page, '#booking')).toEqual([]);
      await region.getByRole('button', { name: 'Book a Pilot' }).click();
      await expect(region.locator('[aria-invalid="true"]')).toHaveCount(3);
      expect(await blockingViolations(page, '#booking')).toEqual([]);
    });
  });
}
