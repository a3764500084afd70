import type { Page } from '@playwright/test';
import { CODE_VERIFIER_KEY } from './auth-stub-replies';
import { expect, gotoReady, test } from './fixtures';
import { fakeSession, stubSupabase } from './supabase-stub';

/**
 * /verify-email and the forwarding of confirmation links from the site root, against the auth
 * service's HTTP API stubbed at the network edge (auth-js GoTrueClient: verifyOtp, the PKCE code
 * exchange of detectSessionInUrl, resend).
 */
const confirmed = (page: Page) => page.getByRole('heading', { level: 1, name: 'Your email is confirmed' });
const failed = (page: Page) => page.getByRole('heading', { level: 1, name: 'We could not confirm your email' });
const withVerifier = (page: Page, verifier: string) =>
  page.addInitScript(([key, value]) => window.localStorage.setItem(key, JSON.stringify(value)), [CODE_VERIFIER_KEY, verifier] as const);

test('confirms a token_hash link with verifyOtp and signs the person in', async ({ page }) => {
  const seen = await stubSupabase(page, { 'POST /auth/v1/verify': () => ({ json: fakeSession({ email: 'grace@care.example' }) }) });
  await gotoReady(page, '/verify-email?token_hash=pkce_hash_1&type=signup');
  await expect(confirmed(page)).toBeVisible();
  await expect(page.getByRole('main').getByText('Thank you. You are signed in as grace@care.example.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to the home page' })).toHaveAttribute('href', '/');
  expect(seen).toHaveLength(1);
  expect(seen[0]?.body).toEqual({ token_hash: 'pkce_hash_1', type: 'signup', gotrue_meta_security: {} });
  // The used link leaves the address bar: a reload does not spend it again.
  expect(new URL(page.url()).search).toBe('');
});

test('completes a code link opened in the browser that asked for it (PKCE exchange by supabase-js)', async ({ page }) => {
  await withVerifier(page, 'verifier-from-sign-up');
  const seen = await stubSupabase(page, { 'POST /auth/v1/token': () => ({ json: fakeSession() }) });
  await gotoReady(page, '/verify-email?code=confirm-code-1');
  await expect(confirmed(page)).toBeVisible();
  expect(seen[0]?.search.get('grant_type')).toBe('pkce');
  expect(seen[0]?.body).toEqual({ auth_code: 'confirm-code-1', code_verifier: 'verifier-from-sign-up' });
});

test('says in plain words when the link was opened in another browser (no code verifier here)', async ({ page }) => {
  const seen = await stubSupabase(page, {});
  await gotoReady(page, '/verify-email?code=confirm-code-1');
  await expect(failed(page)).toBeVisible();
  await expect(page.getByRole('main').getByText(/This link was opened in a different browser or device from the one where it was requested/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Send a new confirmation link' })).toBeVisible();
  expect(seen).toEqual([]);
});

test('explains an expired link from the URL and sends a new one', async ({ page }) => {
  const seen = await stubSupabase(page, { 'POST /auth/v1/resend': () => ({ json: {} }) });
  await gotoReady(page, '/verify-email?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
  await expect(failed(page)).toBeVisible();
  await expect(page.getByRole('main').getByText('This link has expired or has already been used. A link works only once and for a limited time.')).toBeVisible();
  await expect(page.getByRole('main').getByText('Email link is invalid or has expired')).toHaveCount(0);
  await page.getByLabel('Email address').fill('grace@care.example');
  await page.getByRole('button', { name: 'Send new link' }).click();
  await expect(page.getByRole('main').getByText('We sent a new confirmation link to grace@care.example. Open it in this browser.')).toBeVisible();
  const [resend] = seen;
  expect(resend?.path).toBe('/auth/v1/resend');
  expect(resend?.body).toMatchObject({ email: 'grace@care.example', type: 'signup', code_challenge_method: 's256' });
  expect(resend?.search.get('redirect_to')).toBe(`${new URL(page.url()).origin}/`);
});

test('explains a link with tokens where a code was expected (supabase-js: Not a valid PKCE flow url.)', async ({ page }) => {
  await stubSupabase(page, {});
  await gotoReady(page, '/verify-email#access_token=abc&refresh_token=def&expires_in=3600&token_type=bearer');
  await expect(failed(page)).toBeVisible();
  await expect(page.getByRole('main').getByText('This link is not valid. It may not have been copied completely.')).toBeVisible();
});

test.describe('links that arrive at the site root (SPEC section 7)', () => {
  test('forwards a token_hash link to /verify-email, which completes it', async ({ page }) => {
    const seen = await stubSupabase(page, { 'POST /auth/v1/verify': () => ({ json: fakeSession() }) });
    await gotoReady(page, '/?token_hash=root_hash_1&type=email');
    await expect(confirmed(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/verify-email');
    expect(seen[0]?.body).toMatchObject({ token_hash: 'root_hash_1', type: 'email' });
  });

  test('forwards a code link, keeping the query', async ({ page }) => {
    await withVerifier(page, 'verifier-from-sign-up');
    const seen = await stubSupabase(page, { 'POST /auth/v1/token': () => ({ json: fakeSession() }) });
    await gotoReady(page, '/?code=root-code-1');
    await expect(confirmed(page)).toBeVisible();
    expect(seen[0]?.body).toEqual({ auth_code: 'root-code-1', code_verifier: 'verifier-from-sign-up' });
  });

  test('forwards an error in the hash, keeping it', async ({ page }) => {
    await stubSupabase(page, {});
    await gotoReady(page, '/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    await expect(failed(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/verify-email');
    await expect(page.getByRole('main').getByText(/This link has expired or has already been used/)).toBeVisible();
  });

  test('leaves an ordinary home visit alone, without loading supabase-js', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    const seen = await stubSupabase(page, {});
    await gotoReady(page, '/?lang=en#booking');
    await expect(page.getByRole('heading', { level: 1, name: 'Experience Music Beyond Boundaries' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    const bodies = await Promise.all(scripts.map((url) => page.request.get(url).then((r) => r.text())));
    expect(bodies.filter((body) => body.includes('GoTrueClient'))).toEqual([]);
    expect(seen).toEqual([]);
  });
});
