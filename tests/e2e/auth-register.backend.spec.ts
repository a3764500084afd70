import type { Page } from '@playwright/test';
import { authError, unconfirmedUser } from './auth-stub-replies';
import { expect, gotoReady, test } from './fixtures';
import { stubSupabase } from './supabase-stub';
import { byLabel } from './forms-support';

/**
 * /auth registration against the auth service's HTTP API, stubbed at the network edge with the
 * request and response shapes of supabase-js (auth-js GoTrueClient.signUp).
 */
async function openRegistration(page: Page) {
  await gotoReady(page, '/auth');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
}

const passwordField = (page: Page) => byLabel(page, 'New password');
const submit = (page: Page) => page.getByRole('button', { name: 'Create account' }).click();

test('registers with the display name taken from the email and the site root as the email redirect', async ({ page }) => {
  const seen = await stubSupabase(page, { 'POST /auth/v1/signup': () => ({ json: unconfirmedUser('grace.hopper@care.example', 'grace.hopper') }) });
  await openRegistration(page);
  await page.getByLabel('Email address').fill('Grace.Hopper@care.example');
  await expect(page.getByLabel('Display name (optional)')).toHaveAccessibleDescription(/If you leave it empty, we use “grace.hopper”/);
  await passwordField(page).fill('a long passphrase');
  await submit(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('main').getByText('We sent a confirmation link to grace.hopper@care.example. Open it to finish creating your account.')).toBeVisible();
  const [signup] = seen;
  expect(signup?.path).toBe('/auth/v1/signup');
  expect(signup?.body).toMatchObject({
    email: 'grace.hopper@care.example',
    password: 'a long passphrase',
    data: { display_name: 'grace.hopper' },
    code_challenge_method: 's256',
    gotrue_meta_security: {},
  });
  expect(signup?.search.get('redirect_to')).toBe(`${new URL(page.url()).origin}/`);
});

test('sends the display name the person typed instead of the default', async ({ page }) => {
  const seen = await stubSupabase(page, { 'POST /auth/v1/signup': () => ({ json: unconfirmedUser('grace@care.example', 'Grace H.') }) });
  await openRegistration(page);
  await page.getByLabel('Email address').fill('grace@care.example');
  await passwordField(page).fill('a long passphrase');
  await page.getByLabel('Display name (optional)').fill('  Grace H. ');
  await submit(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  expect(seen[0]?.body).toMatchObject({ data: { display_name: 'Grace H.' } });
});

test('shows the password rules, a show-password switch, and checks the length before sending', async ({ page }) => {
  const seen = await stubSupabase(page, {});
  await openRegistration(page);
  const field = passwordField(page);
  await expect(field).toHaveAttribute('autocomplete', 'new-password');
  await expect(field).toHaveAccessibleDescription(/have at least 8 characters/);
  await expect(page.getByRole('main').getByText('have at least 8 characters')).toBeVisible();
  await field.fill('short');
  const toggle = page.getByRole('button', { name: 'Show password' });
  await expect(field).toHaveAttribute('type', 'password');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(field).toHaveAttribute('type', 'text');
  expect((await toggle.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await page.getByLabel('Email address').fill('grace@care.example');
  await submit(page);
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(/Your password needs at least 8 characters/);
  expect(seen).toEqual([]);
});

test('keeps the typed email when switching between sign-in and registration', async ({ page }) => {
  await stubSupabase(page, {});
  await gotoReady(page, '/auth');
  const signInLink = page.getByRole('navigation', { name: 'Sign in or create an account' }).getByRole('link', { name: 'Sign in' });
  await expect(signInLink).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Email address').fill('grace@care.example');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Email address')).toHaveValue('grace@care.example');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue('grace@care.example');
});

test.describe('when the service refuses the registration', () => {
  test.use({ expectedConsoleErrors: [/status of 422/] });

  test('says an account already exists, beside the email field', async ({ page }) => {
    await stubSupabase(page, { 'POST /auth/v1/signup': () => authError(422, 'user_already_exists', 'User already registered') });
    await openRegistration(page);
    await page.getByLabel('Email address').fill('grace@care.example');
    await passwordField(page).fill('a long passphrase');
    await submit(page);
    const email = page.getByLabel('Email address');
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(/There is already an account with this email address. Sign in instead/);
    await expect(email).toHaveValue('grace@care.example');
  });

  test('explains a weak password with the reasons the service gave', async ({ page }) => {
    await stubSupabase(page, {
      'POST /auth/v1/signup': () =>
        authError(422, 'weak_password', 'Password should be at least 10 characters.', { weak_password: { reasons: ['length', 'pwned'] } }),
    });
    await openRegistration(page);
    await page.getByLabel('Email address').fill('grace@care.example');
    await passwordField(page).fill('password1');
    await submit(page);
    const field = passwordField(page);
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/This password is too easy to guess\..*It is too short\..*It has appeared in a data leak elsewhere/);
    await expect(page.getByRole('listitem').filter({ hasText: 'It has appeared in a data leak elsewhere' })).toBeVisible();
  });
});
