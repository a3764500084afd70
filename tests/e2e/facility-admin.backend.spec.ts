import type { Browser, Page } from '@playwright/test';
import { blockingViolations } from './axe-scan';
import { facilityRegisterHandlers, facilityStore, personSession, type FacilityStore, type StoredFacility } from './facility-register-stubs';
import { expect, gotoReady, test } from './fixtures';
import { byLabel } from './forms-support';
import { findLayoutProblems } from './layout-walk';
import { postgrestTable } from './postgrest-table-stub';
import { startSignedIn, stubSupabase } from './supabase-stub';

/**
 * The 'Facilities' tab of /admin (issue 25, point 1): an admin with a second factor verifies, suspends (with
 * a reason) and reinstates facilities through admin_set_facility_status; the manager, in a browser of their
 * own on the same stubbed database (facility-register-stubs.ts), sees the outcome on /facility/register.
 */
const MANAGER_EMAIL = 'kees@delinde.example';

/** /admin opens on the bookings, which these tests leave empty. */
const adminHandlers = (store: FacilityStore) => ({ ...facilityRegisterHandlers(store), 'GET /rest/v1/bookings': postgrestTable([]) });

/** A page signed in as `session` on the shared store, in a context of its own (third parties blocked, as the fixture does). */
async function pageOf(browser: Browser, store: FacilityStore, session: ReturnType<typeof personSession>) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'en-GB', serviceWorkers: 'block' });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
  const page = await context.newPage();
  await startSignedIn(page, session);
  await stubSupabase(page, adminHandlers(store));
  return page;
}

async function registerAsManager(page: Page, store: FacilityStore) {
  await startSignedIn(page, personSession(MANAGER_EMAIL));
  await stubSupabase(page, facilityRegisterHandlers(store));
  await gotoReady(page, '/facility/register');
  await byLabel(page, 'Name of the facility').fill('De Linde');
  await byLabel(page, 'Kind of facility').selectOption({ label: 'Care home' });
  await byLabel(page, 'Address').fill('Lindelaan 4, 3581 AB Utrecht');
  await byLabel(page, 'Country').selectOption({ label: 'Netherlands' });
  await byLabel(page, 'Email address for invoices').fill('finance@delinde.example.org');
  await page.getByRole('button', { name: 'Register the facility' }).click();
  await expect(page.getByRole('region', { name: 'De Linde is waiting for verification' })).toBeVisible();
}

async function openFacilitiesTab(page: Page) {
  await gotoReady(page, '/admin');
  await page.getByRole('tab', { name: 'Facilities' }).click();
  return page.getByRole('table', { name: 'Registered facilities, newest first' });
}

const adminSession = () => personSession('grace@tutti.example', { appRole: 'admin', aal: 'aal2' });

test('register → pending → an admin verifies it → the manager sees it verified, and the change is in the audit log', async ({ page, browser }) => {
  const store = facilityStore();
  await registerAsManager(page, store);

  const admin = await pageOf(browser, store, adminSession());
  const table = await openFacilitiesTab(admin);
  const row = table.getByRole('row', { name: /De Linde/ });
  await expect(row).toContainText('Care home');
  await expect(row).toContainText('Netherlands');
  await expect(row).toContainText('Waiting for verification');
  await row.getByRole('button', { name: 'Verify De Linde' }).click();
  await expect(admin.getByRole('textbox', { name: 'Note for the facility (optional)' })).toBeFocused();
  await admin.getByRole('button', { name: 'Verify the facility' }).click();
  await expect(admin.getByText('De Linde is now: Verified. The change is in the audit log.')).toBeFocused();
  await expect(row).toContainText('Verified');
  await expect(row.getByRole('button', { name: 'Suspend De Linde' })).toBeVisible();
  expect(store.facilities[0]).toMatchObject({ status: 'verified', status_reason: null });

  await admin.getByRole('link', { name: 'Audit trail' }).click();
  const audit = admin.getByRole('table', { name: /changes/i });
  await expect(audit.getByRole('row').nth(1)).toContainText('facilities');
  await expect(audit.getByRole('row').nth(1)).toContainText('verified');
  await expect(audit.getByRole('row').nth(1)).toContainText('grace@tutti.example');

  await page.reload();
  const verified = page.getByRole('region', { name: 'De Linde is verified' });
  await expect(verified).toContainText('Your staff can reserve concert spots for De Linde');
  await admin.context().close();
});

