import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { blockingViolations } from './axe-scan';
import { addFacility, addReservation, facilityPageHandlers, pageStore, personWithSession, type StoredConcert } from './facility-page-stubs';
import { expect, gotoReady, test } from './fixtures';
import { findLayoutProblems } from './layout-walk';
import { startSignedIn, stubSupabase } from './supabase-stub';

/**
 * The facility's page (issue 25, points 5 and 6): its coming and past concerts in the facility's time zone with a
 * calendar file each, its details, and the manager's export and deletion. Supabase is stubbed at the network edge
 * with a store that keeps state as the database would (facility-page-stubs.ts).
 */
const WINTER: StoredConcert = {
  id: 'winter-strings',
  title: 'Winter strings',
  texts: { en: { title: 'Winter strings' }, nl: { title: 'Winterse strijkers' } },
  starts_at: '2027-01-15T18:30:00Z',
  ends_at: '2027-01-15T20:00:00Z',
  status: 'scheduled',
};
const AUTUMN: StoredConcert = { id: 'autumn-songs', title: 'Autumn songs', texts: {}, starts_at: '2026-10-01T17:00:00Z', ends_at: null, status: 'scheduled' };

/** A manager of De Linde, a care home on New York's clock (the concerts' own zone is another). */
async function signedInManager(page: Page, fields: Parameters<typeof addFacility>[2] = {}) {
  const store = pageStore();
  const { person, session } = personWithSession(store, 'anna@linde.example');
  const facility = addFacility(store, person, { time_zone: 'America/New_York', ...fields });
  addReservation(store, facility, WINTER, 6);
  addReservation(store, facility, AUTUMN, 3);
  await startSignedIn(page, session);
  await stubSupabase(page, facilityPageHandlers(store));
  return { store, facility };
}

const downloaded = async (download: Download) => readFile((await download.path())!, 'utf8');

test('shows coming and past concerts on the facility’s clock, how many headsets joined, and its details', async ({ page }) => {
  const { store, facility } = await signedInManager(page);
  store.attendance[facility.id] = [{ concert_id: AUTUMN.id, sessions: 2, headsets: 7 }];
  await gotoReady(page, '/facility');
  const coming = page.getByRole('region', { name: 'Coming concerts' });
  await expect(coming.getByRole('heading', { level: 3, name: 'Winter strings' })).toBeVisible();
  await expect(coming.getByText('Friday, January 15, 2027 at 01:30 PM EST')).toBeVisible();
  await expect(coming.getByText('6 spots reserved')).toBeVisible();
  await expect(coming.getByRole('link', { name: 'Watch: Winter strings' })).toHaveAttribute('href', '/concert/winter-strings');
  const past = page.getByRole('region', { name: 'Past concerts' });
  await expect(past.getByRole('listitem')).toHaveText('Autumn songs · October 1, 2026 · 3 spots reserved · 7 headsets joined');
  const details = page.getByRole('region', { name: 'Facility details' });
  await expect(details.getByRole('definition').filter({ hasText: 'America/New_York' })).toBeVisible();
  await expect(details.getByRole('definition').filter({ hasText: 'Netherlands' })).toBeVisible();
});

test('the calendar file of a coming concert opens in the facility’s time zone', async ({ page }) => {
  await signedInManager(page);
  await gotoReady(page, '/facility');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Add to calendar: Winter strings' }).click()]);
  expect(download.suggestedFilename()).toBe('winter-strings.ics');
  const ics = await downloaded(download);
  expect(ics).toContain('DTSTART;TZID=America/New_York:20270115T133000');
  expect(ics).toContain('DTEND;TZID=America/New_York:20270115T150000');
  expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York');
  expect(ics).toMatch(/URL:http:\/\/127\.0\.0\.1:\d+\/concert\/winter-strings/);
});

test('a pending facility shows where it stands', async ({ page }) => {
  await signedInManager(page, { status: 'pending', verified_at: null });
  await gotoReady(page, '/facility');
  await expect(page.locator('[data-facility-status="pending"]')).toBeVisible();
});

test('the manager exports everything stored about the facility as JSON and CSV', async ({ page }) => {
  const { facility } = await signedInManager(page);
  await gotoReady(page, '/facility');
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  await page.getByRole('button', { name: 'Export everything' }).click();
  await expect.poll(() => downloads.length).toBe(3);
  const day = new Date().toISOString().slice(0, 10);
  expect(downloads.map((d) => d.suggestedFilename())).toEqual([`de-linde-${day}.json`, `de-linde-${day}-reservations.csv`, `de-linde-${day}-members.csv`]);
  const json = JSON.parse(await downloaded(downloads[0]!)) as { facility: { id: string; name: string; invoice_email: string }; members: { email: string }[]; reservations: { concert_title: string }[] };
  expect(json.facility).toMatchObject({ id: facility.id, name: 'De Linde', invoice_email: 'finance@linde.example' });
  expect(json.members.map((m) => m.email)).toEqual(['anna@linde.example']);
  expect(json.reservations.map((r) => r.concert_title).sort()).toEqual(['Autumn songs', 'Winter strings']);
  expect(await downloaded(downloads[1]!)).toContain('winter-strings,Winter strings,2027-01-15T18:30:00Z,6');
});

test('the manager deletes the facility by typing its name, and is left with an empty state', async ({ page }) => {
  const { store, facility } = await signedInManager(page);
  await gotoReady(page, '/facility');
  const name = page.getByLabel("Type the facility's name, De Linde, to confirm");
  await name.fill('De Lind');
  await page.getByRole('button', { name: 'Delete the facility' }).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('The name does not match. Type it exactly as shown.');
  expect(store.calls.some((call) => call.name === 'delete_facility')).toBe(false);

  await name.fill('De Linde');
  await page.getByRole('button', { name: 'Delete the facility' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your facility' })).toBeVisible();
  await expect(page.getByRole('main').getByText('De Linde has been deleted.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No facility yet' })).toBeVisible();
  expect(store.calls.find((call) => call.name === 'delete_facility')?.args).toEqual({ facility: facility.id });
  expect(store.facilities).toEqual([]);
  // The counts stay: the reservations keep their concert and spots, nothing that names anyone.
  expect(store.reservations.map(({ facility_id, spots, created_by }) => ({ facility_id, spots, created_by }))).toEqual([
    { facility_id: null, spots: 6, created_by: null },
    { facility_id: null, spots: 3, created_by: null },
  ]);
});

test('someone signed out is asked to sign in and brought back', async ({ page }) => {
  await stubSupabase(page, facilityPageHandlers(pageStore()));
  await gotoReady(page, '/facility');
  await expect(page.getByRole('link', { name: 'Sign in', exact: true }).last()).toHaveAttribute('href', '/auth?next=%2Ffacility');
});

for (const [width, height, device] of [
  [390, 844, 'a phone'],
  [768, 1024, 'a tablet held upright'],
] as const) {
  test(`fits ${device}, with text at 200 % too, and passes axe`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signedInManager(page);
    await gotoReady(page, '/facility');
    await expect(page.getByRole('heading', { level: 3, name: 'Winter strings' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(await findLayoutProblems(page, [100, 200])).toEqual([]);
    // Every button and link of the page's column is a thumb's target.
    const small = await page
      .locator('main button, main a')
      .evaluateAll((elements) => elements.filter((e) => e.getBoundingClientRect().height < 44).map((e) => e.textContent ?? ''));
    expect(small).toEqual([]);
  });
}
