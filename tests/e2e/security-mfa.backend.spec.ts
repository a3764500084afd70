import type { Page } from '@playwright/test';
import { blockingViolations, VIEWPORTS } from './axe-scan';
import { test, expect, gotoReady } from './fixtures';
import { fakeSession, fakeUser, startSignedIn, stubSupabase, type StubHandlers } from './supabase-stub';

/**
 * Second factors on /security-dashboard: enrolling an authenticator app, verifying it, a wrong code,
 * raising a session to aal2, and removing a factor. The account service's HTTP API is stubbed at the
 * network edge with the shapes of supabase-js (auth-js GoTrueClient: mfa.enroll, challenge, verify, unenroll).
 */
const API_VERSION = { 'x-supabase-api-version': '2024-01-01' };
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="black"/></svg>';
const SECRET = 'JBSWY3DPEHPK3PXP';
const GOOD_CODE = '123456';

const factor = (id: string, name: string, status: 'verified' | 'unverified') => ({
  id,
  friendly_name: name,
  factor_type: 'totp',
  status,
  created_at: '2026-11-02T08:00:00Z',
  updated_at: '2026-11-02T08:00:00Z',
});

/** The account service for a person enrolling an app: factors live in `factors`, as the server keeps them. */
function enrolmentApi(factors: ReturnType<typeof factor>[]): StubHandlers {
  return {
    'GET /auth/v1/user': () => ({ json: fakeUser({ factors }) }),
    'POST /auth/v1/factors': ({ body }) => {
      const name = (body as { friendly_name: string }).friendly_name;
      factors.push(factor('f-new', name, 'unverified'));
      return {
        json: {
          id: 'f-new',
          type: 'totp',
          friendly_name: name,
          totp: { qr_code: QR_SVG, secret: SECRET, uri: `otpauth://totp/Tutti:ada%40care.example?secret=${SECRET}&issuer=Tutti` },
        },
      };
    },
    'POST /auth/v1/factors/f-new/challenge': () => ({ json: { id: 'challenge-1', type: 'totp', expires_at: Math.floor(Date.now() / 1000) + 300 } }),
    'POST /auth/v1/factors/f-new/verify': ({ body }) => {
      if ((body as { code: string }).code !== GOOD_CODE) {
        return { status: 422, headers: API_VERSION, json: { code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' } };
      }
      factors.splice(0, factors.length, { ...factor('f-new', 'Work phone', 'verified') });
      const { access_token, refresh_token, token_type, expires_in, user } = fakeSession({ aal: 'aal2', factors });
      return { json: { access_token, refresh_token, token_type, expires_in, user } };
    },
  };
}

async function startEnrolment(page: Page) {
  await page.getByLabel('Name for this app').fill('Work phone');
  await page.getByRole('button', { name: 'Set up the app' }).click();
  await expect(page.getByRole('heading', { name: 'Set up Work phone' })).toBeFocused();
}

test('enrols an authenticator app: QR code, setup key to copy, and a code that switches it on', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const factors: ReturnType<typeof factor>[] = [];
  await startSignedIn(page, fakeSession());
  const seen = await stubSupabase(page, enrolmentApi(factors));
  await gotoReady(page, '/security-dashboard');
  await expect(page.getByRole('main').getByText('You have no second factor yet.')).toBeVisible();
  await expect(page.getByRole('main').getByText('Add an authenticator app below')).toBeVisible();

  await startEnrolment(page);
  expect(seen.find((r) => r.method === 'POST' && r.path === '/auth/v1/factors')?.body).toEqual({
    friendly_name: 'Work phone',
    factor_type: 'totp',
    issuer: 'Tutti',
  });
  const qr = page.getByRole('img', { name: /QR code to scan with your authenticator app/ });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('main').getByText(SECRET, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Copy the setup key' }).click();
  await expect(page.getByRole('main').getByText('The setup key has been copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SECRET);
  await expect(page.getByRole('link', { name: 'Open in an authenticator app on this device' })).toHaveAttribute('href', /^otpauth:\/\/totp\//);
  // The new factor is listed as not verified until a code proves the app works.
  await expect(page.getByRole('listitem').filter({ hasText: 'Work phone' })).toContainText('Not verified yet');

  const code = page.getByRole('textbox', { name: 'Code from the app' });
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill('123 456');
  await page.getByRole('button', { name: 'Verify and switch on' }).click();

  await expect(page.getByRole('main').getByText('Two-step verification is on: Work phone has been verified.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Work phone' })).toContainText('Verified');
  await expect(page.getByRole('main').getByText('level 2 of 2, the strongest')).toBeVisible();
  const challenge = seen.findIndex((r) => r.path === '/auth/v1/factors/f-new/challenge');
  const verify = seen.findIndex((r) => r.path === '/auth/v1/factors/f-new/verify');
  expect(challenge).toBeGreaterThan(-1);
  expect(verify).toBeGreaterThan(challenge);
  expect(seen[verify]?.body).toEqual({ challenge_id: 'challenge-1', code: GOOD_CODE });
});

test.describe('a wrong code', () => {
  test.use({ expectedConsoleErrors: [/status of 422/] });

  test('says so, keeps what was typed and returns to the field', async ({ page }) => {
    await startSignedIn(page, fakeSession());
    const seen = await stubSupabase(page, enrolmentApi([]));
    await gotoReady(page, '/security-dashboard');
    await startEnrolment(page);
    const code = page.getByRole('textbox', { name: 'Code from the app' });
    const verify = page.getByRole('button', { name: 'Verify and switch on' });

    // Not six digits: refused in the browser, nothing sent.
    await code.fill('12a');
    await verify.click();
    await expect(page.getByRole('main').getByText('Please enter the 6 digits of the code')).toBeVisible();
    expect(seen.some((r) => r.path.endsWith('/verify'))).toBe(false);

    await code.fill('654321');
    await verify.click();
    await expect(page.getByRole('main').getByText('That code is not correct.')).toBeVisible();
    await expect(code).toHaveValue('654321');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toBeFocused();
    await expect(page.getByRole('main').getByText('level 1 of 2')).toBeVisible();

    await code.fill(GOOD_CODE);
    await verify.click();
    await expect(page.getByRole('main').getByText('Two-step verification is on')).toBeVisible();
  });
});

test('a password-only session is raised to level 2 with a code from an app already set up', async ({ page }) => {
  const factors = [factor('f1', 'Work phone', 'verified')];
  await startSignedIn(page, fakeSession({ factors }));
  const seen = await stubSupabase(page, {
    'GET /auth/v1/user': () => ({ json: fakeUser({ factors }) }),
    'POST /auth/v1/factors/f1/challenge': () => ({ json: { id: 'challenge-2', type: 'totp', expires_at: Math.floor(Date.now() / 1000) + 300 } }),
    'POST /auth/v1/factors/f1/verify': () => {
      const { access_token, refresh_token, token_type, expires_in, user } = fakeSession({ aal: 'aal2', factors });
      return { json: { access_token, refresh_token, token_type, expires_in, user } };
    },
  });
  await gotoReady(page, '/security-dashboard');
  await page.getByRole('textbox', { name: 'Code from Work phone' }).fill(GOOD_CODE);
  await page.getByRole('button', { name: 'Confirm this session' }).click();
  await expect(page.getByRole('main').getByText('level 2 of 2, the strongest')).toBeVisible();
  expect(seen.find((r) => r.path === '/auth/v1/factors/f1/verify')?.body).toEqual({ challenge_id: 'challenge-2', code: GOOD_CODE });
});

test('cancelling a setup removes the half-made factor', async ({ page }) => {
  const factors: ReturnType<typeof factor>[] = [];
  await startSignedIn(page, fakeSession());
  const seen = await stubSupabase(page, {
    ...enrolmentApi(factors),
    'DELETE /auth/v1/factors/f-new': () => {
      factors.splice(0);
      return { json: { id: 'f-new' } };
    },
  });
  await gotoReady(page, '/security-dashboard');
  await startEnrolment(page);
  await page.getByRole('button', { name: 'Cancel the setup' }).click();
  await expect(page.getByRole('main').getByText('The setup has been cancelled.')).toBeVisible();
  await expect(page.getByRole('main').getByText('You have no second factor yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up the app' })).toBeVisible();
  expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/auth/v1/factors/f-new']);
});

test('removes a factor only after confirmation', async ({ page }) => {
  const factors = [factor('f1', 'Work phone', 'verified')];
  await startSignedIn(page, fakeSession({ factors, aal: 'aal2' }));
  const seen = await stubSupabase(page, {
    'GET /auth/v1/user': () => ({ json: fakeUser({ factors }) }),
    'DELETE /auth/v1/factors/f1': () => {
      factors.splice(0);
      return { json: { id: 'f1' } };
    },
  });
  await gotoReady(page, '/security-dashboard');
  const remove = page.getByRole('button', { name: 'Remove Work phone' });

  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Remove Work phone?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  expect(seen.some((r) => r.method === 'DELETE')).toBe(false);

  await remove.click();
  await dialog.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(page.getByRole('main').getByText('Work phone has been removed.')).toBeVisible();
  await expect(page.getByRole('main').getByText('You have no second factor yet.')).toBeVisible();
  expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/auth/v1/factors/f1']);
});

for (const [name, viewport, colorScheme] of [
  ['a phone in dark mode', VIEWPORTS.phone, 'dark'],
  ['a desktop in light mode', VIEWPORTS.desktop, 'light'],
] as const) {
  test(`axe finds no serious violation on ${name}: dashboard, setup step and confirmation dialog`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await startSignedIn(page, fakeSession({ factors: [factor('f1', 'Old tablet', 'unverified')] }));
    await stubSupabase(page, enrolmentApi([factor('f1', 'Old tablet', 'unverified')]));
    await gotoReady(page, '/security-dashboard');
    await expect(page.getByRole('list', { name: 'The ways you can sign in to your account' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    await startEnrolment(page);
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Remove Old tablet' }).click();
    await expect(page.getByRole('dialog', { name: 'Remove Old tablet?' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}
