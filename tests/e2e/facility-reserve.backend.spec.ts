import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { blockingViolations, VIEWPORTS } from './axe-scan';
import { accountSession, reserveHandlers, reserveStore, type ReserveStore, type StubFacility } from './facility-reserve-stubs';
import { expect, gotoReady, test } from './fixtures';
import { findLayoutProblems } from './layout-walk';
import { translation } from './locale-files';
import { announcer, reserveForm } from './reserve-helpers';
import { startSignedIn, stubSupabase, type StubbedRequest } from './supabase-stub';

/**
 * Reserving as a facility on the concert page (issue 25, point 3), against the database's API stubbed at the
 * network edge with reserve_for_facility, change_facility_reservation and cancel_facility_reservation kept in one
 * store (facility-reserve-stubs.ts): the counts the page shows are the store's. The facility's clock (Toronto)
 * differs from the concert's (Amsterdam), so the calendar file shows whose it is.
 */
const en = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)), translation('en', 'facility', `reservation.${key}`));

const PAGE = '/concert/amsterdam-philharmonic';
const STAFF = accountSession('joke@delinde.example');

function deLinde(status: StubFacility['status'] = 'verified'): StubFacility {
  return { id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', name: 'De Linde', status, time_zone: 'America/Toronto', members: { [STAFF.user.id]: 'staff' } };
}

async function openAsStaff(page: Page, store: ReserveStore) {
  await startSignedIn(page, STAFF);
  const seen = await stubSupabase(page, reserveHandlers(store));
  await gotoReady(page, PAGE);
  return seen;
}

const facilityForm = (page: Page) => page.getByRole('form', { name: en('formLabel', { facility: 'De Linde' }) });
const rpc = (seen: StubbedRequest[], name: string) => seen.filter((request) => request.path === `/rest/v1/rpc/${name}`).map((request) => request.body);

test('staff of a verified facility reserve in one step, change and cancel, and the .ics is on the facility’s clock', async ({ page }) => {
  const store = reserveStore([deLinde()]);
  const seen = await openAsStaff(page, store);
  const form = facilityForm(page);
  await expect(form).toBeVisible();
  // The visitor's form gives way: staff reserve for their facility, not by address.
  await expect(reserveForm(page)).toHaveCount(0);
  await expect(page.getByText(en('intro', { facility: 'De Linde' }))).toBeVisible();
  expect(await blockingViolations(page, '#reserve-spots')).toEqual([]);

  await form.getByRole('textbox', { name: en('spots') }).fill('4');
  await form.getByRole('textbox', { name: en('note') }).fill('Ward B, ask for Joke');
  await form.getByRole('button', { name: en('submit', { facility: 'De Linde' }) }).click();
  const summary = page.locator('#reserve-spots div[tabindex="-1"]').filter({ has: page.getByRole('heading', { name: en('reserved') }) });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(en('yoursText_other', { count: 4, facility: 'De Linde' }));
  await expect(summary).toContainText('Ward B, ask for Joke');
  await expect(announcer(page)).toContainText(en('reserved'));
  await expect(page.getByText('91/100 registered')).toBeVisible();
  expect(rpc(seen, 'reserve_for_facility')).toEqual([{ concert: 'amsterdam-philharmonic', facility: deLinde().id, spots: 4, note: 'Ward B, ask for Joke' }]);

  const [download] = await Promise.all([page.waitForEvent('download'), summary.getByRole('button', { name: en('addToCalendar') }).click()]);
  expect(download.suggestedFilename()).toBe('amsterdam-philharmonic-spring-serenade.ics');
  const ics = await readFile(await download.path(), 'utf8');
  // 2027-03-06 19:30 in Amsterdam is 13:30 in Toronto.
  expect(ics).toMatch(/\r\nDTSTART;TZID=America\/Toronto:20270306T133000\r\n/);
  expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Toronto');

  await summary.getByRole('button', { name: en('change') }).click();
  const change = page.getByRole('form', { name: en('changeLabel', { facility: 'De Linde' }) });
  await expect(change.getByRole('textbox', { name: en('spots') })).toBeFocused();
  await expect(change.getByRole('textbox', { name: en('spots') })).toHaveValue('4');
  await expect(change.getByRole('textbox', { name: en('note') })).toHaveValue('Ward B, ask for Joke');
  // 'Keep it as it was' changes nothing and goes back to the reservation.
  await change.getByRole('button', { name: en('keep') }).click();
  await expect(summary).toBeFocused();
  await summary.getByRole('button', { name: en('change') }).click();
  await change.getByRole('textbox', { name: en('spots') }).fill('6');
  await change.getByRole('textbox', { name: en('note') }).fill('');
  await change.getByRole('button', { name: en('save') }).click();
  await expect(page.getByRole('heading', { name: en('changed') })).toBeVisible();
  await expect(page.getByText(en('yoursText_other', { count: 6, facility: 'De Linde' }))).toBeVisible();
  await expect(page.getByText('93/100 registered')).toBeVisible();
  const [reservation] = store.reservations;
  expect(rpc(seen, 'change_facility_reservation')).toEqual([{ reservation: reservation?.id, spots: 6, note: '' }]);

  await page.getByRole('button', { name: en('cancel') }).click();
  const question = page.getByRole('group', { name: en('cancelQuestion_other', { count: 6, facility: 'De Linde' }) });
  await expect(question).toBeFocused();
  // 'No' keeps it: nothing is sent.
  await question.getByRole('button', { name: en('cancelNo') }).click();
  expect(rpc(seen, 'cancel_facility_reservation')).toEqual([]);
  await page.getByRole('button', { name: en('cancel') }).click();
  await page.getByRole('button', { name: en('cancelYes') }).click();
  const cancelled = page.locator('[data-facility-news]');
  await expect(cancelled).toBeFocused();
  await expect(cancelled).toHaveText(en('cancelled'));
  await expect(announcer(page)).toContainText(en('cancelled'));
  await expect(page.getByText('87/100 registered')).toBeVisible();
  expect(rpc(seen, 'cancel_facility_reservation')).toEqual([{ reservation: reservation?.id }]);
  // Reserving again afterwards is a new reservation.
  await expect(facilityForm(page)).toBeVisible();
  expect(await blockingViolations(page, '#reserve-spots')).toEqual([]);
});

test('a reservation made earlier shows on the next visit, with change, cancel and the calendar', async ({ page }) => {
  const store = reserveStore([deLinde()]);
  store.reservations.push({ id: 'b2c3d4e5-f607-4819-a2b3-c4d5e6f70819', concert_id: 'amsterdam-philharmonic', facility_id: deLinde().id, spots: 3, note: null, cancelled_at: null });
  await openAsStaff(page, store);
  await expect(page.getByRole('heading', { name: en('yours') })).toBeVisible();
  await expect(page.getByText(en('yoursText_other', { count: 3, facility: 'De Linde' }))).toBeVisible();
  await expect(page.getByRole('button', { name: en('addToCalendar') })).toBeVisible();
});

test.describe('refusals', () => {
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test("the concert's cap per facility: said at the spots field, and nothing typed is lost", async ({ page }) => {
    const store = reserveStore([deLinde()]);
    await openAsStaff(page, store);
    const form = facilityForm(page);
    await form.getByRole('textbox', { name: en('spots') }).fill('12');
    await form.getByRole('textbox', { name: en('note') }).fill('Two wards');
    store.concerts['amsterdam-philharmonic']!.max_spots_per_address = 10;
    await form.getByRole('button', { name: en('submit', { facility: 'De Linde' }) }).click();
    const spots = form.getByRole('textbox', { name: en('spots') });
    await expect(spots).toBeFocused();
    await expect(spots).toHaveAttribute('aria-invalid', 'true');
    await expect(announcer(page, 'assertive')).toContainText(en('errors.facilityLimit_other', { count: 10 }));
    await expect(spots).toHaveValue('12');
    await expect(form.getByRole('textbox', { name: en('note') })).toHaveValue('Two wards');
    await expect(page.getByText('87/100 registered')).toBeVisible();
  });

  test('a facility suspended meanwhile: the refusal says so, and what was typed stays', async ({ page }) => {
    const store = reserveStore([deLinde()]);
    await openAsStaff(page, store);
    const form = facilityForm(page);
    await form.getByRole('textbox', { name: en('spots') }).fill('2');
    store.facilities[0]!.status = 'suspended';
    await form.getByRole('button', { name: en('submit', { facility: 'De Linde' }) }).click();
    const problem = form.locator('[data-facility-problem]');
    await expect(problem).toBeFocused();
    await expect(problem).toHaveText(en('suspended', { facility: 'De Linde' }));
    await expect(form.getByRole('textbox', { name: en('spots') })).toHaveValue('2');
  });
});

for (const status of ['pending', 'suspended'] as const) {
  test(`staff of a ${status} facility are told where it stands and cannot reserve`, async ({ page }) => {
    const seen = await openAsStaff(page, reserveStore([deLinde(status)]));
    await expect(page.getByRole('heading', { name: en(`${status}Title`) })).toBeVisible();
    await expect(page.getByText(en(status, { facility: 'De Linde' }))).toBeVisible();
    await expect(facilityForm(page)).toHaveCount(0);
    await expect(reserveForm(page)).toHaveCount(0);
    expect(rpc(seen, 'reserve_for_facility')).toEqual([]);
    expect(await blockingViolations(page, '#reserve-spots')).toEqual([]);
  });
}

test('staff signed in on an earlier visit wait for their facility, and never see the visitor’s form meanwhile', async ({ page }) => {
  const store = reserveStore([deLinde()]);
  await startSignedIn(page, STAFF);
  const handlers = reserveHandlers(store);
  const answer = handlers['POST /rest/v1/rpc/my_facilities']!;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await stubSupabase(page, { ...handlers, 'POST /rest/v1/rpc/my_facilities': async (request) => (await held, answer(request)) });
  // The prerendered page, as first painted before the app is live: its visitor's part kept unseen.
  await page.addInitScript(() => {
    // The first frame after parsing: rendering waits for the page's stylesheet, as the first paint does.
    document.addEventListener('DOMContentLoaded', () =>
      requestAnimationFrame(() => {
        const part = document.querySelector('[data-visitor-part]');
        const early = { found: part !== null, appReady: document.documentElement.hasAttribute('data-app-ready'), visibility: part ? getComputedStyle(part).visibility : '' };
        (window as unknown as { __early: typeof early }).__early = early;
      }),
    );
  });
  await gotoReady(page, PAGE);
  await expect(page.getByRole('status').filter({ hasText: translation('en', 'reserve', 'checkingFacility') })).toBeVisible();
  await expect(reserveForm(page)).toHaveCount(0);
  release();
  await expect(facilityForm(page)).toBeVisible();
  await expect(page.getByText(translation('en', 'reserve', 'checkingFacility'))).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __early: unknown }).__early)).toEqual({ found: true, appReady: false, visibility: 'hidden' });
});

