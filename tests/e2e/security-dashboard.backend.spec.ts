import { test, expect, gotoReady } from './fixtures';
import { fakeSession, fakeUser, SESSION_STORAGE_KEY, startSignedIn, stubSupabase } from './supabase-stub';

/**
 * /security-dashboard: who is signed in, their sign-in methods and factors, and signing out elsewhere or
 * everywhere. The account service's HTTP API is stubbed at the network edge with the shapes of supabase-js
 * (auth-js GoTrueClient: getUserIdentities, mfa.listFactors, signOut). Second factors: security-mfa.backend.spec.ts.
 */
const factor = (id: string, name: string, status: 'verified' | 'unverified') => ({
  id,
  friendly_name: name,
  factor_type: 'totp',
  status,
  created_at: '2026-11-02T08:00:00Z',
  updated_at: '2026-11-02T08:00:00Z',
});

test('shows the sign-in methods, the second factors and the level of the session', async ({ page }) => {
  const factors = [factor('f1', 'Work phone', 'verified'), factor('f2', 'Old tablet', 'unverified')];
  const session = fakeSession({ factors });
  await startSignedIn(page, session);
  const seen = await stubSupabase(page, { 'GET /auth/v1/user': () => ({ json: fakeUser({ factors }) }) });
  await gotoReady(page, '/security-dashboard');

  const identities = page.getByRole('list', { name: 'The ways you can sign in to your account' });
  const email = identities.getByRole('listitem').filter({ hasText: 'Email and password' });
  await expect(email).toContainText('Email addressada@care.example');
  await expect(email).toContainText(/Added\s*November 1, 2026/);
  await expect(email).toContainText(/Last sign-in\s*November 22, 2026/);

  const list = page.getByRole('list', { name: 'Your second factors' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Work phone' })).toContainText('Authenticator app · Verified');
  await expect(list.getByRole('listitem').filter({ hasText: 'Old tablet' })).toContainText('Not verified yet');

  await expect(page.getByRole('main').getByText('confirmed with your password only (level 1 of 2)')).toBeVisible();
  // A verified app but a password-only session: the page offers to confirm the session with a code.
  await expect(page.getByRole('textbox', { name: 'Code from Work phone' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Signed in as ada@care.example')).toBeVisible();
  const userCalls = seen.filter((r) => r.method === 'GET' && r.path === '/auth/v1/user');
  expect(userCalls.length).toBeGreaterThan(0);
  expect(userCalls[0]?.headers['authorization']).toBe(`Bearer ${session.access_token}`);
});

test('writes the dates in the visitor\'s language', async ({ page }) => {
  await startSignedIn(page, fakeSession());
  await stubSupabase(page, { 'GET /auth/v1/user': () => ({ json: fakeUser() }) });
  await gotoReady(page, '/security-dashboard?lang=de');
  const identities = page.getByRole('list', { name: 'Die Wege, auf denen Sie sich bei Ihrem Konto anmelden können' });
  await expect(identities.getByRole('listitem').filter({ hasText: 'E-Mail und Passwort' })).toContainText('1. November 2026');
});

test('signs out on the other devices and stays signed in here', async ({ page }) => {
  const session = fakeSession();
  await startSignedIn(page, session);
  const seen = await stubSupabase(page, {
    'GET /auth/v1/user': () => ({ json: fakeUser() }),
    'POST /auth/v1/logout': () => ({ status: 204 }),
  });
  await gotoReady(page, '/security-dashboard');
  await page.getByRole('button', { name: 'Sign out on other devices' }).click();
  await page.getByRole('dialog', { name: 'Sign out on all other devices?' }).getByRole('button', { name: 'Yes, sign out the others' }).click();

  await expect(page.getByRole('main').getByText('You have been signed out on all other devices. You are still signed in here.')).toBeVisible();
  const logout = seen.filter((r) => r.path === '/auth/v1/logout');
  expect(logout.map((r) => r.search.get('scope'))).toEqual(['others']);
  expect(logout[0]?.headers['authorization']).toBe(`Bearer ${session.access_token}`);
  await expect(page.getByRole('main').getByText('Signed in as ada@care.example')).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY)).not.toBeNull();
});

test('signs out everywhere, this device included', async ({ page }) => {
  await startSignedIn(page, fakeSession());
  const seen = await stubSupabase(page, {
    'GET /auth/v1/user': () => ({ json: fakeUser() }),
    'POST /auth/v1/logout': () => ({ status: 204 }),
  });
  await gotoReady(page, '/security-dashboard');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('dialog', { name: 'Sign out everywhere?' }).getByRole('button', { name: 'Yes, sign out everywhere' }).click();

  await expect(page.getByRole('main').getByText('You have been signed out on every device, including this one.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in or create an account' })).toHaveAttribute('href', '/auth');
  expect(seen.filter((r) => r.path === '/auth/v1/logout').map((r) => r.search.get('scope'))).toEqual(['global']);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();
});

test.describe('a failing account service', () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });

  test('is explained in words, not shown as an empty list', async ({ page }) => {
    await startSignedIn(page, fakeSession());
    await stubSupabase(page, { 'GET /auth/v1/user': () => ({ status: 500, json: { message: 'boom' } }) });
    await gotoReady(page, '/security-dashboard');
    // One message for the auth service's failures, on the account screens and the dashboard alike (src/lib/auth).
    await expect(page.getByRole('main').getByText('The sign-in service is not available at the moment.')).toHaveCount(2);
  });
});

test('asks a visitor who is not signed in to sign in', async ({ page }) => {
  const seen = await stubSupabase(page, {});
  await gotoReady(page, '/security-dashboard');
  await expect(page.getByRole('heading', { name: 'Please sign in first' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in or create an account' })).toHaveAttribute('href', '/auth');
  expect(seen).toEqual([]);
});
