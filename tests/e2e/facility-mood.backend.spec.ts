import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { blockingViolations } from './axe-scan';
import { addFacility, facilityPageHandlers, pageStore, personWithSession, type PageStore } from './facility-page-stubs';
import { expect, gotoReady, test } from './fixtures';
import { ibmBlocking } from './ibm-scan';
import { programmeText } from './locale-files';
import { startSignedIn, stubSupabase } from './supabase-stub';

/**
 * The facility's mood check (issue 26) for its manager: the switch that turns it off and on (set_mood_check()), and
 * the report, with figures as facility_mood_report() gives them (seeded here in the database's shape, Supabase
 * stubbed at the network edge): the trend and faces charts, the table, the CSV, and the printed A4 page.
 */
const shown = (residents: number, improved: number, stayed: number, declined: number, before: number[], after: number[], means: [number, number]) => ({
  residents, self_reported: residents - 1, improved, stayed, declined, before_faces: before, after_faces: after, mean_before: means[0], mean_after: means[1],
});
const hidden = (residents: number) => ({
  residents, self_reported: null, improved: null, stayed: null, declined: null, before_faces: null, after_faces: null, mean_before: null, mean_after: null,
});
const ROWS = [
  // 23 of 40 felt better: 57.5 %, which every view must round alike (58 %).
  { month: '2026-08-01', concert_id: null, figures: shown(40, 0.575, 0.3, 0.125, [2, 8, 20, 8, 2], [1, 5, 16, 12, 6], [3, 3.43]) },
  { month: '2026-09-01', concert_id: null, figures: shown(5, 0.2, 0.8, 0, [0, 0, 5, 0, 0], [0, 0, 4, 1, 0], [3, 3.2]) },
  { month: '2026-09-01', concert_id: 'jazz-quartet', figures: shown(5, 0.2, 0.8, 0, [0, 0, 5, 0, 0], [0, 0, 4, 1, 0], [3, 3.2]) },
  { month: '2026-10-01', concert_id: null, figures: shown(6, 0.5, 0.333, 0.167, [1, 1, 2, 1, 1], [0, 1, 1, 3, 1], [3, 3.67]) },
  { month: '2026-10-01', concert_id: 'amsterdam-philharmonic', figures: shown(6, 0.5, 0.333, 0.167, [1, 1, 2, 1, 1], [0, 1, 1, 3, 1], [3, 3.67]) },
  { month: '2026-10-01', concert_id: 'jazz-quartet', figures: hidden(4) },
];
const JAZZ = programmeText('en', 'concerts', 'jazz-quartet', 'title');

async function signedIn(page: Page, role: 'manager' | 'staff' = 'manager') {
  // The report's periods count back from today: a fixed day, so 'Last year' is 2025 whenever this runs. One in
  // the past, so the stub's sessions (issued on the real clock) are never seen as expired.
  await page.clock.setFixedTime(new Date('2026-11-27T12:00:00Z'));
  const store = pageStore();
  const { person: manager, session: managerSession } = personWithSession(store, 'anna@linde.example');
  const facility = addFacility(store, manager, { name: 'De Linde' });
  store.moodReport[facility.id] = ROWS;
  let session = managerSession;
  if (role === 'staff') {
    const staff = personWithSession(store, 'ben@linde.example');
    store.members.push({ facility_id: facility.id, user_id: staff.person.id, role: 'staff', email: 'ben@linde.example', joined_at: facility.created_at });
    session = staff.session;
  }
  await startSignedIn(page, session);
  await stubSupabase(page, facilityPageHandlers(store));
  return { store, facility };
}

const report = (page: Page) => page.getByRole('region', { name: 'Does it help? Mood before and after' });

/** Every bar of the trend chart: month → share → whole percent. */
async function trendBars(page: Page) {
  return page.locator('[data-chart="trend"] rect[data-month]').evaluateAll((bars) => bars.map((bar) => [bar.getAttribute('data-month'), bar.getAttribute('data-share'), Number(bar.getAttribute('data-percent'))]));
}

