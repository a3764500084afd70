import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { stubForwarding } from './forms-support';
import { translation } from './locale-files';
import { SUPABASE_ORIGIN, stubSupabase, TEST_ANON_KEY, type StubReply } from './supabase-stub';

/**
 * The home pilot form on a deployment with Supabase (its HTTP API stubbed at https://db.tutti.test):
 * a row in pilot_requests through PostgREST as supabase-js sends it (POST /rest/v1/pilot_requests, the
 * anon key, no `select=`: visitors may not read the row back), SPEC section 8's toasts, nothing lost
 * when the insert fails, the honeypot and the double-submit lock.
 */
const form = (page: Page) => page.getByRole('form', { name: 'Request a pilot concert' });
const facility = (page: Page) => form(page).getByLabel('Facility name');
const name = (page: Page) => form(page).getByLabel('Your name');
const email = (page: Page) => form(page).getByLabel('Email address');
const submit = (page: Page) => form(page).getByRole('button', { name: 'Book a Pilot' });
const INSERT = 'POST /rest/v1/pilot_requests';

async function fillValid(page: Page) {
  await facility(page).fill('  Zonnehuis Amstelveen ');
  await name(page).fill('Ada Jansen');
  await email(page).fill('ada@zonnehuis.example');
}

/** Scripts the page loads, and those that are supabase-js (its clients' names survive minification). */
function watchSupabaseJs(page: Page) {
  const seen = { scripts: 0, found: [] as string[] };
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    if (/pilot-submit/.test(response.url())) seen.scripts += 1;
    const body = await response.text().catch(() => '');
    if (/GoTrueClient|PostgrestClient/.test(body)) seen.found.push(response.url());
  });
  return seen;
}

const inserts = (requests: { method: string; path: string }[]) => requests.filter((r) => `${r.method} ${r.path}` === INSERT);

test.describe('home pilot form with a backend', () => {
  test('success: inserts the trimmed row with the anon key and no read-back, toasts, resets; nothing forwarded', async ({ page }) => {
    const forwarded = await stubForwarding(page);
    const requests = await stubSupabase(page, { [INSERT]: () => ({ status: 201 }) });
    const supabaseJs = watchSupabaseJs(page);
    await gotoReady(page, '/#booking');
    await fillValid(page);
    // Focusing the form has loaded its sending code by now (zod, send-form), but not supabase-js.
    await expect.poll(() => supabaseJs.scripts).toBeGreaterThan(0);
    expect(supabaseJs.found, 'supabase-js is not loaded before the form is sent').toEqual([]);
    expect(requests, 'nothing is asked of the backend before the form is sent').toEqual([]);
    await submit(page).click();

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: "Thank you! We'll get in touch with you shortly." });
    await expect(toast).toContainText('Success!');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([INSERT]);
    const [insert] = requests;
    expect(insert?.body).toEqual({ facility: 'Zonnehuis Amstelveen', name: 'Ada Jansen', email: 'ada@zonnehuis.example' });
    expect(insert?.headers.apikey).toBe(TEST_ANON_KEY);
    expect(insert?.search.has('select')).toBe(false);
    expect(insert?.headers.prefer ?? '').not.toContain('return=representation');
    for (const field of [facility(page), name(page), email(page)]) await expect(field).toHaveValue('');
    await expect.poll(() => supabaseJs.found.length, { message: 'supabase-js is loaded to send' }).toBeGreaterThan(0);
    await page.reload();
    await expect(facility(page)).toHaveValue('');
    expect(forwarded).toEqual([]);
  });

  test('missing fields: the Error toast, nothing inserted', async ({ page }) => {
    const requests = await stubSupabase(page, { [INSERT]: () => ({ status: 201 }) });
    await gotoReady(page, '/#booking');
    await name(page).fill('Ada Jansen');
    await submit(page).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Please fill in all required fields' })).toContainText('Error');
    await expect(facility(page)).toBeFocused();
    await expect(email(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(name(page)).not.toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
  });

  test('honeypot filled: pretends success, inserts nothing', async ({ page }) => {
    const requests = await stubSupabase(page, { [INSERT]: () => ({ status: 201 }) });
    await gotoReady(page, '/#booking');
    await fillValid(page);
    await form(page).locator('input[name="website"]').fill('spam', { force: true });
    await submit(page).click();
    await expect(page.getByText('Success!')).toBeVisible();
    await expect(facility(page)).toHaveValue('');
    expect(requests).toEqual([]);
  });

  for (const [label, twice] of [
    ['a double click', (page: Page) => submit(page).dblclick()],
    ['Enter twice', async (page: Page) => {
      await email(page).press('Enter');
      await email(page).press('Enter');
    }],
  ] as const) {
    test(`${label} while the insert is in flight sends one request; idle → submitting → idle`, async ({ page }) => {
      let release: () => void = () => {};
      const held = new Promise<StubReply>((resolve) => (release = () => resolve({ status: 201 })));
      const requests = await stubSupabase(page, { [INSERT]: () => held });
      await gotoReady(page, '/#booking');
      await fillValid(page);
      await twice(page);
      await expect(form(page).getByRole('button', { name: 'Sending…' })).toBeDisabled();
      await expect.poll(() => inserts(requests).length).toBe(1);
      release();
      await expect(page.getByText('Success!')).toBeVisible();
      await expect(submit(page)).toBeEnabled();
      expect(inserts(requests)).toHaveLength(1);
    });
  }
});

