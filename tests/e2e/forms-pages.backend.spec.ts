import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { PAGE_FORMS, type PageForm } from './forms-page-forms';
import { assertiveRegion, byLabel, stubForwarding } from './forms-support';
import { translation } from './locale-files';
import { SUPABASE_ORIGIN, stubSupabase, TEST_ANON_KEY, type StubReply, type StubbedRequest } from './supabase-stub';

/**
 * /contact, /waitlist and /booking on a deployment with Supabase (its HTTP API stubbed at
 * https://db.tutti.test): each form inserts one row into its table the way supabase-js sends it
 * (POST /rest/v1/<table>, the anon key, never `select=`: visitors cannot read rows back), with nothing
 * forwarded by email; a failed insert loses nothing; the honeypot and the double-submit lock hold.
 */
const formOf = (page: Page, form: PageForm) => page.getByRole('form', { name: form.formName });
const insertKey = (form: PageForm) => `POST /rest/v1/${form.table}`;
const insertsOf = (requests: StubbedRequest[], form: PageForm) => requests.filter((r) => `${r.method} ${r.path}` === insertKey(form));

for (const form of PAGE_FORMS) {
  test.describe(`${form.path} with a backend`, () => {
    test(`success: one insert into ${form.table} with the parsed row, the anon key and no read-back`, async ({ page }) => {
      const forwarded = await stubForwarding(page);
      const requests = await stubSupabase(page, { [insertKey(form)]: () => ({ status: 201 }) });
      await gotoReady(page, form.path);
      await form.fill(page);
      await formOf(page, form).getByRole('button', { name: form.submit }).click();
      await expect(page.getByRole('heading', { name: form.successTitle })).toBeVisible();
      expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([insertKey(form)]);
      const [insert] = requests;
      expect(insert?.body).toEqual(form.row);
      expect(insert?.headers.apikey).toBe(TEST_ANON_KEY);
      expect(insert?.search.has('select')).toBe(false);
      expect(insert?.headers.prefer ?? '').not.toContain('return=representation');
      expect(forwarded).toEqual([]);
    });

    test('an empty send inserts nothing', async ({ page }) => {
      const requests = await stubSupabase(page, { [insertKey(form)]: () => ({ status: 201 }) });
      await gotoReady(page, form.path);
      await formOf(page, form).getByRole('button', { name: form.submit }).click();
      await expect(byLabel(page, form.required[0]?.[0] ?? '')).toHaveAttribute('aria-invalid', 'true');
      await expect(assertiveRegion(page)).toContainText(`${form.required.length} errors`);
      expect(requests).toEqual([]);
    });

    test('honeypot filled: thanks, and nothing is inserted', async ({ page }) => {
      const requests = await stubSupabase(page, { [insertKey(form)]: () => ({ status: 201 }) });
      await gotoReady(page, form.path);
      await form.fill(page);
      await formOf(page, form).locator('input[name="website"]').fill('spam', { force: true });
      await formOf(page, form).getByRole('button', { name: form.submit }).click();
      await expect(page.getByRole('heading', { name: form.successTitle })).toBeVisible();
      expect(requests).toEqual([]);
    });

    test('a double click while the insert is in flight inserts once', async ({ page }) => {
      let release: () => void = () => {};
      const held = new Promise<StubReply>((resolve) => (release = () => resolve({ status: 201 })));
      const requests = await stubSupabase(page, { [insertKey(form)]: () => held });
      await gotoReady(page, form.path);
      await form.fill(page);
      await formOf(page, form).getByRole('button', { name: form.submit }).dblclick();
      await expect(formOf(page, form).getByRole('button', { name: 'Sending…' })).toBeDisabled();
      await expect.poll(() => insertsOf(requests, form).length).toBe(1);
      release();
      await expect(page.getByRole('heading', { name: form.successTitle })).toBeVisible();
      expect(insertsOf(requests, form)).toHaveLength(1);
    });
  });

  test.describe(`${form.path} with a backend that fails`, () => {
    test.use({ expectedConsoleErrors: [/status of (500|403)|net::ERR_FAILED/] });

    for (const [label, reply] of [
      ['answers 500', { status: 500, json: { code: 'XX000', message: 'internal error' } }],
      ['refuses the row (RLS)', { status: 403, json: { code: '42501', message: 'new row violates row-level security policy' } }],
      ['cannot be reached', undefined],
    ] as const) {
      test(`when the backend ${label}: a clear message, and everything typed stays, also after a reload`, async ({ page }) => {
        await stubSupabase(page, { [insertKey(form)]: () => reply });
        if (!reply) await page.route(`${SUPABASE_ORIGIN}/rest/v1/${form.table}*`, (route) => route.abort('failed'));
        await gotoReady(page, form.path);
        await form.fill(page);
        await formOf(page, form).getByRole('button', { name: form.submit }).click();
        const message = 'Your message could not be sent. What you typed is kept: please try again.';
        await expect(formOf(page, form).getByText(message)).toBeVisible();
        await expect(assertiveRegion(page)).toHaveText(message);
        for (const [field, value] of Object.entries(form.kept)) await expect(byLabel(page, field)).toHaveValue(value);
        await page.reload();
        for (const [field, value] of Object.entries(form.kept)) await expect(byLabel(page, field)).toHaveValue(value);
        await expect(formOf(page, form)).toContainText('What you typed earlier is back in the form.');
      });
    }
  });
}

