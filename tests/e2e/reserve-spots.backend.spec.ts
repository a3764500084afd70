import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { blockingViolations, VIEWPORTS } from './axe-scan';
import { accountSession, expireRequests, reserveHandlers, reserveStore, type ReserveStore } from './facility-reserve-stubs';
import { expect, gotoReady, test, wakeLowerParts } from './fixtures';
import { findLayoutProblems } from './layout-walk';
import { translation } from './locale-files';
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
import { startSignedIn, stubSupabase, TEST_ANON_KEY, type StubbedRequest, type StubReply } from './supabase-stub';

/**
 * 'Reserve Spots' with a backend: the live counts come from the `concerts` table; a visitor's spots are asked
 * for with the RPC `request_spots` (holding nothing), the address is proved with Supabase Auth's one-time code
 * (/auth/v1/otp, /auth/v1/verify) and the spots reserved with `confirm_spot_request` (issue 25). Supabase's HTTP
 * API is a third party here, stubbed at the network edge with the shapes PostgREST and the auth service answer
 * (a raised exception: status 400 and {code, message, details, hint}); facility-reserve-stubs.ts keeps the state.
 */
const CONCERTS = 'GET /rest/v1/concerts';
const REQUEST = 'POST /rest/v1/rpc/request_spots';
const CONFIRM = 'POST /rest/v1/rpc/confirm_spot_request';
const OTP = 'POST /auth/v1/otp';
const VERIFY = 'POST /auth/v1/verify';
/** The auth service took the address and mailed a code. */
const codeMailed = { [OTP]: () => ({ json: {} }) };
const REQUEST_ID = '3f2a1c4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

/** The code mailed last to `email`, once the step that asks for it shows (it is mailed before the step appears). */
async function mailedCode(page: Page, store: ReserveStore, email = VALID.email): Promise<string> {
  await expect(codeStep(page).getByRole('textbox', { name: en('code.field') })).toBeVisible();
  return store.codes[email] ?? '';
}

/** The step that asks for the code mailed to the address. */
const codeStep = (page: Page) => page.getByRole('form', { name: en('code.label') });

async function typeCode(page: Page, code: string) {
  const step = codeStep(page);
  await expect(step.getByRole('textbox', { name: en('code.field') })).toBeVisible();
  await step.getByRole('textbox', { name: en('code.field') }).fill(code);
  await step.getByRole('button', { name: en('code.submit') }).click();
}

/** The `concerts` rows the site reads: the sample counts unless `registered` says otherwise. */
function concertRows(registered: Partial<Record<string, number>> = {}) {
  const sample = { 'amsterdam-philharmonic': 87, 'classical-strings': 62, 'jazz-quartet': 41 };
  return Object.entries(sample).map(([id, count]) => ({ id, capacity: 100, registered: registered[id] ?? count }));
}

/** Each GET of the counts gets the next answer; the last one repeats. */
const countsInTurn = (...answers: Partial<Record<string, number>>[]) => {
  let call = 0;
  return (): StubReply => ({ json: concertRows(answers[Math.min(call++, answers.length - 1)]) });
};

const notEnoughSpots: StubReply = {
  status: 400,
  json: { code: 'P0001', message: 'not_enough_spots', details: '98 of 100 taken', hint: null },
};

const calls = (seen: StubbedRequest[], key: string) => seen.filter((request) => `${request.method} ${request.path}` === key);

async function reserveAtAmsterdam(page: Page, values: Partial<typeof VALID> = {}) {
  const form = reserveForm(page);
  await fillReservation(form, values);
  await form.getByRole('button', { name: en('form.submit') }).click();
  return form;
}