test.describe('home pilot form with a backend that fails', () => {
  test.use({ expectedConsoleErrors: [/status of 500|net::ERR_FAILED/] });

  for (const label of ['answers 500', 'cannot be reached'] as const) {
    test(`when the backend ${label}: the SPEC's error toast, and the values stay, also after a reload`, async ({ page }) => {
      const requests = await stubSupabase(page, { [INSERT]: () => ({ status: 500, json: { message: 'boom', code: 'XX000' } }) });
      if (label === 'cannot be reached') await page.route(`${SUPABASE_ORIGIN}/rest/v1/pilot_requests`, (route) => route.abort('failed'));
      await gotoReady(page, '/#booking');
      await fillValid(page);
      await submit(page).click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Something went wrong. Please try again.' });
      await expect(toast).toContainText('Error');
      await expect(toast).toHaveAttribute('data-type', 'error');
      await expect(facility(page)).toHaveValue('  Zonnehuis Amstelveen ');
      await expect(email(page)).toHaveValue('ada@zonnehuis.example');
      await expect(submit(page)).toBeEnabled();
      if (label === 'answers 500') expect(inserts(requests)).toHaveLength(1);
      await page.reload();
      await expect(facility(page)).toHaveValue('  Zonnehuis Amstelveen ');
      await expect(name(page)).toHaveValue('Ada Jansen');
      await expect(email(page)).toHaveValue('ada@zonnehuis.example');
      await expect(form(page)).toContainText('What you typed earlier is back in the form.');
    });
  }
});

test.describe('home pilot form with a backend that limits sends', () => {
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test("the hourly limit per address (supabase/migrations): the toast says so, and the values stay", async ({ page }) => {
    await stubSupabase(page, { [INSERT]: () => ({ status: 400, json: { code: 'P0001', message: 'rate_limited', details: null, hint: null } }) });
    await gotoReady(page, '/#booking');
    await fillValid(page);
    await submit(page).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: translation('en', 'forms', 'rateLimited') });
    await expect(toast).toContainText('Error');
    await expect(toast).toHaveAttribute('data-type', 'error');
    await expect(facility(page)).toHaveValue('  Zonnehuis Amstelveen ');
    await expect(email(page)).toHaveValue('ada@zonnehuis.example');
    await expect(submit(page)).toBeEnabled();
  });
});
