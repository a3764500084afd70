import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { blockingViolations, VIEWPORTS } from './axe-scan';
import { expect, gotoReady, test } from './fixtures';
import { postgrestTable } from './postgrest-table-stub';
import { fakeSession, startSignedIn, stubSupabase, type StubbedRequest } from './supabase-stub';

/**
 * 'Mood across facilities' on /admin (issue 26): the facility report's code with admin_mood_report()'s lines, as
 * the database gives them (Supabase stubbed at the network edge): per month, how many facilities took part and
 * their residents' figures; a month of fewer than three facilities with its counts alone.
 */
const shown = (residents: number, improved: number, stayed: number, declined: number, before: number[], after: number[], means: [number, number]) => ({
  residents, self_reported: residents - 2, improved, stayed, declined, before_faces: before, after_faces: after, mean_before: means[0], mean_after: means[1],
});
const countsOnly = (residents: number) => ({
  residents, self_reported: null, improved: null, stayed: null, declined: null, before_faces: null, after_faces: null, mean_before: null, mean_after: null,
});
const ROWS = [
  { month: '2026-08-01', facilities: 5, figures: shown(60, 0.55, 0.3, 0.15, [3, 9, 30, 12, 6], [2, 6, 24, 18, 10], [3.15, 3.45]) },
  // Two facilities: the database gives the count alone, never one facility's figures.
  { month: '2026-09-01', facilities: 2, figures: countsOnly(14) },
  { month: '2026-10-01', facilities: 4, figures: shown(30, 0.4, 0.5, 0.1, [1, 4, 15, 7, 3], [1, 3, 13, 9, 4], [3.23, 3.4]) },
  // Enough facilities, too few residents.
  { month: '2026-11-01', facilities: 3, figures: countsOnly(4) },
];

async function openAsAdmin(page: Page, answer: (request: StubbedRequest) => { status?: number; json: unknown } = (request) => ({ json: within(request) })) {
  // The periods count back from today: a fixed day on a fixed clock, in the past so the session is still valid.
  await page.clock.setFixedTime(new Date('2026-11-27T12:00:00Z'));
  await startSignedIn(page, fakeSession({ appRole: 'admin', aal: 'aal2' }));
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/mood-report-view/.test(request.url())) chunks.push(request.url());
  });
  const seen = await stubSupabase(page, {
    'GET /rest/v1/bookings': postgrestTable([]),
    'POST /rest/v1/rpc/admin_mood_report': answer,
  });
  await gotoReady(page, '/admin');
  const section = page.getByRole('region', { name: 'Mood across facilities' });
  const reportCalls = () => seen.filter((request) => request.path === '/rest/v1/rpc/admin_mood_report').map((request) => request.body);
  return { section, chunks, reportCalls };
}

function within(request: StubbedRequest) {
  const { since, until } = request.body as { since: string; until: string };
  return ROWS.filter((row) => row.month >= since && row.month <= until);
}

const open = (section: Locator) => section.getByRole('button', { name: 'Show the report' }).click();
const row = (section: Locator, month: string) => section.getByRole('table', { name: 'Per month, across facilities' }).locator(`tr[data-month="${month}"]`);

test.use({ timezoneId: 'Europe/Amsterdam' });

