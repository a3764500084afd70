import type { Page } from '@playwright/test';
import { blockingViolations } from './axe-scan';
import { facilityRegisterHandlers, facilityStore, personSession, type FacilityHandlerOptions, type FacilityStore } from './facility-register-stubs';
import { expect, gotoReady, test } from './fixtures';
import { byLabel } from './forms-support';
import { findLayoutProblems } from './layout-walk';
import { startSignedIn, stubSupabase } from './supabase-stub';

/**
 * /facility/register (issue 25, point 1) against the database's API, stubbed at the network edge with the
 * answers of register_facility and my_facilities (facility-register-stubs.ts). The browser's zone is the
 * facility's default: these tests run in Amsterdam's.
 */
test.use({ timezoneId: 'Europe/Amsterdam' });

const PATH = '/facility/register';

async function openSignedIn(page: Page, store: FacilityStore = facilityStore(), options: FacilityHandlerOptions = {}) {
  const session = personSession('kees@delinde.example');
  await startSignedIn(page, session);
  const seen = await stubSupabase(page, facilityRegisterHandlers(store, options));
  await gotoReady(page, PATH);
  await expect(page.getByRole('heading', { level: 2, name: 'About your facility' })).toBeVisible();
  return { session, seen, store };
}

async function fillForm(page: Page) {
  await byLabel(page, 'Name of the facility').fill('De Linde');
  await byLabel(page, 'Kind of facility').selectOption({ label: 'Care home' });
  await byLabel(page, 'Address').fill('Lindelaan 4, 3581 AB Utrecht');
  await byLabel(page, 'Country').selectOption({ label: 'Netherlands' });
  await byLabel(page, 'Number of residents').fill('80');
  await byLabel(page, 'Email address for invoices').fill(' Finance@DeLinde.example.org ');
}

const submit = (page: Page) => page.getByRole('button', { name: 'Register the facility' }).click();

test('a visitor who is not signed in is sent to sign in, and comes back to the form', async ({ page }) => {
  const session = personSession('kees@delinde.example');
  await stubSupabase(page, { ...facilityRegisterHandlers(facilityStore()), 'POST /auth/v1/token': () => ({ json: session }) });
  await gotoReady(page, PATH);
  const notice = page.getByRole('region', { name: 'First, an account for you' });
  await expect(notice.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth?mode=register&next=%2Ffacility%2Fregister');
  await notice.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Ffacility%2Fregister$/);
  // Switching to registration keeps the way back.
  await expect(page.getByRole('navigation', { name: 'Sign in or create an account' }).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', /next=%2Ffacility%2Fregister/);
  await page.getByLabel('Email address').fill('kees@delinde.example');
  await byLabel(page, 'Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/facility\/register$/);
  await expect(page.getByRole('heading', { level: 2, name: 'About your facility' })).toBeVisible();
});

test("registers the facility with register_facility's arguments, then says calmly that it waits for verification", async ({ page }) => {
  const { store, session } = await openSignedIn(page);
  // The browser's zone is filled in; the country of its language setting (en-GB) too, and can be changed.
  await expect(byLabel(page, 'Time zone')).toHaveValue('Europe/Amsterdam');
  await expect(byLabel(page, 'Country')).toHaveValue('GB');
  await fillForm(page);
  await submit(page);

  const panel = page.getByRole('region', { name: 'De Linde is waiting for verification' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'De Linde is waiting for verification' })).toBeFocused();
  await expect(panel).toContainText('We usually verify within two working days');
  await expect(panel).toContainText('You can already invite your staff');
  await expect(page.locator('#announcer-polite')).toHaveText('De Linde is registered. It is waiting for verification by the Tutti team.');
  expect(store.registrations).toEqual([
    {
      name: 'De Linde', kind: 'care_home', address: 'Lindelaan 4, 3581 AB Utrecht', country: 'NL', time_zone: 'Europe/Amsterdam',
      residents: 80, headsets: null, invoice_email: 'finance@delinde.example.org',
    },
  ]);
  expect(store.members).toEqual([{ facility_id: store.facilities[0]?.id, user_id: session.user.id, role: 'manager' }]);
  // A second registration is one step further away: rarely meant by a manager who has one.
  await expect(page.getByRole('heading', { name: 'About your facility' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Register another facility' })).toBeVisible();

  // On the next visit the status is still there.
  await page.reload();
  await expect(page.getByRole('region', { name: 'De Linde is waiting for verification' })).toBeVisible();
});

test('checks the fields before sending: the input stays, the focus goes to the first problem', async ({ page }) => {
  const { store } = await openSignedIn(page);
  await byLabel(page, 'Address').fill('Lindelaan 4');
  await byLabel(page, 'Number of VR headsets').fill('6000');
  await byLabel(page, 'Email address for invoices').fill('finance at delinde');
  await submit(page);
  const name = byLabel(page, 'Name of the facility');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(byLabel(page, 'Number of VR headsets')).toHaveAttribute('aria-invalid', 'true');
  await expect(byLabel(page, 'Email address for invoices')).toHaveAttribute('aria-invalid', 'true');
  await expect(byLabel(page, 'Address')).toHaveValue('Lindelaan 4');
  await expect(byLabel(page, 'Number of VR headsets')).toHaveValue('6000');
  await expect(byLabel(page, 'Email address for invoices')).toHaveValue('finance at delinde');
  expect(store.registrations).toEqual([]);
});

test.describe('refused by the database', () => {
  // Chromium logs each 400 answer of the API as a console error.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test("says what the database refused, keeping every value: a zone its zone data does not know, then the day's limit", async ({ page }) => {
    const store = facilityStore();
    let serverKnowsZones = false;
    const { session } = await openSignedIn(page, store, { zones: () => serverKnowsZones });
    await fillForm(page);
    await submit(page);
    const zone = byLabel(page, 'Time zone');
    await expect(zone).toBeFocused();
    await expect(zone).toHaveAccessibleDescription(/does not know this time zone/);
    await expect(byLabel(page, 'Name of the facility')).toHaveValue('De Linde');

    // Three registrations today already (the database counts per account): the fourth is refused whole.
    serverKnowsZones = true;
    for (let n = 0; n < 3; n++) {
      store.facilities.push({
        id: `00000000-0000-4000-8000-00000000000${n}`, created_at: new Date().toISOString(), name: `Home ${n}`, kind: 'other', address: 'x', country: 'NL',
        time_zone: 'UTC', residents: null, headsets: null, invoice_email: 'x@example.org', status: 'pending', status_reason: null, verified_at: null, mood_check: true,
        created_by: session.user.id,
      });
    }
    await submit(page);
    // The note is focused, so it is read at once.
    await expect(page.locator(':focus')).toContainText('One account can register at most 3 facilities in 24 hours');
    await expect(byLabel(page, 'Name of the facility')).toHaveValue('De Linde');
    await expect(byLabel(page, 'Email address for invoices')).toHaveValue('Finance@DeLinde.example.org');
  });
});

test('the form and the status panel pass axe, and hold at phone width with text at 200 %', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page);
  await submit(page);
  expect(await blockingViolations(page)).toEqual([]);
  expect(await findLayoutProblems(page, [100, 200])).toEqual([]);
  await fillForm(page);
  await submit(page);
  await expect(page.getByRole('region', { name: 'De Linde is waiting for verification' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  expect(await findLayoutProblems(page, [100, 200])).toEqual([]);
});
