import type { Page } from '@playwright/test';
import { authError, CODE_VERIFIER_KEY } from './auth-stub-replies';
import { expect, gotoReady, test } from './fixtures';
import { fakeSession, fakeUser, SESSION_STORAGE_KEY, startSignedIn, stubSupabase, TEST_ANON_KEY } from './supabase-stub';
import { byLabel } from './forms-support';
import { noFacilityYet } from './facility-page-stubs';

/**
 * /auth sign-in, sign-out and password reset against the auth service's HTTP API, stubbed at the
 * network edge with the request and response shapes of supabase-js (auth-js GoTrueClient).
 */
const storedSession = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY);

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await byLabel(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('signs in with email and password and shows who is signed in, with the account links', async ({ page }) => {
  const seen = await stubSupabase(page, { 'POST /auth/v1/token': () => ({ json: fakeSession({ email: 'ada@care.example' }) }), ...noFacilityYet });
  await gotoReady(page, '/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await fillSignIn(page, '  Ada@Care.Example ', 'correct horse battery');

  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('main').getByText('You are signed in as ada (ada@care.example).')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Security dashboard' })).toHaveAttribute('href', '/security-dashboard');
  await expect(page.getByRole('link', { name: 'Admin dashboard' })).toHaveCount(0);
  const [token] = seen;
  // Besides the sign-in, only the question whether the person belongs to (or is invited to) a facility.
  await expect.poll(() => seen.map((request) => request.path).sort()).toEqual(['/auth/v1/token', '/rest/v1/rpc/my_facilities', '/rest/v1/rpc/my_facility_invitations']);
  expect(token?.search.get('grant_type')).toBe('password');
  expect(token?.body).toEqual({ email: 'ada@care.example', password: 'correct horse battery', gotrue_meta_security: {} });
  expect(token?.headers['apikey']).toBe(TEST_ANON_KEY);
  expect(JSON.parse((await storedSession(page)) ?? '{}')).toMatchObject({ refresh_token: 'refresh-token-1' });
});

test('shows the admin link to an account that carries the admin claim', async ({ page }) => {
  await startSignedIn(page, fakeSession({ appRole: 'admin', aal: 'aal2' }));
  await stubSupabase(page, {});
  await gotoReady(page, '/auth');
  await expect(page.getByRole('link', { name: 'Admin dashboard' })).toHaveAttribute('href', '/admin');
});

test('checks the fields before sending, with the errors linked to them', async ({ page }) => {
  const seen = await stubSupabase(page, {});
  await gotoReady(page, '/auth');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const email = page.getByLabel('Email address');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Please enter your email address.');
  await expect(byLabel(page, 'Password')).toHaveAccessibleDescription('Please enter your password.');
  await email.fill('ada@care');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(email).toHaveAccessibleDescription(/Please enter a complete email address/);
  expect(seen).toEqual([]);
});

test('sends once however often the button is pressed while signing in', async ({ page }) => {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  const seen = await stubSupabase(page, {
    'POST /auth/v1/token': async () => {
      await answered;
      return { json: fakeSession() };
    },
    ...noFacilityYet,
  });
  await gotoReady(page, '/auth');
  await page.getByLabel('Email address').fill('ada@care.example');
  await byLabel(page, 'Password').fill('correct horse battery');
  const button = page.getByRole('button', { name: 'Sign in', exact: true });
  await button.click();
  const busy = page.getByRole('button', { name: 'Signing in…' });
  await expect(busy).toHaveAttribute('aria-disabled', 'true');
  // Pressed again while busy (force: Playwright itself would wait for an aria-disabled button).
  await busy.click({ force: true });
  await busy.press('Enter');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  expect(seen.filter((request) => request.path === '/auth/v1/token')).toHaveLength(1);
});

test.describe('when the service refuses', () => {
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('says the email or password is wrong, in words, and keeps the email', async ({ page }) => {
    await stubSupabase(page, { 'POST /auth/v1/token': () => authError(400, 'invalid_credentials', 'Invalid login credentials') });
    await gotoReady(page, '/auth');
    await fillSignIn(page, 'ada@care.example', 'wrong password');
    await expect(page.getByRole('main').getByText('The email address or the password is not correct. Please check both and try again.')).toBeVisible();
    await expect(page.getByRole('main').getByText('Invalid login credentials')).toHaveCount(0);
    await expect(page.getByLabel('Email address')).toHaveValue('ada@care.example');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await storedSession(page)).toBeNull();
  });

  test('offers a new confirmation email when the address is not confirmed yet', async ({ page }) => {
    const seen = await stubSupabase(page, {
      'POST /auth/v1/token': () => authError(400, 'email_not_confirmed', 'Email not confirmed'),
      'POST /auth/v1/resend': () => ({ json: {} }),
    });
    await gotoReady(page, '/auth');
    await fillSignIn(page, 'ada@care.example', 'correct horse battery');
    await expect(page.getByRole('main').getByText(/Your email address is not confirmed yet/)).toBeVisible();
    await page.getByRole('button', { name: 'Send the confirmation email again' }).click();
    await expect(page.getByRole('main').getByText('We sent a new confirmation link to ada@care.example. Open it in this browser.')).toBeVisible();
    const resend = seen.find((request) => request.path === '/auth/v1/resend');
    expect(resend?.body).toMatchObject({ email: 'ada@care.example', type: 'signup' });
    expect(resend?.search.get('redirect_to')).toBe(`${new URL(page.url()).origin}/`);
  });
});

test.describe('without a connection', () => {
  // Chromium logs the failed request, and supabase-js logs the fetch error it then wraps. (One
  // pattern: Playwright would read a second array item as the option's settings.)
  test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|^TypeError: Failed to fetch/] });

  test('says the service could not be reached', async ({ page }) => {
    await stubSupabase(page, {});
    await page.route('https://db.tutti.test/auth/v1/token**', (route) => route.abort('internetdisconnected'));
    await gotoReady(page, '/auth');
    await fillSignIn(page, 'ada@care.example', 'correct horse battery');
    await expect(page.getByRole('main').getByText('We could not reach the sign-in service. Please check your internet connection and try again.')).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue('ada@care.example');
  });
});

