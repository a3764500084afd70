import type { Page } from '@playwright/test';
import { blockingViolations, VIEWPORTS } from './axe-scan';
import { expect, gotoReady, test } from './fixtures';
import { programmeText, translation } from './locale-files';
import {
  AMSTERDAM,
  announcer,
  en,
  enForms,
  expectValuesKept,
  field,
  fillReservation,
  gate,
  panelWithHeading,
  reserveForm,
  VALID,
} from './reserve-helpers';

/**
 * 'Reserve Spots' on a demo concert's page, on a deployment WITHOUT a backend: the reservation goes to the
 * team through the form-forwarding service (FormSubmit, a third party, stubbed here at the network edge),
 * the confirmation says the team confirms the spots, and the sample counts do not change.
 */
const FORWARD = 'https://formsubmit.co/**';
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' };

/** Answers the forwarding service (after `wait`, if given) and records what was posted to it. */
async function stubForwarding(page: Page, { status = 200, wait }: { status?: number; wait?: Promise<void> } = {}) {
  const posts: { url: string; body: Record<string, unknown> }[] = [];
  await page.route(FORWARD, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    posts.push({ url: request.url(), body: request.postDataJSON() as Record<string, unknown> });
    await wait;
    const json = status === 200 ? { success: 'true', message: 'The form was submitted successfully.' } : { success: 'false', message: 'Server error' };
    return route.fulfill({ status, headers: CORS, json });
  });
  return posts;
}

test('without a backend the reservation is forwarded with every field, and the team confirms it', async ({ page }) => {
  const posts = await stubForwarding(page);
  await gotoReady(page, '/concert/amsterdam-philharmonic');
  await expect(page.getByRole('heading', { level: 2, name: en('heading') })).toBeVisible();
  await expect(page.getByText(en('introForwarded'))).toBeVisible();
  const form = reserveForm(page);
  await expect(form.getByText(en('form.spotsHint_other', 13))).toBeVisible();
  await fillReservation(form);
  await form.getByRole('button', { name: en('form.submit') }).click();

  const done = panelWithHeading(page, en('forwarded.title'));
  await expect(done).toBeFocused();
  const thanks = en('forwarded.text_other', 3).replace('{{facility}}', VALID.facility);
  await expect(done).toContainText(thanks);
  await expect(done).toContainText(en('forwarded.note'));
  await expect(announcer(page)).toContainText(thanks);
  expect(posts).toHaveLength(1);
  expect(posts[0]?.url).toBe('https://formsubmit.co/ajax/info@tutti.example');
  expect(posts[0]?.body).toEqual({
    concert: AMSTERDAM,
    concert_id: 'amsterdam-philharmonic',
    concert_date: '2027-03-06 19:30',
    facility: VALID.facility,
    contact_name: VALID.name,
    contact_email: VALID.email,
    spots: '3',
    _subject: expect.stringMatching(/^New Tutti Reservation$/i),
    _captcha: 'false',
    _template: 'table',
  });
  // Honest: the team has not confirmed yet, so the sample count stays.
  await expect(page.getByText('87/100 registered')).toBeVisible();
  await expect(page.getByText('Only 13 spots left!')).toBeVisible();
  await expect(form).toHaveCount(0);

  // Another request starts from an empty form: the draft went with the success.
  await done.getByRole('button', { name: en('forwarded.again') }).click();
  await expect(field(form, en('form.facility'))).toBeFocused();
  await expect(field(form, en('form.facility'))).toHaveValue('');
});

test('each field says what is wrong, the first gets the focus, and nothing is sent', async ({ page }) => {
  const posts = await stubForwarding(page);
  await gotoReady(page, '/concert/amsterdam-philharmonic');
  const form = reserveForm(page);
  const submit = form.getByRole('button', { name: en('form.submit') });
  await submit.click();
  await expect(form.getByText(enForms('errors.required'))).toHaveCount(4);
  await expect(field(form, en('form.facility'))).toBeFocused();
  for (const label of ['form.facility', 'form.contactName', 'form.contactEmail', 'form.spots'])
    await expect(field(form, en(label))).toHaveAttribute('aria-invalid', 'true');
  await expect(field(form, en('form.spots'))).toHaveAccessibleDescription(`${enForms('errors.required')} ${en('form.spotsHint_other', 13)}`);
  await expect(announcer(page, 'assertive')).toContainText(enForms('errorCount_other').replace('{{count}}', '4'));

  await fillReservation(form, { email: 'ada@care', spots: '20' });
  await submit.click();
  await expect(form.getByText(enForms('errors.email'))).toBeVisible();
  await expect(field(form, en('form.contactEmail'))).toBeFocused();
  await expect(field(form, en('form.facility'))).not.toHaveAttribute('aria-invalid', 'true');

  // More than the 13 spots left.
  await field(form, en('form.contactEmail')).fill(VALID.email);
  await submit.click();
  await expect(field(form, en('form.spots'))).toBeFocused();
  await expect(form.getByText(en('errors.tooManySpots_other', 13))).toBeVisible();
  await expect(announcer(page, 'assertive')).toContainText(en('errors.tooManySpots_other', 13));

  for (const [spots, message] of [
    ['2.5', enForms('errors.number')],
    ['0', enForms('errors.range')],
  ] as const) {
    await field(form, en('form.spots')).fill(spots);
    await expect(form.getByText(en('errors.tooManySpots_other', 13))).toHaveCount(0);
    await submit.click();
    await expect(form.getByText(message)).toBeVisible();
  }
  expect(posts).toEqual([]);
});

