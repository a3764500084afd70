import { blockingViolations, VIEWPORTS } from './axe-scan';
import { expect, gotoReady, test } from './fixtures';
import { fakeSession, startSignedIn, stubSupabase } from './supabase-stub';
import { byLabel } from './forms-support';

/** The account screens against WCAG 2.2 AA (axe), in light and dark, at phone and desktop sizes. */
// Two axe scans per test: slow on a busy two-core machine, and nothing here depends on timing.
test.describe.configure({ timeout: 90_000 });

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${size}, ${colorScheme}`, () => {
      test.use({ viewport, colorScheme });

      test('sign-in with its field errors, and registration', async ({ page }) => {
        await stubSupabase(page, {});
        await gotoReady(page, '/auth');
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
        expect(await blockingViolations(page)).toEqual([]);
        await page.getByRole('link', { name: 'Create an account' }).click();
        await expect(byLabel(page, 'New password')).toBeVisible();
        expect(await blockingViolations(page)).toEqual([]);
      });

      test('the account panel and a failed confirmation link', async ({ page }) => {
        await startSignedIn(page, fakeSession({ appRole: 'admin', aal: 'aal2' }));
        await stubSupabase(page, {});
        await gotoReady(page, '/auth');
        await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
        expect(await blockingViolations(page)).toEqual([]);
        await gotoReady(page, '/verify-email?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
        await expect(page.getByRole('heading', { level: 2, name: 'Send a new confirmation link' })).toBeVisible();
        expect(await blockingViolations(page)).toEqual([]);
      });
    });
  }
}
