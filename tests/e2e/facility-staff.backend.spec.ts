import type { Browser, Page } from '@playwright/test';
import { CODE_VERIFIER_KEY } from './auth-stub-replies';
import { addFacility, facilityPageHandlers, pageStore, personWithSession, type PageStore } from './facility-page-stubs';
import { expect, gotoReady, test } from './fixtures';
import { byLabel } from './forms-support';
import { SESSION_STORAGE_KEY, startSignedIn, stubSupabase } from './supabase-stub';

/**
 * A facility's staff (issue 25, point 2) on /facility: a manager invites a colleague by e-mail, the colleague
 * signs in with the e-mailed link and accepts, the manager changes their role and removes them, and the removed
 * colleague loses the facility on their next load. Supabase (Auth and the database) is stubbed at the network
 * edge with a store that keeps state as the database would (facility-page-stubs.ts).
 */
async function managerPage(page: Page, store: PageStore) {
  const { person, session } = personWithSession(store, 'anna@linde.example');
  const facility = addFacility(store, person);
  await startSignedIn(page, session);
  await stubSupabase(page, facilityPageHandlers(store));
  return { manager: person, session, facility };
}

/** The colleague's own browser: a second context on the same store, signed in by nothing but the link. */
async function colleaguePage(browser: Browser, store: PageStore) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The fixture watches the first page's console only: this one is watched here.
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (error) => errors.push(error.message));
  await stubSupabase(page, facilityPageHandlers(store));
  return { page, errors };
}

/** The link Auth's /verify redirects to for a magic link of the implicit flow: the session in the fragment. */
function magicLink(store: PageStore, email: string, redirectTo: string) {
  const { session } = personWithSession(store, email);
  const fragment = new URLSearchParams({ access_token: session.access_token, refresh_token: session.refresh_token, expires_in: '3600', token_type: 'bearer', type: 'magiclink' });
  return `${redirectTo}#${fragment}`;
}

const staffList = (page: Page) => page.getByRole('list', { name: 'Members' });

test('a manager invites a colleague, who signs in with the e-mailed link, accepts and sees the facility; the manager changes the role and removes them', async ({ page, browser }) => {
  const store = pageStore();
  const { facility, session } = await managerPage(page, store);
  await gotoReady(page, '/facility');
  await expect(page.getByRole('heading', { level: 1, name: 'De Linde' })).toBeVisible();
  await expect(staffList(page).getByText('anna@linde.example (you)')).toBeVisible();

  await page.getByLabel('E-mail address').fill('  Ben@Linde.Example ');
  await byLabel(page, 'Role').selectOption({ label: 'Staff' });
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('main').getByText('Invitation sent to ben@linde.example.')).toBeVisible();
  expect(store.calls.find((call) => call.name === 'invite_facility_member')?.args).toEqual({ facility: facility.id, email: 'ben@linde.example', role: 'staff' });

  // The e-mail: a magic link to /facility that makes the account if it is new, with no PKCE code challenge
  // (the colleague opens it on another device), and the manager's own session and storage untouched.
  const [mail] = store.mails;
  expect(mail).toMatchObject({ email: 'ben@linde.example', redirectTo: `${new URL(page.url()).origin}/facility` });
  expect(mail?.body).toMatchObject({ create_user: true, code_challenge: null });
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)) ?? '{}')).toMatchObject({ access_token: session.access_token });
  expect(await page.evaluate((key) => localStorage.getItem(key), CODE_VERIFIER_KEY)).toBeNull();
  await expect(page.getByRole('heading', { name: 'Open invitations' })).toBeVisible();

  const { page: colleague, errors } = await colleaguePage(browser, store);
  await colleague.goto(magicLink(store, 'ben@linde.example', mail!.redirectTo!));
  await expect(colleague.getByText('De Linde invites you to join as staff.')).toBeVisible();
  expect(new URL(colleague.url()).hash).toBe('');
  await colleague.getByRole('button', { name: 'Accept: De Linde' }).click();
  await expect(colleague.getByRole('heading', { level: 1, name: 'De Linde' })).toBeVisible();
  await expect(colleague.getByText("You are on this facility's staff.")).toBeVisible();
  await expect(colleague.getByText('De Linde invites you')).toHaveCount(0);
  // Staff see the members but none of the managers' controls.
  await expect(staffList(colleague).getByText('ben@linde.example (you)')).toBeVisible();
  await expect(colleague.getByRole('button', { name: /Make manager/ })).toHaveCount(0);
  await expect(colleague.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);

  await page.reload();
  const ben = staffList(page).getByRole('listitem').filter({ hasText: 'ben@linde.example' });
  await expect(ben).toContainText('Staff');
  await page.getByRole('button', { name: 'Make manager: ben@linde.example' }).click();
  await expect(ben).toContainText('Manager');
  await expect(page.getByRole('button', { name: 'Make staff: ben@linde.example' })).toBeVisible();
  expect(store.members.find((m) => m.email === 'ben@linde.example')?.role).toBe('manager');

  await page.getByRole('button', { name: 'Remove: ben@linde.example' }).click();
  await expect(page.getByText('Remove ben@linde.example from De Linde? They lose access at once.')).toBeFocused();
  await page.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(staffList(page).getByText('ben@linde.example')).toHaveCount(0);

  await colleague.reload();
  await expect(colleague.getByRole('heading', { level: 1, name: 'Your facility' })).toBeVisible();
  await expect(colleague.getByRole('heading', { name: 'No facility yet' })).toBeVisible();
  await expect(colleague.getByText('De Linde')).toHaveCount(0);
  expect(errors).toEqual([]);
  await colleague.context().close();
});

