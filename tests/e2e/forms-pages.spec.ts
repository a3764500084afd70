import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import {
  FORWARD_AJAX_URL,
  acceptJson,
  byLabel,
  assertiveRegion,
  heldReply,
  networkFailure,
  politeRegion,
  serverError,
  stubForwarding,
  type ForwardReply,
} from './forms-support';
import { PAGE_FORMS, type PageForm } from './forms-page-forms';

/**
 * /contact, /waitlist and /booking on a deployment without a backend: each form goes to the
 * form-forwarding service's JSON endpoint (FormSubmit, stubbed at https://formsubmit.co) and its answer is
 * read. Validation errors per field, success, failure with nothing lost, the honeypot, one send at a time.
 */
const formOf = (page: Page, form: PageForm) => page.getByRole('form', { name: form.formName });

async function expectKept(page: Page, form: PageForm) {
  for (const [label, value] of Object.entries(form.kept)) await expect(byLabel(page, label)).toHaveValue(value);
}

for (const form of PAGE_FORMS) {
  test.describe(`${form.path} without a backend`, () => {
    test('an empty send names every required field, focuses the first, announces the count, sends nothing', async ({ page }) => {
      const posts = await stubForwarding(page);
      await gotoReady(page, form.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.heading);
      await formOf(page, form).getByRole('button', { name: form.submit }).click();
      for (const [label, message] of form.required) {
        const field = byLabel(page, label);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.?]/g, '\\$&')}`));
      }
      await expect(byLabel(page, form.required[0]?.[0] ?? '')).toBeFocused();
      const count = form.required.length;
      await expect(assertiveRegion(page)).toHaveText(`The form has ${count} errors. Please check the highlighted fields.`);
      expect(posts).toEqual([]);
    });

    test('an invalid email is named at the field', async ({ page }) => {
      const posts = await stubForwarding(page);
      await gotoReady(page, form.path);
      await form.fill(page);
      await byLabel(page, 'Email address').fill('ada at zonnehuis');
      await formOf(page, form).getByRole('button', { name: form.submit }).click();
      const email = byLabel(page, 'Email address');
      await expect(email).toBeFocused();
      await expect(email).toHaveAccessibleDescription('Please enter a valid email address, for example name@example.com.');
      await expect(assertiveRegion(page)).toHaveText('The form has 1 error. Please check the highlighted field.');
      expect(posts).toEqual([]);
    });

    test('success: posts exactly the fields as JSON to the service, thanks (focused, announced), forgets the draft', async ({ page }) => {
      const posts = await stubForwarding(page, acceptJson);
      await gotoReady(page, form.path);
      await form.fill(page);
      await formOf(page, form).getByRole('button', { name: form.submit }).click();
      await expect(page.getByRole('heading', { name: form.successTitle })).toBeVisible();
      await expect(page.getByRole('main').getByText(form.successText, { exact: true })).toBeVisible();
      await expect(page.locator(':focus')).toContainText(form.successTitle);
      await expect(politeRegion(page)).toHaveText(`${form.successTitle} ${form.successText}`);
      expect(posts).toHaveLength(1);
      expect(posts[0]).toMatchObject({ url: FORWARD_AJAX_URL, method: 'POST', resourceType: 'fetch' });
      expect(posts[0]?.contentType).toContain('application/json');
      expect(posts[0]?.fields).toEqual({ ...form.forwarded, _subject: form.subject, _captcha: 'false', _template: 'table' });
      await page.reload();
      await expect(byLabel(page, form.required[0]?.[0] ?? '')).toHaveValue('');
    });

    test('honeypot filled: thanks, and nothing is sent', async ({ page }) => {
      const posts = await stubForwarding(page, acceptJson);
      await gotoReady(page, form.path);
      await form.fill(page);
      await formOf(page, form).locator('input[name="website"]').fill('http://spam.example', { force: true });
      await formOf(page, form).getByRole('button', { name: form.submit }).click();
      await expect(page.getByRole('heading', { name: form.successTitle })).toBeVisible();
      expect(posts).toEqual([]);
    });

    for (const [label, twice] of [
      ['a double click', (page: Page) => formOf(page, form).getByRole('button', { name: form.submit }).dblclick()],
      ['Enter twice', async (page: Page) => {
        const field = byLabel(page, form.enterField);
        await field.press('Enter');
        await field.press('Enter');
      }],
    ] as const) {
      test(`${label} while the send is in flight sends once`, async ({ page }) => {
        const held = heldReply(acceptJson);
        const posts = await stubForwarding(page, held.reply);
        await gotoReady(page, form.path);
        await form.fill(page);
        await twice(page);
        await expect(formOf(page, form).getByRole('button', { name: 'Sending…' })).toBeDisabled();
        await expect.poll(() => posts.length).toBe(1);
        held.release();
        await expect(page.getByRole('heading', { name: form.successTitle })).toBeVisible();
        expect(posts).toHaveLength(1);
      });
    }
  });

  test.describe(`${form.path} without a backend, the service fails`, () => {
    test.use({ expectedConsoleErrors: [/status of 500|net::ERR_FAILED/] });
    const refuses: ForwardReply = (_request, route) =>
      route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*' }, contentType: 'application/json', body: '{"success":"false","message":"Form should POST"}' });

    for (const [label, reply] of [
      ['answers 500', serverError],
      ['cannot be reached', networkFailure],
      ['refuses the form', refuses],
    ] as const) {
      test(`when the service ${label}: a clear message, announced, and everything typed stays, also after a reload`, async ({ page }) => {
        const posts = await stubForwarding(page, reply);
        await gotoReady(page, form.path);
        await form.fill(page);
        await formOf(page, form).getByRole('button', { name: form.submit }).click();
        const message = 'Your message could not be sent. What you typed is kept: please try again.';
        await expect(formOf(page, form).getByText(message)).toBeVisible();
        await expect(assertiveRegion(page)).toHaveText(message);
        expect(posts).toHaveLength(1);
        await expectKept(page, form);
        await expect(formOf(page, form).getByRole('button', { name: form.submit })).toBeEnabled();
        await page.reload();
        await expectKept(page, form);
        await expect(formOf(page, form)).toContainText('What you typed earlier is back in the form.');
      });
    }
  });
}

test('/booking is in three labelled parts with the SPEC fields', async ({ page }) => {
  await gotoReady(page, '/booking');
  const parts = {
    'Personal information': ['Full name', 'Email address', 'Phone number'],
    'Facility information': ['Facility name', 'Address', 'Type of facility', 'Number of residents'],
    'Concert preferences': ['Preferred date', 'Preferred time', 'Music preference', 'Special requirements', 'How did you hear about us?'],
  };
  await expect(page.getByRole('group')).toHaveCount(3);
  for (const [legend, labels] of Object.entries(parts)) {
    const group = page.getByRole('group', { name: legend });
    for (const label of labels) await expect(byLabel(group, label)).toBeVisible();
  }
  await expect(byLabel(page, 'Type of facility').locator('option')).toHaveText([
    'Choose…',
    'Hospital',
    'Care home',
    'Rehabilitation centre',
    'Hospice',
    'Day care centre',
    'Other',
  ]);
  await expect(page.getByRole('button', { name: 'Submit Booking Request' })).toBeVisible();
});