test('the manager sees the trend, the faces before and after, and every figure, with a small group left out', async ({ page }) => {
  const { store, facility } = await signedIn(page);
  await gotoReady(page, '/facility');
  const section = report(page);
  const trend = section.getByRole('img', { name: /Felt better, the same or worse after the concert, per month/ });
  await expect(trend).toBeVisible();
  await expect(trend).toHaveAccessibleName('Felt better, the same or worse after the concert, per month');
  await expect(trend).toHaveAccessibleDescription(/September 2026: 20% felt better, 80% the same, 0% worse \(5 residents\)\. October 2026: 50% felt better, 33% the same, 17% worse \(6 residents\)\./);
  expect(await trendBars(page)).toEqual([
    ['2026-08', 'better', 58], ['2026-09', 'better', 20], ['2026-10', 'better', 50],
    ['2026-08', 'same', 30], ['2026-09', 'same', 80], ['2026-10', 'same', 33],
    ['2026-08', 'worse', 13], ['2026-09', 'worse', 0], ['2026-10', 'worse', 17],
  ]);
  const faces = section.getByRole('img', { name: /Residents at each face, before and after/ });
  const table = section.getByRole('table', { name: 'Per concert and month' });
  const row = (month: string, concert: string) => table.locator(`tr[data-month="${month}"][data-concert="${concert}"]`);
  await expect(trend).toHaveAccessibleDescription(/August 2026: 58% felt better, 30% the same, 13% worse \(40 residents\)\./);
  await expect(faces).toHaveAccessibleDescription(/Face 3: 27 before, 21 after\. Face 4: 9 before, 16 after\./);
  await expect(row('2026-08', '').getByRole('cell')).toHaveText(['All concerts shown', '40', '39', '58%', '30%', '13%', '3', '3.43']);

  await expect(row('2026-10', '').getByRole('cell')).toHaveText(['All concerts shown', '6', '5', '50%', '33%', '17%', '3', '3.67']);
  await expect(row('2026-10', 'jazz-quartet').getByRole('cell')).toHaveText([JAZZ, '4', 'Fewer than 5 residents: not shown']);
  await expect(row('2026-09', 'jazz-quartet').getByRole('rowheader')).toHaveText('September 2026');

  // The period asks the database for whole months on the facility's clock.
  await section.getByLabel('Period').selectOption({ label: 'Last year' });
  await expect.poll(() => store.calls.filter((call) => call.name === 'facility_mood_report').at(-1)?.args).toEqual({ facility: facility.id, since: '2025-01-01', until: '2025-12-31' });
  await expect(section.getByText('No resident answered both before and after a concert in this period yet.')).toBeVisible();
  await expect(table).toHaveCount(0);
});

test('the CSV holds the figures the charts draw', async ({ page }) => {
  await signedIn(page);
  await gotoReady(page, '/facility');
  const [download] = await Promise.all([page.waitForEvent('download'), report(page).getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^mood-report-\d{4}-\d{2}-\d{4}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path()) as string, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  const header = lines[0]?.split(',') ?? [];
  expect(header.slice(0, 9)).toEqual(['Month', 'Concert', 'Residents', 'Own answers', 'Felt better (%)', 'The same (%)', 'Worse (%)', 'Average before', 'Average after']);
  const cells = lines.slice(1).map((line) => line.split(','));
  const months = cells.filter((c) => c[1] === 'All concerts shown');
  const fromCsv = ['better', 'same', 'worse'].flatMap((share, i) => months.map((c) => [c[0], share, Number(c[4 + i])]));
  const drawn = await trendBars(page);
  expect(fromCsv.sort()).toEqual([...drawn].sort());
  // And the table's words, read as a person reads them.
  const table = report(page).getByRole('table');
  for (const c of months) {
    const cells = await table.locator(`tr[data-month="${c[0]}"][data-concert=""]`).getByRole('cell').allTextContents();
    expect(cells.slice(3, 6)).toEqual([`${c[4]}%`, `${c[5]}%`, `${c[6]}%`]);
  }
  // The faces chart draws the months' faces added up; so does the CSV, column by column.
  const counted = await page.locator('[data-chart="faces"] rect[data-face]').evaluateAll((bars) => bars.map((bar) => `${bar.getAttribute('data-moment')} ${bar.getAttribute('data-face')}: ${bar.getAttribute('data-count')}`));
  const summed = ['before', 'after'].flatMap((moment, m) => [1, 2, 3, 4, 5].map((face) => `${moment} ${face}: ${months.reduce((sum, c) => sum + Number(c[9 + m * 5 + face - 1]), 0)}`));
  expect(counted.sort()).toEqual(summed.sort());
  expect(cells.find((c) => c[1] === JAZZ && c[0] === '2026-10')?.at(-1)).toBe('Fewer than 5 residents: not shown');
});

test('printed, the report alone fits A4 with the facility, the period, the scale and its limits', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await signedIn(page);
  await gotoReady(page, '/facility');
  await report(page).getByRole('button', { name: 'Print report' }).click();
  await expect(page.locator('html[data-print="mood"]')).toHaveCount(1);
  // A4's width less the margins (180 mm at 96 px an inch).
  await page.setViewportSize({ width: 680, height: 960 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(/^De Linde: mood before and after concerts, .+ to .+$/)).toBeVisible();
  await expect(page.getByText(/^What the scale means:/)).toBeVisible();
  await expect(page.getByText(/^Limits:/)).toBeVisible();
  for (const gone of ['Coming concerts', 'Facility details']) await expect(page.getByRole('region', { name: gone })).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  await expect(report(page).getByRole('button')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(680);
  const pdf = (await page.pdf({ format: 'A4', printBackground: false })).toString('latin1');
  const pages = pdf.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
  expect(pages, 'A4 pages').toBeGreaterThanOrEqual(1);
  expect(pages, 'A4 pages').toBeLessThanOrEqual(2);
  // The print over, the page prints whole again.
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('html[data-print]')).toHaveCount(0);
});

test('staff see no report, and the chart code never comes to their page', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/mood-report-view/.test(request.url())) chunks.push(request.url());
  });
  const { store } = await signedIn(page, 'staff');
  await gotoReady(page, '/facility');
  await expect(page.getByRole('region', { name: 'Coming concerts' })).toBeVisible();
  await expect(report(page)).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);
  expect(chunks).toEqual([]);
  expect(store.calls.map((call) => call.name)).not.toContain('facility_mood_report');
});