test('suspending needs a reason, which the manager then reads; reinstating verifies it again', async ({ page, browser }) => {
  const store = facilityStore();
  await registerAsManager(page, store);
  const admin = await pageOf(browser, store, adminSession());
  const table = await openFacilitiesTab(admin);
  const row = table.getByRole('row', { name: /De Linde/ });
  await row.getByRole('button', { name: 'Suspend De Linde' }).click();
  const reason = admin.getByRole('textbox', { name: /Reason \(the facility’s members will read it\)/ });
  await expect(reason).toBeFocused();
  await admin.getByRole('button', { name: 'Suspend the facility' }).click();
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAccessibleDescription(/Write why the facility is suspended/);
  expect(store.facilities[0]?.status).toBe('pending');
  await reason.fill('The invoice address bounces; please send us a new one.');
  await admin.getByRole('button', { name: 'Suspend the facility' }).click();
  await expect(row).toContainText('Suspended');
  await expect(row).toContainText('The invoice address bounces');

  await page.reload();
  const suspended = page.getByRole('region', { name: 'De Linde is suspended' });
  await expect(suspended).toContainText('A note from the Tutti team:');
  await expect(suspended).toContainText('The invoice address bounces; please send us a new one.');

  // Cancel puts the focus back on the row's button; reinstating (with the note emptied) clears the reason.
  await row.getByRole('button', { name: 'Reinstate De Linde' }).click();
  await admin.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByRole('button', { name: 'Reinstate De Linde' })).toBeFocused();
  await row.getByRole('button', { name: 'Reinstate De Linde' }).click();
  await admin.getByRole('textbox', { name: 'Note for the facility (optional)' }).fill('');
  await admin.getByRole('button', { name: 'Reinstate the facility' }).click();
  await expect(row).toContainText('Verified');
  expect(store.facilities[0]).toMatchObject({ status: 'verified', status_reason: null });
  await page.reload();
  await expect(page.getByRole('region', { name: 'De Linde is verified' })).toBeVisible();
  await admin.context().close();
});

const facility = (n: number, name: string, status: StoredFacility['status']): StoredFacility => ({
  id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`, created_at: `2026-11-${String(10 + n).padStart(2, '0')}T09:00:00Z`, name,
  kind: 'hospital', address: 'x', country: 'DE', time_zone: 'Europe/Berlin', residents: null, headsets: null, invoice_email: 'x@example.org', status, mood_check: true,
  status_reason: null, verified_at: null, created_by: 'someone',
});

test('the list searches by name and filters by status in the database, newest first', async ({ page }) => {
  const store = facilityStore();
  store.facilities.push(facility(1, 'Sint Jozef', 'verified'), facility(2, 'De Linde (Utrecht)', 'pending'), facility(3, 'Lindenhof', 'suspended'));
  await startSignedIn(page, adminSession());
  const seen = await stubSupabase(page, adminHandlers(store));
  const table = await openFacilitiesTab(page);
  await expect(table.getByRole('rowheader')).toHaveText(['Lindenhof', 'De Linde (Utrecht)', 'Sint Jozef']);
  await expect(page.getByText('Showing 3 of 3 rows')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search facilities by name' }).fill('linde (');
  await expect(table.getByRole('rowheader')).toHaveText(['De Linde (Utrecht)']);
  await page.getByRole('searchbox', { name: 'Search facilities by name' }).fill('linde');
  await expect(table.getByRole('rowheader')).toHaveText(['Lindenhof', 'De Linde (Utrecht)']);
  await page.getByRole('combobox', { name: 'Show facilities with status' }).selectOption({ label: 'Suspended' });
  await expect(table.getByRole('rowheader')).toHaveText(['Lindenhof']);
  const last = seen.filter((r) => r.path === '/rest/v1/facilities').at(-1);
  expect(last?.search.get('status')).toBe('eq.suspended');
  expect(last?.search.get('name')).toBe('imatch.linde');
  expect(last?.search.get('order')).toBe('created_at.desc,id.desc');
});

test('an admin without a second factor is asked for one, as on the other tabs', async ({ page }) => {
  await startSignedIn(page, personSession('grace@tutti.example', { appRole: 'admin', aal: 'aal1' }));
  await stubSupabase(page, facilityRegisterHandlers(facilityStore()));
  await gotoReady(page, '/admin');
  await expect(page.getByRole('heading', { name: 'A second factor is needed' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Facilities' })).toHaveCount(0);
});

test('the facilities tab passes axe, and holds at phone width with text at 200 %', async ({ page }) => {
  const store = facilityStore();
  store.facilities.push(facility(1, 'Sint Jozef', 'verified'), facility(2, 'De Linde', 'pending'));
  store.facilities[0]!.status_reason = 'Checked by phone with the director.';
  await page.setViewportSize({ width: 390, height: 844 });
  await startSignedIn(page, adminSession());
  await stubSupabase(page, adminHandlers(store));
  await gotoReady(page, '/admin');
  // On a phone the tabs are a select.
  await page.getByRole('combobox', { name: 'Table to show' }).selectOption({ label: 'Facilities' });
  const table = page.getByRole('table', { name: 'Registered facilities, newest first' });
  await expect(table.getByRole('rowheader')).toHaveCount(2);
  await table.getByRole('button', { name: 'Suspend De Linde' }).click();
  // Choosing the tab sets the page's title anew: axe reads the document once it has one again.
  await expect.poll(() => page.title()).not.toBe('');
  expect(await blockingViolations(page)).toEqual([]);
  expect(await findLayoutProblems(page, [100, 200])).toEqual([]);
});