test('the report comes on request, with each month’s facilities and figures, and the small months as counts only', async ({ page }) => {
  const { section, chunks, reportCalls } = await openAsAdmin(page);
  // Until asked for, neither the chart code nor the figures come.
  await expect(section.getByRole('button', { name: 'Show the report' })).toHaveAttribute('aria-expanded', 'false');
  expect(chunks).toEqual([]);
  expect(reportCalls()).toEqual([]);

  await open(section);
  await expect(section.getByRole('button', { name: 'Hide the report' })).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(reportCalls).toEqual([{ since: '2025-12-01', until: '2026-11-30' }]);
  const table = section.getByRole('table', { name: 'Per month, across facilities' });
  await expect(table.getByRole('columnheader')).toHaveText(['Month', 'Facilities', 'Residents', 'Own answers', 'Felt better', 'The same', 'Worse', 'Average before', 'Average after']);
  await expect(row(section, '2026-08').getByRole('rowheader')).toHaveText('August 2026');
  await expect(row(section, '2026-08').getByRole('cell')).toHaveText(['5', '60', '58', '55%', '30%', '15%', '3.15', '3.45']);
  await expect(row(section, '2026-09').getByRole('cell')).toHaveText(['2', '14', 'Fewer than 3 facilities: counts only']);
  await expect(row(section, '2026-10').getByRole('cell')).toHaveText(['4', '30', '28', '40%', '50%', '10%', '3.23', '3.4']);
  await expect(row(section, '2026-11').getByRole('cell')).toHaveText(['3', '4', 'Fewer than 5 residents: not shown']);
  await expect(section.getByText('Counts only, so left out of the charts: September 2026 and November 2026.')).toBeVisible();
  await expect(section.getByText(/^A month in which residents of fewer than three facilities answered shows its counts only/)).toBeVisible();

  // The charts draw the months with figures only, and say them in words.
  const trend = section.getByRole('img', { name: 'Felt better, the same or worse after the concert, per month' });
  await expect(trend).toHaveAccessibleDescription('August 2026: 55% felt better, 30% the same, 15% worse (60 residents). October 2026: 40% felt better, 50% the same, 10% worse (30 residents).');
  const bars = await section.locator('[data-chart="trend"] rect[data-month]').evaluateAll((rects) => [...new Set(rects.map((rect) => rect.getAttribute('data-month')))]);
  expect(bars).toEqual(['2026-08', '2026-10']);
  const faces = section.getByRole('img', { name: 'Residents at each face, before and after (months with figures)' });
  await expect(faces).toHaveAccessibleDescription('Face 1: 4 before, 3 after. Face 2: 13 before, 9 after. Face 3: 45 before, 37 after. Face 4: 19 before, 27 after. Face 5: 9 before, 14 after.');
  expect(chunks).toHaveLength(1);

  // Another period asks the database for its whole months.
  await section.getByLabel('Period').selectOption({ label: 'Last year' });
  await expect.poll(() => reportCalls().at(-1)).toEqual({ since: '2025-01-01', until: '2025-12-31' });
  await expect(section.getByText('No resident answered both before and after a concert in this period yet.')).toBeVisible();
  await expect(table).toHaveCount(0);
});

test('the CSV holds the table’s lines, the counts-only months with their note', async ({ page }) => {
  const { section } = await openAsAdmin(page);
  await open(section);
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('mood-report-all-facilities-2025-12-2026-11.csv');
  const lines = (await readFile((await download.path()) as string, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]?.split(',').slice(0, 9)).toEqual(['Month', 'Facilities', 'Residents', 'Own answers', 'Felt better (%)', 'The same (%)', 'Worse (%)', 'Average before', 'Average after']);
  expect(lines.slice(1)).toEqual([
    '2026-08,5,60,58,55,30,15,3.15,3.45,3,9,30,12,6,2,6,24,18,10,',
    `2026-09,2,14,${','.repeat(15)},Fewer than 3 facilities: counts only`,
    '2026-10,4,30,28,40,50,10,3.23,3.4,1,4,15,7,3,1,3,13,9,4,',
    `2026-11,3,4,${','.repeat(15)},Fewer than 5 residents: not shown`,
  ]);
});

test.describe('when the database refuses', () => {
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('the report says it could not be loaded, and tries again on request', async ({ page }) => {
    let refuse = true;
    const { section, reportCalls } = await openAsAdmin(page, (request) =>
      refuse ? { status: 400, json: { code: 'P0001', message: 'not_admin', details: null, hint: null } } : { json: within(request) },
    );
    await open(section);
    await expect(section.getByRole('alert')).toContainText('The report could not be loaded.');
    refuse = false;
    await section.getByRole('button', { name: 'Try again' }).click();
    await expect(row(section, '2026-08').getByRole('cell').first()).toHaveText('5');
    expect(reportCalls().length).toBeGreaterThanOrEqual(2);
  });
});

for (const [name, viewport, colorScheme] of [
  ['a phone in dark mode', VIEWPORTS.phone, 'dark'],
  ['a desktop in light mode', VIEWPORTS.desktop, 'light'],
] as const) {
  test(`axe finds no serious violation in the report on ${name}, and the page does not scroll sideways`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    const { section } = await openAsAdmin(page);
    expect(await blockingViolations(page)).toEqual([]);
    await open(section);
    await expect(section.getByRole('table', { name: 'Per month, across facilities' })).toBeVisible();
    await expect(section.getByRole('img').first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}