test('a visitor confirms the address by code: the count goes up only then, here and on the home page', async ({ page }) => {
  const store = reserveStore();
  // Not the sample's 87: the count shown is the one read.
  store.concerts['amsterdam-philharmonic']!.registered = 90;
  const seen = await stubSupabase(page, reserveHandlers(store));
  await gotoReady(page, '/concert/amsterdam-philharmonic');
  await expect(page.getByText('90/100 registered')).toBeVisible();
  const [read] = calls(seen, CONCERTS);
  expect(read?.search.get('select')).toBe('id,capacity,registered');
  expect(read?.search.get('id')).toBe('in.(amsterdam-philharmonic,classical-strings,jazz-quartet)');
  await expect(page.getByText(en('intro'))).toBeVisible();
  await expect(page.getByText(en('codeNote'))).toBeVisible();
  await expect(reserveForm(page).getByRole('textbox', { name: en('form.spots') })).toHaveAccessibleDescription(en('form.spotsHint_other', 10));

  await reserveAtAmsterdam(page);
  const step = codeStep(page);
  await expect(step.getByRole('textbox', { name: en('code.field') })).toBeFocused();
  await expect(step.getByRole('textbox', { name: en('code.field') })).toHaveAccessibleDescription(en('code.sent').replace('{{email}}', VALID.email));
  const [request, ...moreRequests] = calls(seen, REQUEST);
  expect(moreRequests).toEqual([]);
  expect(request?.body).toEqual({ concert: 'amsterdam-philharmonic', spots: 3, facility: VALID.facility, contact_name: VALID.name, contact_email: VALID.email });
  expect(request?.headers).toMatchObject({ apikey: TEST_ANON_KEY, authorization: `Bearer ${TEST_ANON_KEY}`, 'content-type': 'application/json' });
  expect(calls(seen, OTP).map((call) => call.body)).toEqual([expect.objectContaining({ email: VALID.email, create_user: true })]);
  // The request holds nothing: the count is unchanged until the code is typed.
  await expect(page.getByText('90/100 registered')).toBeVisible();
  expect(store.concerts['amsterdam-philharmonic']?.registered).toBe(90);
  expect(await blockingViolations(page, '#reserve-spots')).toEqual([]);

  await typeCode(page, await mailedCode(page, store));
  const done = panelWithHeading(page, en('reserved.title'));
  await expect(done).toBeFocused();
  const thanks = en('reserved.text_other', 3).replace('{{facility}}', VALID.facility);
  await expect(done).toContainText(thanks);
  await expect(announcer(page)).toContainText(thanks);
  expect(calls(seen, VERIFY).map((call) => call.body)).toEqual([expect.objectContaining({ email: VALID.email, token: store.codes[VALID.email], type: 'email' })]);
  const [confirm] = calls(seen, CONFIRM);
  expect(confirm?.body).toEqual({ request: store.requests[0]?.id });
  // The confirmation runs with the session the code made, for that address.
  expect(confirm?.headers.authorization).not.toBe(`Bearer ${TEST_ANON_KEY}`);
  await expect(page.getByText('93/100 registered')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Registrations' })).toHaveAttribute('aria-valuenow', '93');
  await expect(page.getByText('Only 7 spots left!')).toBeVisible();

  // 'Add to calendar': the concert on its own clock (Amsterdam) for a visitor.
  const [download] = await Promise.all([page.waitForEvent('download'), done.getByRole('button', { name: translation('en', 'facility', 'reservation.addToCalendar') }).click()]);
  expect(await readFile(await download.path(), 'utf8')).toMatch(/\r\nDTSTART;TZID=Europe\/Amsterdam:20270306T\d{6}\r\n/);

  // The site's own link home: the card shows the count the confirmation returned, from the shared cache.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home', exact: true }).click();
  const upcoming = page.getByRole('region', { name: 'Upcoming VR Concerts', exact: true });
  // The home page first (its code may still be on its way): the footer's part alone would pass for its lower parts.
  await expect(page.locator('#hero-heading')).toBeVisible();
  await wakeLowerParts(page);
  await upcoming.scrollIntoViewIfNeeded();
  const card = upcoming.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: AMSTERDAM }) });
  await expect(card.getByText('93/100 registered')).toBeVisible();
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '93');
  expect(calls(seen, CONCERTS)).toHaveLength(1);
});

test('an unconfirmed request holds nothing: the count read again is unchanged', async ({ page }) => {
  const store = reserveStore();
  // Not the sample's 87: the count shown is the one read.
  store.concerts['amsterdam-philharmonic']!.registered = 88;
  const seen = await stubSupabase(page, reserveHandlers(store));
  await gotoReady(page, '/concert/amsterdam-philharmonic');
  await expect(page.getByText('88/100 registered')).toBeVisible();
  await reserveAtAmsterdam(page, { spots: '12' });
  await expect(codeStep(page)).toBeVisible();
  expect(store.requests).toHaveLength(1);
  await page.reload();
  await expect.poll(() => calls(seen, CONCERTS).length).toBe(2);
  await expect(page.getByText('88/100 registered')).toBeVisible();
  expect(store.concerts['amsterdam-philharmonic']?.registered).toBe(88);
});