test('signs out this device (scope local) and shows the sign-in form again', async ({ page }) => {
  const session = fakeSession();
  await startSignedIn(page, session);
  const seen = await stubSupabase(page, { 'POST /auth/v1/logout': () => ({ status: 204 }) });
  await gotoReady(page, '/auth');
  await expect(page.getByRole('main').getByText('You are signed in as ada (ada@care.example).')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const [logout] = seen;
  expect(logout?.search.get('scope')).toBe('local');
  expect(logout?.headers['authorization']).toBe(`Bearer ${session.access_token}`);
  expect(await storedSession(page)).toBeNull();
});

test.describe('sign-out refused by the service', () => {
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('ignores a 401 answer: the local session is removed all the same (SPEC section 8)', async ({ page }) => {
    await startSignedIn(page, fakeSession());
    const seen = await stubSupabase(page, { 'POST /auth/v1/logout': () => authError(401, 'bad_jwt', 'invalid JWT') });
    await gotoReady(page, '/auth');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /auth/v1/logout']);
    expect(await storedSession(page)).toBeNull();
  });
});

test('sends a password-reset link that leads back to the new-password form', async ({ page }) => {
  const seen = await stubSupabase(page, { 'POST /auth/v1/recover': () => ({ json: {} }) });
  await gotoReady(page, '/auth');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email address').fill('ada@care.example');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('If there is an account for ada@care.example, we have sent it a link to choose a new password.');
  await expect(page.getByLabel('Email address')).toHaveCount(0);
  const [recover] = seen;
  expect(recover?.path).toBe('/auth/v1/recover');
  expect(recover?.body).toMatchObject({ email: 'ada@care.example', code_challenge_method: 's256', gotrue_meta_security: {} });
  expect((recover?.body as { code_challenge: string }).code_challenge).toMatch(/^[\w-]{43}$/);
  expect(recover?.search.get('redirect_to')).toBe(`${new URL(page.url()).origin}/auth?mode=update-password`);
  // supabase-js keeps the verifier of this reset link, marked as a recovery.
  expect(await page.evaluate((key) => window.localStorage.getItem(key), CODE_VERIFIER_KEY)).toMatch(/\/recovery"$/);
});

test('the reset link signs in and asks for the new password, saved with updateUser', async ({ page }) => {
  await page.addInitScript((key) => window.localStorage.setItem(key, JSON.stringify('verifier-from-this-browser/recovery')), CODE_VERIFIER_KEY);
  const seen = await stubSupabase(page, {
    'POST /auth/v1/token': () => ({ json: fakeSession() }),
    'PUT /auth/v1/user': () => ({ json: fakeUser() }),
  });
  await gotoReady(page, '/auth?mode=update-password&code=reset-code-1');
  const field = byLabel(page, 'New password');
  await expect(field).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('You opened the reset link for ada@care.example.');
  const exchange = seen.find((request) => request.path === '/auth/v1/token');
  expect(exchange?.search.get('grant_type')).toBe('pkce');
  expect(exchange?.body).toEqual({ auth_code: 'reset-code-1', code_verifier: 'verifier-from-this-browser' });

  await expect(field).toHaveAttribute('autocomplete', 'new-password');
  await field.fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(field).toHaveAccessibleDescription(/Your password needs at least 8 characters/);
  await field.fill('a new long passphrase');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Your new password is saved.')).toBeVisible();
  const update = seen.find((request) => request.path === '/auth/v1/user');
  expect(update?.method).toBe('PUT');
  expect(update?.body).toMatchObject({ password: 'a new long passphrase' });
  expect(new URL(page.url()).search).toBe('');
});

test('a reset link opened in another browser says so, and offers a new link', async ({ page }) => {
  const seen = await stubSupabase(page, {});
  await gotoReady(page, '/auth?mode=update-password&code=reset-code-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByRole('main').getByText(/This link was opened in a different browser or device/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  expect(seen).toEqual([]);
});