test.describe('when the forwarding service fails', () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });

  test('the failure is said, and what was typed stays, even after a reload', async ({ page }) => {
    const posts = await stubForwarding(page, { status: 500 });
    await gotoReady(page, '/concert/classical-strings');
    const form = reserveForm(page, 'Classical Strings for a Quiet Afternoon');
    await fillReservation(form, { spots: '12' });
    await form.getByRole('button', { name: en('form.submit') }).click();
    const problem = form.getByText(en('errors.failed'));
    await expect(problem).toBeVisible();
    await expect(page.locator('[data-send-problem]')).toBeFocused();
    await expect(announcer(page, 'assertive')).toContainText(en('errors.failed'));
    expect(posts).toHaveLength(1);
    await expectValuesKept(form, { spots: '12' });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectValuesKept(form, { spots: '12' });
    await expect(form.getByText(enForms('draftRestored'))).toBeVisible();
  });
});

test('a filled honeypot gets the usual thanks, and nothing is sent', async ({ page }) => {
  const posts = await stubForwarding(page);
  await gotoReady(page, '/concert/jazz-quartet');
  const form = reserveForm(page, 'Jazz Quartet: Songs of the City');
  await fillReservation(form);
  await form.locator('input[name="website"]').fill('https://spam.example', { force: true });
  await form.getByRole('button', { name: en('form.submit') }).click();
  await expect(panelWithHeading(page, en('forwarded.title'))).toBeFocused();
  expect(posts).toEqual([]);
});

test('a double submit sends one request, with the button busy meanwhile', async ({ page }) => {
  const release = gate();
  const posts = await stubForwarding(page, { wait: release.wait });
  await gotoReady(page, '/concert/jazz-quartet');
  const form = reserveForm(page, 'Jazz Quartet: Songs of the City');
  await fillReservation(form);
  // Two submit events before React can re-render: only the lock in the handler can stop the second.
  await form.evaluate((element: HTMLFormElement) => {
    element.requestSubmit();
    element.requestSubmit();
  });
  const busy = form.getByRole('button', { name: enForms('sending') });
  await expect(busy).toBeDisabled();
  await busy.click({ force: true });
  await expect.poll(() => posts.length).toBe(1);
  release.open();
  await expect(panelWithHeading(page, en('forwarded.title'))).toBeVisible();
  expect(posts).toHaveLength(1);
});

test('in German the form and its messages are German', async ({ page }) => {
  const de = (key: string) => translation('de', 'reserve', key);
  await gotoReady(page, '/concert/jazz-quartet?lang=de');
  await expect(page.getByRole('heading', { level: 2, name: de('heading') })).toBeVisible();
  const form = page.getByRole('form', { name: de('form.label').replace('{{title}}', programmeText('de', 'concerts', 'jazz-quartet', 'title')) });
  await form.getByRole('textbox', { name: de('form.spots'), exact: true }).fill('80');
  await fillReservationDe(page, de);
  await form.getByRole('button', { name: de('form.submit') }).click();
  await expect(form.getByText(de('errors.tooManySpots_other').replace('{{count}}', '59'))).toBeVisible();
});

async function fillReservationDe(page: Page, de: (key: string) => string) {
  await page.getByRole('textbox', { name: de('form.facility'), exact: true }).fill(VALID.facility);
  await page.getByRole('textbox', { name: de('form.contactName'), exact: true }).fill(VALID.name);
  await page.getByRole('textbox', { name: de('form.contactEmail'), exact: true }).fill(VALID.email);
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`axe: the form with its errors on a ${device} (${scheme}) has no serious or critical violation`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      await gotoReady(page, '/concert/amsterdam-philharmonic');
      const form = reserveForm(page);
      await form.getByRole('button', { name: en('form.submit') }).click();
      await expect(form.getByText(enForms('errors.required'))).toHaveCount(4);
      expect(await blockingViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // Targets of at least 44 px for people without fine motor control.
      for (const control of await form.locator('input:not([name="website"]), button').all())
        expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    });
  }
}