const SWITCH = 'Ask residents how they feel before and after each concert';
const moodCheckCalls = (store: PageStore) => store.calls.filter((call) => call.name === 'set_mood_check').map((call) => call.args);

test('the manager turns the check off and on, and the page remembers', async ({ page }) => {
  const { store, facility } = await signedIn(page);
  await gotoReady(page, '/facility');
  const toggle = report(page).getByRole('switch', { name: SWITCH });
  await expect(toggle).toBeChecked();
  await expect(toggle).toHaveAccessibleDescription('When it is off, the headsets and the tablet ask nothing before or after a concert. Answers already given stay in the report.');

  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(report(page).getByText('Saved: the headsets and the tablet will ask nothing.')).toBeVisible();
  await expect(page.locator('#announcer-polite')).toHaveText('Saved: the headsets and the tablet will ask nothing.');
  expect(moodCheckCalls(store)).toEqual([{ facility: facility.id, enabled: false }]);
  expect(store.facilities[0]?.mood_check).toBe(false);

  // Read again from the database: still off.
  await page.reload();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(report(page).getByText('Saved: residents will be asked before and after each concert.')).toBeVisible();
  expect(moodCheckCalls(store)).toEqual([{ facility: facility.id, enabled: false }, { facility: facility.id, enabled: true }]);
  expect(store.facilities[0]?.mood_check).toBe(true);
});

test.describe('when the database cannot save the change', () => {
  test.use({ expectedConsoleErrors: [/status of 503/] });

  test('the switch goes back and says so', async ({ page }) => {
    const { store, facility } = await signedIn(page);
    store.moodCheckFails = true;
    await gotoReady(page, '/facility');
    const toggle = report(page).getByRole('switch', { name: SWITCH });
    await toggle.click();
    const failure = 'The change could not be saved, so the setting is as it was. Check the connection and try again.';
    await expect(report(page).getByText(failure)).toBeVisible();
    await expect(page.locator('#announcer-assertive')).toHaveText(failure);
    await expect(toggle).toBeChecked();
    expect(moodCheckCalls(store)).toEqual([{ facility: facility.id, enabled: false }]);
    expect(store.facilities[0]?.mood_check).toBe(true);

    // Once the database answers again, the same press works.
    store.moodCheckFails = false;
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(report(page).getByText(failure)).toHaveCount(0);
    expect(store.facilities[0]?.mood_check).toBe(false);
  });
});

for (const mode of ['light', 'dark'] as const) {
  test(`the report passes axe and IBM's checker, and holds on a phone at 200 % text, in ${mode} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: mode });
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page);
    await gotoReady(page, '/facility');
    await expect(report(page).getByRole('table')).toBeVisible();
    expect(await blockingViolations(page, 'section[aria-labelledby="mood-heading"]')).toEqual([]);
    expect(await ibmBlocking(page)).toEqual([]);
    const trend = report(page).locator('svg[data-chart="trend"]');
    const before = Number(await trend.getAttribute('height'));
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    // The charts draw again at the larger text: rows twice as tall, words as large as the page's.
    await expect.poll(async () => Number(await trend.getAttribute('height'))).toBeGreaterThanOrEqual(before * 1.9);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