test('someone signed in with that very address (an earlier code) reserves without a new code', async ({ page }) => {
  const store = reserveStore();
  store.concerts['amsterdam-philharmonic']!.registered = 90;
  await startSignedIn(page, accountSession(VALID.email));
  const seen = await stubSupabase(page, reserveHandlers(store));
  await gotoReady(page, '/concert/amsterdam-philharmonic');
  await expect(page.getByText('90/100 registered')).toBeVisible();
  await reserveAtAmsterdam(page);
  await expect(panelWithHeading(page, en('reserved.title'))).toBeFocused();
  expect(calls(seen, OTP)).toEqual([]);
  expect(calls(seen, CONFIRM).map((call) => call.body)).toEqual([{ request: store.requests[0]?.id }]);
  await expect(page.getByText('93/100 registered')).toBeVisible();
});

test.describe('the code step', () => {
  test.use({ expectedConsoleErrors: [/status of (400|403)/] });

  test('a wrong code is said at the field; the right one then reserves', async ({ page }) => {
    const store = reserveStore();
    const seen = await stubSupabase(page, reserveHandlers(store));
    await gotoReady(page, '/concert/amsterdam-philharmonic');
    await reserveAtAmsterdam(page);
    await typeCode(page, '000000');
    const field = codeStep(page).getByRole('textbox', { name: en('code.field') });
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(announcer(page, 'assertive')).toContainText(en('code.problems.wrongCode'));
    expect(calls(seen, CONFIRM)).toEqual([]);
    await expect(page.getByText('87/100 registered')).toBeVisible();
    await typeCode(page, await mailedCode(page, store));
    await expect(panelWithHeading(page, en('reserved.title'))).toBeFocused();
    await expect(page.getByText('90/100 registered')).toBeVisible();
  });

  test('a code that is not digits is caught before anything is sent', async ({ page }) => {
    const seen = await stubSupabase(page, reserveHandlers(reserveStore()));
    await gotoReady(page, '/concert/amsterdam-philharmonic');
    await reserveAtAmsterdam(page);
    await typeCode(page, 'abc');
    await expect(codeStep(page).getByRole('textbox', { name: en('code.field') })).toHaveAccessibleDescription(new RegExp(en('code.format')));
    expect(calls(seen, VERIFY)).toEqual([]);
  });

  test("an expired request is refused with its message, and the form comes back with what was typed", async ({ page }) => {
    const store = reserveStore();
    const seen = await stubSupabase(page, reserveHandlers(store));
    await gotoReady(page, '/concert/amsterdam-philharmonic');
    const form = await reserveAtAmsterdam(page, { spots: '4' });
    expireRequests(store);
    await typeCode(page, await mailedCode(page, store));
    const problem = page.locator('[data-send-problem]');
    await expect(problem).toBeFocused();
    await expect(problem).toContainText(en('errors.requestExpired'));
    await expect(announcer(page, 'assertive')).toContainText(en('errors.requestExpired'));
    await expectValuesKept(form, { spots: '4' });
    await expect(page.getByText('87/100 registered')).toBeVisible();
    // Asking again is a new request; the code typed a moment ago signed the visitor in with that address,
    // which proves it: no second code.
    await form.getByRole('button', { name: en('form.submit') }).click();
    await expect(panelWithHeading(page, en('reserved.title'))).toBeFocused();
    expect(calls(seen, REQUEST)).toHaveLength(2);
    expect(calls(seen, OTP)).toHaveLength(1);
    await expect(page.getByText('91/100 registered')).toBeVisible();
  });

  test('another address: back to the form at the address, nothing typed lost', async ({ page }) => {
    await stubSupabase(page, reserveHandlers(reserveStore()));
    await gotoReady(page, '/concert/amsterdam-philharmonic');
    const form = await reserveAtAmsterdam(page, { email: 'ada@care.exampel' });
    await codeStep(page).getByRole('button', { name: en('code.changeAddress') }).click();
    await expect(field(form, en('form.contactEmail'))).toBeFocused();
    await expectValuesKept(form, { email: 'ada@care.exampel' });
  });

  test('a new code waits a minute after the last, then goes to the same address', async ({ page }) => {
    await page.clock.install();
    const store = reserveStore();
    const seen = await stubSupabase(page, reserveHandlers(store));
    await gotoReady(page, '/concert/amsterdam-philharmonic');
    await reserveAtAmsterdam(page);
    const resend = codeStep(page).getByRole('button', { name: en('code.resend') });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveAccessibleDescription(en('code.resendWait'));
    await page.clock.fastForward(60_000);
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect(announcer(page)).toContainText(en('code.resent').replace('{{email}}', VALID.email));
    expect(calls(seen, OTP).map((call) => (call.body as { email?: string }).email)).toEqual([VALID.email, VALID.email]);
    await expect(resend).toBeDisabled();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('the code step fits, at 200 % text too', async ({ page }) => {
    await stubSupabase(page, reserveHandlers(reserveStore()));
    await gotoReady(page, '/concert/amsterdam-philharmonic');
    await reserveAtAmsterdam(page);
    await expect(codeStep(page)).toBeVisible();
    expect(await findLayoutProblems(page, [100, 200], { scope: '#reserve-spots' })).toEqual([]);
    expect(await blockingViolations(page, '#reserve-spots')).toEqual([]);
  });
});

test.describe('when the backend refuses or fails', () => {
  test.use({ expectedConsoleErrors: [/status of (400|500)|net::ERR_/] });

  test('not enough spots: the count is read again and the message says how many remain', async ({ page }) => {
    const seen = await stubSupabase(page, { [CONCERTS]: countsInTurn({}, { 'amsterdam-philharmonic': 98 }), [REQUEST]: () => notEnoughSpots });
    await gotoReady(page, '/concert/amsterdam-philharmonic');
    await expect(page.getByText('87/100 registered')).toBeVisible();
    const form = await reserveAtAmsterdam(page, { spots: '5' });
    const spots = field(form, en('form.spots'));
    await expect(spots).toBeFocused();
    await expect(spots).toHaveAttribute('aria-invalid', 'true');
    await expect(spots).toHaveAccessibleDescription(`${en('errors.notEnoughSpots_other', 2)} ${en('form.spotsHint_other', 2)}`);
    await expect(announcer(page, 'assertive')).toContainText(en('errors.notEnoughSpots_other', 2));
    await expect(page.getByText('98/100 registered')).toBeVisible();
    await expect(page.getByText('Only 2 spots left!')).toBeVisible();
    await expectValuesKept(form, { spots: '5' });
    expect(calls(seen, REQUEST)).toHaveLength(1);
    expect(calls(seen, CONCERTS)).toHaveLength(2);
  });

  test('the last spots went meanwhile: the form gives way to a clear fully-booked message', async ({ page }) => {
    await stubSupabase(page, { [CONCERTS]: countsInTurn({}, { 'amsterdam-philharmonic': 100 }), [REQUEST]: () => notEnoughSpots });
    await gotoReady(page, '/concert/amsterdam-philharmonic');
    await reserveAtAmsterdam(page);
    const full = panelWithHeading(page, en('full.title'));
    await expect(full).toBeFocused();
    await expect(full).toContainText(en('errors.soldOut'));
    await expect(reserveForm(page)).toHaveCount(0);
    await expect(page.getByText('100/100 registered')).toBeVisible();
  });

  test('an unknown concert: nothing reserved, a way to contact the team, nothing typed lost', async ({ page }) => {
    await stubSupabase(page, {
      [CONCERTS]: countsInTurn({}),
      [REQUEST]: () => ({ status: 400, json: { code: 'P0002', message: 'unknown_concert', details: null, hint: null } }),
    });
    await gotoReady(page, '/concert/amsterdam-philharmonic');
    const form = await reserveAtAmsterdam(page);
    const problem = page.locator('[data-send-problem]');
    await expect(problem).toBeFocused();
    await expect(problem).toContainText(en('errors.unknownConcert'));
    await expect(problem.getByRole('link', { name: en('errors.contact') })).toHaveAttribute('href', '/contact');
    await expectValuesKept(form);
    await expect(page.getByText('87/100 registered')).toBeVisible();
  });

  test('a server error: the failure is said, and what was typed survives a reload', async ({ page }) => {
    await stubSupabase(page, { [CONCERTS]: countsInTurn({}), [REQUEST]: () => ({ status: 500, json: { message: 'Internal Server Error' } }) });
    await gotoReady(page, '/concert/amsterdam-philharmonic');
    const form = await reserveAtAmsterdam(page, { spots: '4' });
    await expect(page.locator('[data-send-problem]')).toContainText(en('errors.failed'));
    await expect(announcer(page, 'assertive')).toContainText(en('errors.failed'));
    await expectValuesKept(form, { spots: '4' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectValuesKept(form, { spots: '4' });
  });

  test('a backend that never answers: within the timeout the failure is said, nothing typed is lost', async ({ page }) => {
    // lib/timed-fetch.ts gives every Supabase call 15 s; before it, the form said 'Sending…' for good.
    test.setTimeout(60_000);
    const never = gate();
    await stubSupabase(page, {
      [CONCERTS]: countsInTurn({}),
      [REQUEST]: async () => {
        await never.wait;
        return undefined;
      },
    });
    await gotoReady(page, '/concert/amsterdam-philharmonic');
    const form = await reserveAtAmsterdam(page, { spots: '4' });
    await expect(form.getByRole('button', { name: enForms('sending') })).toBeDisabled();
    const problem = page.locator('[data-send-problem]');
    await expect(problem).toContainText(en('errors.timeout'), { timeout: 20_000 });
    await expect(problem).toBeFocused();
    await expect(announcer(page, 'assertive')).toContainText(en('errors.timeout'));
    await expect(form.getByRole('button', { name: en('form.submit') })).toBeEnabled();
    await expectValuesKept(form, { spots: '4' });
  });

  test.describe('refusals of request_spots (reserve_spots\' checks, supabase/migrations)', () => {
    const refusal = (message: string, details: string | null = null): StubReply => ({
      status: 400,
      json: { code: 'P0001', message, details, hint: null },
    });

    test('the address has reached its cap: the spots field says how many it may still reserve', async ({ page }) => {
      await stubSupabase(page, { [CONCERTS]: countsInTurn({}), [REQUEST]: () => refusal('address_limit', '2') });
      await gotoReady(page, '/concert/amsterdam-philharmonic');
      const form = await reserveAtAmsterdam(page, { spots: '5' });
      const spots = field(form, en('form.spots'));
      await expect(spots).toBeFocused();
      await expect(spots).toHaveAttribute('aria-invalid', 'true');
      await expect(announcer(page, 'assertive')).toContainText(en('errors.addressLimit_other', 2));
      await expectValuesKept(form, { spots: '5' });
    });

    test('the address has nothing left to reserve: the field says so', async ({ page }) => {
      await stubSupabase(page, { [CONCERTS]: countsInTurn({}), [REQUEST]: () => refusal('address_limit', '0') });
      await gotoReady(page, '/concert/amsterdam-philharmonic');
      await reserveAtAmsterdam(page);
      await expect(announcer(page, 'assertive')).toContainText(en('errors.addressLimitReached'));
    });

    for (const [message, key] of [
      ['concert_started', 'errors.concertStarted'],
      ['rate_limited', 'errors.rateLimited'],
    ] as const) {
      test(`${message}: a clear message, a way to contact the team, nothing typed lost`, async ({ page }) => {
        await stubSupabase(page, { [CONCERTS]: countsInTurn({}), [REQUEST]: () => refusal(message) });
        await gotoReady(page, '/concert/amsterdam-philharmonic');
        const form = await reserveAtAmsterdam(page);
        const problem = page.locator('[data-send-problem]');
        await expect(problem).toBeFocused();
        await expect(problem).toContainText(en(key));
        await expect(problem.getByRole('link', { name: en('errors.contact') })).toHaveAttribute('href', '/contact');
        await expectValuesKept(form);
      });
    }
  });

  test('a lost connection: the failure is said, nothing typed is lost, and sending again works', async ({ page }) => {
    let online = false;
    const seen = await stubSupabase(page, { [CONCERTS]: countsInTurn({}), [REQUEST]: () => ({ json: REQUEST_ID }), ...codeMailed });
    await page.route('https://db.tutti.test/rest/v1/rpc/request_spots', (route) => (online ? route.fallback() : route.abort('internetdisconnected')));
    await gotoReady(page, '/concert/amsterdam-philharmonic');
    const form = await reserveAtAmsterdam(page, { spots: '4' });
    await expect(page.locator('[data-send-problem]')).toContainText(en('errors.failed'));
    await expectValuesKept(form, { spots: '4' });
    expect(calls(seen, REQUEST)).toEqual([]);

    online = true;
    await form.getByRole('button', { name: en('form.submit') }).click();
    await expect(codeStep(page).getByRole('textbox', { name: en('code.field') })).toBeFocused();
    expect(calls(seen, REQUEST)).toHaveLength(1);
  });
});

test('a fully booked concert shows no form but says so, with where to go instead', async ({ page }) => {
  await stubSupabase(page, { [CONCERTS]: countsInTurn({ 'jazz-quartet': 100 }) });
  await gotoReady(page, '/concert/jazz-quartet');
  await expect(page.getByText('100/100 registered')).toBeVisible();
  await expect(page.getByRole('heading', { name: en('full.title') })).toBeVisible();
  await expect(page.getByText(en('full.text'))).toBeVisible();
  await expect(page.getByRole('link', { name: en('full.otherConcerts') })).toHaveAttribute('href', '/concerts');
  await expect(page.getByRole('link', { name: en('full.waitlist') })).toHaveAttribute('href', '/waitlist');
  await expect(page.locator('main form')).toHaveCount(0);
});

test('a filled honeypot gets the usual thanks, and the backend hears nothing', async ({ page }) => {
  const seen = await stubSupabase(page, { [CONCERTS]: countsInTurn({}), [REQUEST]: () => ({ json: 90 }) });
  await gotoReady(page, '/concert/amsterdam-philharmonic');
  const form = reserveForm(page);
  await fillReservation(form);
  await form.locator('input[name="website"]').fill('https://spam.example', { force: true });
  await form.getByRole('button', { name: en('form.submit') }).click();
  await expect(panelWithHeading(page, en('reserved.title'))).toBeFocused();
  expect(calls(seen, REQUEST)).toEqual([]);
  await expect(page.getByText('87/100 registered')).toBeVisible();
});

test('a double submit calls request_spots once, and mails one code', async ({ page }) => {
  const release = gate();
  const seen = await stubSupabase(page, {
    [CONCERTS]: countsInTurn({}),
    [REQUEST]: async () => {
      await release.wait;
      return { json: REQUEST_ID };
    },
    ...codeMailed,
  });
  await gotoReady(page, '/concert/amsterdam-philharmonic');
  const form = reserveForm(page);
  await fillReservation(form);
  await form.evaluate((element: HTMLFormElement) => {
    element.requestSubmit();
    element.requestSubmit();
  });
  await expect(form.getByRole('button', { name: enForms('sending') })).toBeDisabled();
  await expect.poll(() => calls(seen, REQUEST).length).toBe(1);
  release.open();
  await expect(codeStep(page)).toBeVisible();
  expect(calls(seen, REQUEST)).toHaveLength(1);
  expect(calls(seen, OTP)).toHaveLength(1);
});

test('the home page reads the live counts only when Upcoming VR Concerts nears the viewport', async ({ page }) => {
  const seen = await stubSupabase(page, { [CONCERTS]: countsInTurn({ 'jazz-quartet': 45 }) });
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  /** Fingerprints of supabase-js and TanStack Query in their minified code (as bench/bundle.mjs looks for them). */
  const loadedLibraries = async () => {
    const code = (await Promise.all(scripts)).join('\n');
    return { supabase: /GoTrueClient|PostgrestClient/.test(code), query: /Missing queryFn/.test(code) };
  };
  await gotoReady(page, '/');
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
  expect(await loadedLibraries()).toEqual({ supabase: false, query: false });
  const upcoming = page.getByRole('region', { name: 'Upcoming VR Concerts', exact: true });
  const jazz = upcoming.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Jazz Quartet: Songs of the City' }) });
  await expect(jazz.getByText('41/100 registered')).toBeAttached();

  await wakeLowerParts(page);
  await upcoming.scrollIntoViewIfNeeded();
  await expect(jazz.getByText('45/100 registered')).toBeVisible();
  await expect(jazz.getByText('55 spots available')).toBeVisible();
  expect(calls(seen, CONCERTS)).toHaveLength(1);
  expect(seen).toHaveLength(1);
  expect(await loadedLibraries()).toEqual({ supabase: true, query: true });
});

test.describe('when the counts cannot be read', () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });

  test('the home cards keep the sample counts', async ({ page }) => {
    const seen = await stubSupabase(page, { [CONCERTS]: () => ({ status: 500, json: { message: 'down' } }) });
    await gotoReady(page, '/');
    const upcoming = page.getByRole('region', { name: 'Upcoming VR Concerts', exact: true });
    await wakeLowerParts(page);
  await upcoming.scrollIntoViewIfNeeded();
    await expect.poll(() => calls(seen, CONCERTS).length).toBeGreaterThan(0);
    await expect(upcoming.getByText('87/100 registered')).toBeVisible();
    await expect(upcoming.getByText('Only 13 spots left!')).toBeVisible();
  });
});