test.describe('a backend that limits or never answers', () => {
  const contact: PageForm = (() => {
    const found = PAGE_FORMS.find((form) => form.table === 'contact_messages');
    if (!found) throw new Error('the contact form is missing from PAGE_FORMS');
    return found;
  })();
  const enForms = (key: string) => translation('en', 'forms', key);

  async function sendContact(page: Page) {
    await gotoReady(page, contact.path);
    await contact.fill(page);
    await formOf(page, contact).getByRole('button', { name: contact.submit }).click();
  }

  async function expectKeptWith(page: Page, message: string) {
    await expect(formOf(page, contact).getByText(message)).toBeVisible();
    await expect(assertiveRegion(page)).toHaveText(message);
    for (const [field, value] of Object.entries(contact.kept)) await expect(byLabel(page, field)).toHaveValue(value);
  }

  test.describe('the hourly limit per address (supabase/migrations)', () => {
    test.use({ expectedConsoleErrors: [/status of 400/] });
    test('says the limit was reached, and keeps everything typed', async ({ page }) => {
      await stubSupabase(page, { [insertKey(contact)]: () => ({ status: 400, json: { code: 'P0001', message: 'rate_limited', details: null, hint: null } }) });
      await sendContact(page);
      await expectKeptWith(page, enForms('rateLimited'));
    });
  });

  test('a backend that never answers: within the timeout the form says so, and keeps everything typed', async ({ page }) => {
    // lib/timed-fetch.ts gives every Supabase call 15 s: the form must not say 'Sending…' for good.
    test.setTimeout(60_000);
    await stubSupabase(page, { [insertKey(contact)]: () => new Promise<StubReply>(() => {}) });
    await sendContact(page);
    await expect(formOf(page, contact).getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(formOf(page, contact).getByText(enForms('sendTimeout'))).toBeVisible({ timeout: 20_000 });
    await expectKeptWith(page, enForms('sendTimeout'));
    await expect(formOf(page, contact).getByRole('button', { name: contact.submit })).toBeEnabled();
  });
});

test('/booking with a backend: optional fields left empty are sent as null, the number as a number', async ({ page }) => {
  const requests = await stubSupabase(page, { 'POST /rest/v1/bookings': () => ({ status: 201 }) });
  await gotoReady(page, '/booking');
  await byLabel(page, 'Full name').fill('Ada Jansen');
  await byLabel(page, 'Email address').fill('ada@zonnehuis.example');
  await byLabel(page, 'Facility name').fill('Zonnehuis');
  await byLabel(page, 'Type of facility').selectOption('Hospice');
  await byLabel(page, 'Preferred date').fill('2030-01-02');
  await page.getByRole('button', { name: 'Submit Booking Request' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  expect(requests[0]?.body).toEqual({
    concert_id: null,
    name: 'Ada Jansen',
    email: 'ada@zonnehuis.example',
    phone: null,
    facility_name: 'Zonnehuis',
    facility_address: null,
    facility_type: 'hospice',
    residents: null,
    preferred_date: '2030-01-02',
    preferred_time: null,
    music_preference: null,
    special_requirements: null,
    heard_about: null,
  });
});