test.describe('refusals', () => {
  // Chromium logs the database's 400 answers as console errors.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('the last manager cannot step down or leave, and is told why', async ({ page }) => {
    const store = pageStore();
    await managerPage(page, store);
    await gotoReady(page, '/facility');
    await page.getByRole('button', { name: 'Make staff: anna@linde.example' }).click();
    const refusal = page.getByRole('main').getByRole('alert');
    await expect(refusal).toHaveText('A facility needs at least one manager. Make someone else a manager first.');
    await page.getByRole('button', { name: 'Leave this facility' }).click();
    await page.getByRole('button', { name: 'Yes, leave' }).click();
    await expect(refusal).toHaveText('A facility needs at least one manager. Make someone else a manager first.');
    await expect(page.getByRole('heading', { level: 1, name: 'De Linde' })).toBeVisible();
  });

  test('keeps what was typed when the database refuses an invitation', async ({ page }) => {
    const store = pageStore();
    await managerPage(page, store);
    await gotoReady(page, '/facility');
    await page.getByLabel('E-mail address').fill('anna@linde.example');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('This person already belongs to the facility.');
    await expect(page.getByLabel('E-mail address')).toHaveValue('anna@linde.example');
    expect(store.mails).toEqual([]);
  });
});

test('a member who signs in on /auth lands on their facility; someone without one stays on the account panel', async ({ page, browser }) => {
  const store = pageStore();
  addFacility(store, personWithSession(store, 'anna@linde.example').person);
  await stubSupabase(page, facilityPageHandlers(store));
  await gotoReady(page, '/auth');
  await page.getByLabel('Email address').fill('anna@linde.example');
  await byLabel(page, 'Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/facility$/);
  await expect(page.getByRole('heading', { level: 1, name: 'De Linde' })).toBeVisible();

  const other = await (await browser.newContext()).newPage();
  await stubSupabase(other, facilityPageHandlers(store));
  await other.goto('/auth');
  await other.getByLabel('Email address').fill('carl@elsewhere.example');
  await byLabel(other, 'Password').fill('correct horse battery');
  await other.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  // It asked, and stayed: no facility and no invitation.
  await expect.poll(() => store.calls.filter((call) => call.name === 'my_facility_invitations').length).toBeGreaterThanOrEqual(2);
  await expect(other).toHaveURL(/\/auth$/);
  await other.context().close();
});