test('agency staff choose which of their facilities reserves, on the concert page', async ({ page }) => {
  const other: StubFacility = { id: '8e2f3a4b-5c6d-4e7f-8091-a2b3c4d5e6f7', name: 'Het Anker', status: 'verified', time_zone: 'Europe/Amsterdam', members: { [STAFF.user.id]: 'staff' } };
  const store = reserveStore([deLinde(), other]);
  await openAsStaff(page, store);
  const switcher = page.getByRole('combobox', { name: translation('en', 'facility', 'reservation.switcher') });
  await expect(switcher).toHaveValue(deLinde().id);
  await expect(facilityForm(page)).toBeVisible();
  await switcher.selectOption({ label: 'Het Anker' });
  await expect(page.getByRole('form', { name: en('formLabel', { facility: 'Het Anker' }) })).toBeVisible();
  await expect(facilityForm(page)).toHaveCount(0);
});

test('someone signed in who belongs to no facility gets the visitor’s form', async ({ page }) => {
  await openAsStaff(page, reserveStore([]));
  await expect(reserveForm(page)).toBeVisible();
  await expect(facilityForm(page)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('the facility form and the reservation fit, at 200 % text too', async ({ page }) => {
    const store = reserveStore([deLinde()]);
    await openAsStaff(page, store);
    await facilityForm(page).scrollIntoViewIfNeeded();
    expect(await findLayoutProblems(page, [100, 200], { scope: '#reserve-spots' })).toEqual([]);
    await facilityForm(page).getByRole('textbox', { name: en('spots') }).fill('4');
    await facilityForm(page).getByRole('button', { name: en('submit', { facility: 'De Linde' }) }).click();
    await expect(page.getByRole('heading', { name: en('reserved') })).toBeVisible();
    expect(await findLayoutProblems(page, [100, 200], { scope: '#reserve-spots' })).toEqual([]);
    expect(await blockingViolations(page, '#reserve-spots')).toEqual([]);
  });
});
