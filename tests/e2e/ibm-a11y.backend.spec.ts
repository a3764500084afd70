import { expect, gotoReady, test } from './fixtures';
import { ibmBlocking } from './ibm-scan';
import { stubSupabase } from './supabase-stub';

/** IBM's Equal Access engine on the sign-in page, which a build with a backend shows (see ibm-a11y.spec.ts). */
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 90_000 });

test('IBM Equal Access: /auth, the sign-in form', async ({ page }) => {
  await stubSupabase(page, {});
  await gotoReady(page, '/auth');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await ibmBlocking(page)).toEqual([]);
});
