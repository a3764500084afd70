import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { blockingViolations, VIEWPORTS } from './axe-scan';
import { test, expect, gotoReady } from './fixtures';
import { postgrestTable, type StoredRow } from './postgrest-table-stub';
import { fakeSession, startSignedIn, stubSupabase, TEST_ANON_KEY, type StubbedRequest } from './supabase-stub';
import { REQUEST_TIMEOUT_MS } from '../../src/lib/timed-fetch';

/**
 * /admin against the database's HTTP API (PostgREST), stubbed at the network edge. The stub answers like
 * the real API does for each person: rows for an aal2 admin (filtered, ordered, limited and counted by an
 * in-memory PostgREST, postgrest-table-stub.ts); what row-level security does for anyone else is proven by
 * the database tests, not here.
 */
const BOOKINGS: StoredRow[] = [
  {
    id: 'b3', created_at: '2026-11-20T09:30:00Z', status: 'contacted', name: 'Ada Lovelace', email: 'ada@care.example', phone: '+31 20 123 4567',
    facility_name: 'Huize Zonneschijn', facility_address: 'Dorpsstraat 1, Rotterdam, NL', facility_type: 'care_home', residents: 40,
    preferred_date: '2026-12-01', preferred_time: 'afternoon', music_preference: 'classical',
    special_requirements: 'Room "Blue", ground floor\nWheelchairs: 6', heard_about: 'colleague',
  },
  {
    id: 'b2', created_at: '2026-11-12T14:00:00Z', status: 'new', name: '=HYPERLINK("http://evil.example")', email: 'eve@evil.example', phone: null,
    facility_name: 'Evil Care', facility_address: null, facility_type: 'other', residents: null,
    preferred_date: '2026-12-10', preferred_time: null, music_preference: null, special_requirements: null, heard_about: null,
  },
  {
    id: 'b1', created_at: '2026-11-03T08:15:00Z', status: 'closed', name: 'Grace Hopper', email: 'grace@hospital.example', phone: null,
    facility_name: 'St. Mary Hospital', facility_address: 'Main Road 5, Utrecht', facility_type: 'hospital', residents: 120,
    preferred_date: '2027-01-15', preferred_time: 'morning', music_preference: 'jazz', special_requirements: null, heard_about: 'search',
  },
];

const OTHER_TABLES = {
  pilot_requests: { tab: 'Pilot requests', caption: 'Pilot requests, newest first', row: { id: 'p1', created_at: '2026-11-19T10:00:00Z', facility: 'De Linde', name: 'Kees', email: 'kees@linde.example' }, text: 'De Linde' },
  contact_messages: { tab: 'Contact messages', caption: 'Contact messages, newest first', row: { id: 'c1', created_at: '2026-11-18T10:00:00Z', name: 'Mia', email: 'mia@example.org', phone: null, message: 'Do you visit hospices?' }, text: 'Do you visit hospices?' },
  waitlist_signups: { tab: 'Waitlist', caption: 'Waitlist sign-ups, newest first', row: { id: 'w1', created_at: '2026-11-17T10:00:00Z', name: 'Noor', email: 'noor@example.org', organisation: 'Zorggroep Oost' }, text: 'Zorggroep Oost' },
  reservations: { tab: 'Reservations', caption: 'Reservations of concert spots, newest first', row: { id: 'r1', created_at: '2026-11-16T10:00:00Z', concert_id: 'jazz-quartet', facility: 'De Linde', contact_name: 'Kees', contact_email: 'kees@linde.example', spots: 12 }, text: 'jazz-quartet' },
} as const;

/**
 * What point 1 of issue 11 found: anonymous senders chose created_at, and 1,000 rows dated 9999-12-31
 * pushed every real submission out of a dashboard that loaded at most 1,000 rows. All share one moment,
 * so only the id tells them apart: the keyset's tie-break is put to work.
 */
const JUNK_AT = '9999-12-31T00:00:00+00:00';
const junkId = (n: number) => `ffffffff-0000-4000-8000-${String(n).padStart(12, '0')}`;
const JUNK: StoredRow[] = Array.from({ length: 1000 }, (_, i) => ({
  id: junkId(1000 - i), created_at: JUNK_AT, status: 'new', name: `Junk ${1000 - i}`, email: 'junk@spam.example', phone: null,
  facility_name: 'Spam', facility_address: null, facility_type: 'other', residents: null, preferred_date: '2026-12-01',
  preferred_time: null, music_preference: null, special_requirements: null, heard_about: null,
}));
const JUNK_AND_REAL = [...JUNK, ...BOOKINGS];

async function openAsAdmin(page: Page, { aal = 'aal2', bookings = BOOKINGS }: { aal?: 'aal1' | 'aal2'; bookings?: StoredRow[] } = {}) {
  const session = fakeSession({ appRole: 'admin', aal });
  await startSignedIn(page, session);
  const seen = await stubSupabase(page, {
    'GET /rest/v1/bookings': postgrestTable(bookings),
    // The facilities' tab (issue 25) has its own spec (facility-admin.backend.spec.ts); here it is the last tab.
    'GET /rest/v1/facilities': postgrestTable([]),
    ...Object.fromEntries(Object.entries(OTHER_TABLES).map(([table, { row }]) => [`GET /rest/v1/${table}`, postgrestTable([row])])),
  });
  await gotoReady(page, '/admin');
  return { session, seen };
}

const restCalls = (seen: StubbedRequest[]) => seen.filter((r) => r.path.startsWith('/rest/v1/'));
const countLine = (page: Page, text: string) => page.getByRole('main').getByText(text, { exact: true });

test('an admin with a second factor sees the bookings, newest first as the database sorted them', async ({ page }) => {
  const { session, seen } = await openAsAdmin(page);
  const table = page.getByRole('table', { name: 'Booking requests, newest first' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText('Ada Lovelace');
  await expect(table.getByRole('row').nth(3)).toContainText('Grace Hopper');
  await expect(table.getByRole('columnheader', { name: 'Preferred date' })).toBeVisible();
  await expect(table.getByRole('rowheader').first()).toContainText('Nov 20, 2026');
  await expect(countLine(page, 'Showing 3 of 3 rows')).toBeVisible();
  // Everything is loaded: no button offers more.
  await expect(page.getByRole('button', { name: /more row/ })).toHaveCount(0);

  const [request] = restCalls(seen);
  expect(request?.path).toBe('/rest/v1/bookings');
  expect(request?.search.get('select')).toBe('*');
  expect(request?.search.get('order')).toBe('created_at.desc,id.desc');
  expect(request?.search.get('limit')).toBe('50');
  expect(request?.headers['prefer']).toBe('count=exact');
  expect(request?.headers['authorization']).toBe(`Bearer ${session.access_token}`);
  expect(request?.headers['apikey']).toBe(TEST_ANON_KEY);
});

test('the search asks the database, says how many match, and can be cleared', async ({ page }) => {
  const { seen } = await openAsAdmin(page);
  const table = page.getByRole('table', { name: 'Booking requests, newest first' });
  const search = page.getByRole('searchbox', { name: 'Search bookings' });
  await expect(search).toHaveAccessibleDescription(/every row in the database/);
  await search.fill('ROTTERDAM');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Ada Lovelace');
  await expect(countLine(page, 'Showing 1 of 1 row that matches the search')).toBeVisible();
  await expect(page.locator('#announcer-polite')).toHaveText('Showing 1 of 1 row that matches the search');
  // One request per pause in typing, not per letter; the text columns only, case-insensitively.
  const searches = restCalls(seen).filter((r) => r.search.has('or'));
  expect(searches).toHaveLength(1);
  expect(searches[0]?.headers['prefer']).toBe('count=exact');
  expect(searches[0]?.search.get('or')).toContain('facility_address.imatch."ROTTERDAM"');
  expect(searches[0]?.search.get('or')).not.toContain('created_at');

  // Quotes, commas and regular-expression characters are searched for as typed.
  await search.fill('room "blue", ground');
  await expect(countLine(page, 'Showing 1 of 1 row that matches the search')).toBeVisible();
  await expect(table).toContainText('Ada Lovelace');
  await search.fill('Hospital.*');
  await expect(page.getByRole('heading', { name: 'No rows match the search' })).toBeVisible();

  await search.fill('opera');
  await expect(page.getByRole('heading', { name: 'No rows match the search' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Download 0 rows as CSV/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(table.getByRole('row')).toHaveCount(4);
});

test('each row has its status, and the table can show one status only, asked of the database', async ({ page }) => {
  const { seen } = await openAsAdmin(page);
  const table = page.getByRole('table', { name: 'Booking requests, newest first' });
  await expect(table.getByRole('combobox', { name: /^Status of Ada Lovelace \(/ })).toHaveValue('contacted');
  await expect(table.getByRole('combobox', { name: /^Status of Grace Hopper \(/ })).toHaveValue('closed');
  await page.getByRole('combobox', { name: 'Show rows with status' }).selectOption({ label: 'Closed' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Grace Hopper');
  await expect(countLine(page, 'Showing 1 of 1 row that matches the search')).toBeVisible();
  expect(restCalls(seen).at(-1)?.search.get('status')).toBe('eq.closed');
  await page.getByRole('combobox', { name: 'Show rows with status' }).selectOption({ label: 'Any status' });
  await expect(table.getByRole('row')).toHaveCount(4);
});

test('exports what is shown as CSV: quoted, formula-safe, with a byte order mark', async ({ page }) => {
  await openAsAdmin(page);
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill('care');
  await expect(countLine(page, 'Showing 2 of 2 rows that match the search')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download 2 rows as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');

  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0]).toBe(
    'Received,Status,Name,Email,Phone,Facility,Address,Type of facility,Residents,Preferred date,Preferred time,Music,Special requirements,Heard about us via',
  );
  expect(csv).toContain(
    `2026-11-20T09:30:00Z,contacted,Ada Lovelace,ada@care.example,'+31 20 123 4567,Huize Zonneschijn,"Dorpsstraat 1, Rotterdam, NL",care_home,40,2026-12-01,afternoon,classical,"Room ""Blue"", ground floor\nWheelchairs: 6",colleague\r\n`,
  );
  expect(csv).toContain(`2026-11-12T14:00:00Z,new,"'=HYPERLINK(""http://evil.example"")",eve@evil.example,,Evil Care,,other,,2026-12-10,,,,\r\n`);
  expect(csv).not.toContain('Grace Hopper');
  expect(csv.endsWith('\r\n')).toBe(true);
});

test('every table has its tab, with arrow keys moving between them', async ({ page }) => {
  const { seen } = await openAsAdmin(page);
  const tablist = page.getByRole('tablist', { name: 'Tables' });
  await expect(tablist.getByRole('tab')).toHaveCount(6);
  await expect(tablist.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');

  for (const [name, { tab, caption, text }] of Object.entries(OTHER_TABLES)) {
    await tablist.getByRole('tab', { name: tab }).click();
    await expect(tablist.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: tab }).getByRole('table', { name: caption })).toContainText(text);
    const call = restCalls(seen).find((r) => r.path === `/rest/v1/${name}`);
    expect(call?.search.get('order')).toBe('created_at.desc,id.desc');
  }

  // Keyboard: one tab stop; arrows wrap around, Home goes to the first.
  const last = tablist.getByRole('tab', { name: 'Facilities' });
  await last.click();
  await page.keyboard.press('ArrowRight');
  await expect(tablist.getByRole('tab', { name: 'Bookings' })).toBeFocused();
  await expect(tablist.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(last).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tablist.getByRole('tab', { name: 'Bookings' })).toBeFocused();
  await expect(tablist.getByRole('tab', { name: 'Pilot requests' })).toHaveAttribute('tabindex', '-1');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a select takes the place of the tabs', async ({ page }) => {
    await openAsAdmin(page);
    await expect(page.getByRole('tablist')).toBeHidden();
    await page.getByRole('combobox', { name: 'Table to show' }).selectOption({ label: 'Waitlist' });
    await expect(page.getByRole('table', { name: 'Waitlist sign-ups, newest first' })).toContainText('Zorggroep Oost');
  });
});

test('an empty answer is shown as such, with what it may mean', async ({ page }) => {
  await startSignedIn(page, fakeSession({ appRole: 'admin', aal: 'aal2' }));
  await stubSupabase(page, { 'GET /rest/v1/bookings': postgrestTable([]) });
  await gotoReady(page, '/admin');
  await expect(page.getByRole('heading', { name: 'No bookings to show' })).toBeVisible();
  await expect(page.getByRole('main').getByText('the database does not let this account read them')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test.describe('a refusal by the database', () => {
  test.use({ expectedConsoleErrors: [/status of 403/] });

  test('is said plainly, with a way to try again', async ({ page }) => {
    await startSignedIn(page, fakeSession({ appRole: 'admin', aal: 'aal2' }));
    const seen = await stubSupabase(page, {
      'GET /rest/v1/bookings': () => ({ status: 403, json: { code: '42501', message: 'permission denied for table bookings', details: null, hint: null } }),
    });
    await gotoReady(page, '/admin');
    await expect(page.getByRole('heading', { name: 'The data could not be loaded' })).toBeVisible();
    await expect(page.getByRole('main').getByText('The database refused to show this data to your account.')).toBeVisible();
    // A refusal is not retried behind the person's back.
    expect(restCalls(seen)).toHaveLength(1);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => restCalls(seen).length).toBe(2);
  });
});

test('a signed-in person without the admin role sees "no access", and no data is asked for', async ({ page }) => {
  await startSignedIn(page, fakeSession({ aal: 'aal2' }));
  const seen = await stubSupabase(page, {});
  await gotoReady(page, '/admin');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(restCalls(seen)).toEqual([]);
});

test('an admin signed in with a password only is asked for a second factor', async ({ page }) => {
  const { seen } = await openAsAdmin(page, { aal: 'aal1' });
  await expect(page.getByRole('heading', { name: 'A second factor is needed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the security dashboard' })).toHaveAttribute('href', '/security-dashboard');
  expect(restCalls(seen)).toEqual([]);
});

test('a visitor who is not signed in is sent to sign in', async ({ page }) => {
  await stubSupabase(page, {});
  await gotoReady(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Please sign in first' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth');
});

test.describe('1,000 rows dated 9999-12-31 ahead of the real ones', () => {
  test('the total is shown, and paging with the keyboard reaches the real rows', async ({ page }) => {
    // 21 pages, each fetched, drawn and announced, every row with its status select: more than the default
    // 30 s on a busy two-core machine, and a page late in the walk can take longer than expect's 7 s there.
    test.setTimeout(240_000);
    const { seen } = await openAsAdmin(page, { bookings: JUNK_AND_REAL });
    const table = page.getByRole('table', { name: 'Booking requests, newest first' });
    await expect(countLine(page, 'Showing 50 of 1,003 rows')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(51);

    const more = page.getByRole('button', { name: 'Load 50 more rows' });
    await expect(more).toHaveAccessibleDescription('Showing 50 of 1,003 rows');
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(countLine(page, 'Showing 100 of 1,003 rows')).toBeVisible();
    await expect(page.locator('#announcer-polite')).toHaveText('Showing 100 of 1,003 rows');
    await expect(more).toBeFocused();

    // The second page continues after the 50th row: same moment, smaller id. The first page alone pays for the count.
    const [first, second] = restCalls(seen);
    expect(first?.search.getAll('or')).toEqual([]);
    expect(second?.search.get('order')).toBe('created_at.desc,id.desc');
    expect(second?.search.get('limit')).toBe('50');
    expect(second?.search.get('created_at')).toBe(`lte.${JUNK_AT}`);
    expect(second?.search.getAll('or')).toEqual([`(created_at.lt."${JUNK_AT}",and(created_at.eq."${JUNK_AT}",id.lt."${junkId(951)}"))`]);
    expect(second?.headers['prefer']).toBeUndefined();

    for (let shown = 150; shown <= 1000; shown += 50) {
      await page.keyboard.press('Enter');
      await expect(countLine(page, `Showing ${shown.toLocaleString('en')} of 1,003 rows`)).toBeVisible({ timeout: 20_000 });
    }
    await expect(page.getByRole('button', { name: 'Load 3 more rows' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(countLine(page, 'Showing 1,003 of 1,003 rows')).toBeVisible({ timeout: 20_000 });
    // Every row once, the real ones last; the button is gone and the focus is on the count, not lost.
    await expect(table.getByRole('row')).toHaveCount(1004);
    await expect(table.getByRole('row').nth(1001)).toContainText('Ada Lovelace');
    await expect(table.getByRole('row').nth(1003)).toContainText('Grace Hopper');
    await expect(page.getByRole('button', { name: /more row/ })).toHaveCount(0);
    await expect(countLine(page, 'Showing 1,003 of 1,003 rows')).toBeFocused();
    expect(restCalls(seen)).toHaveLength(21);
  });

  test('the search finds a real row wherever it is', async ({ page }) => {
    await openAsAdmin(page, { bookings: JUNK_AND_REAL });
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill('grace');
    await expect(countLine(page, 'Showing 1 of 1 row that matches the search')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Booking requests, newest first' })).toContainText('Grace Hopper');
  });

  test('the CSV holds every row, fetched page by page with its progress shown', async ({ page }) => {
    const session = fakeSession({ appRole: 'admin', aal: 'aal2' });
    await startSignedIn(page, session);
    const table = postgrestTable(JUNK_AND_REAL);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const seen = await stubSupabase(page, {
      // The export's second page waits for the test, so the progress can be seen half way.
      'GET /rest/v1/bookings': async (request) => {
        if (request.search.get('limit') === '500' && request.search.has('or')) await held;
        return table(request);
      },
    });
    await gotoReady(page, '/admin');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download 1,003 rows as CSV' }).click();
    await expect(page.getByRole('progressbar', { name: 'Preparing the CSV file' })).toHaveAttribute('aria-valuenow', '500');
    await expect(page.getByRole('main').getByText('Preparing the CSV file: 500 of 1,003 rows fetched…')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop preparing the CSV' })).toBeVisible();
    release();
    const csv = await readFile(await (await downloading).path(), 'utf8');
    const lines = csv.slice(1).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1 + 1003);
    expect(lines.at(-1)).toContain('Grace Hopper');
    await expect(page.locator('#announcer-polite')).toHaveText('Downloading 1,003 rows as a CSV file.');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const exportCalls = restCalls(seen).filter((r) => r.search.get('limit') === '500');
    expect(exportCalls).toHaveLength(3);
    expect(exportCalls[2]?.search.get('or')).toBe(`(created_at.lt."${JUNK_AT}",and(created_at.eq."${JUNK_AT}",id.lt."${junkId(1)}"))`);
  });
});

test.describe('a page that fails to load', () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });

  test('says so next to the button, which tries again', async ({ page }) => {
    await startSignedIn(page, fakeSession({ appRole: 'admin', aal: 'aal2' }));
    const table = postgrestTable(JUNK_AND_REAL);
    let failures = 0;
    await stubSupabase(page, {
      // The second page fails twice (the query layer retries once by itself), then works.
      'GET /rest/v1/bookings': (request) =>
        request.search.has('or') && failures++ < 2 ? { status: 500, json: { code: '', message: 'unavailable', details: null, hint: null } } : table(request),
    });
    await gotoReady(page, '/admin');
    const more = page.getByRole('button', { name: 'Load 50 more rows' });
    await more.click();
    await expect(page.getByRole('main').getByText('The next rows could not be loaded. The database answered with an error.')).toBeVisible();
    await expect(page.locator('#announcer-assertive')).toContainText('The next rows could not be loaded.');
    await expect(countLine(page, 'Showing 50 of 1,003 rows')).toBeVisible();
    await more.click();
    await expect(countLine(page, 'Showing 100 of 1,003 rows')).toBeVisible();
    await expect(page.getByRole('main').getByText('The next rows could not be loaded.', { exact: false })).toHaveCount(0);
  });
});

for (const [name, viewport, colorScheme] of [
  ['a phone in dark mode', VIEWPORTS.phone, 'dark'],
  ['a desktop in light mode', VIEWPORTS.desktop, 'light'],
] as const) {
  test(`axe finds no serious violation in the tables on ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await openAsAdmin(page);
    await expect(page.getByRole('table', { name: 'Booking requests, newest first' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill('opera');
    await expect(page.getByRole('heading', { name: 'No rows match the search' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test(`axe finds no serious violation with more rows to load and a CSV being prepared on ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await startSignedIn(page, fakeSession({ appRole: 'admin', aal: 'aal2' }));
    // The held page must outlast the scan: on a loaded machine axe took longer than the app's request timeout,
    // which then ended the export (a full run saw it). This page's request timers wait ten minutes instead.
    await page.addInitScript((timeoutMs) => {
      const setTimer = window.setTimeout.bind(window);
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
        setTimer(handler, delay === timeoutMs ? 600_000 : delay, ...rest)) as typeof window.setTimeout;
    }, REQUEST_TIMEOUT_MS);
    const table = postgrestTable(JUNK_AND_REAL);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await stubSupabase(page, {
      // The export's second page waits until the end, so its progress stays on screen for the scan.
      'GET /rest/v1/bookings': async (request) => {
        if (request.search.get('limit') === '500' && request.search.has('or')) await held;
        return table(request);
      },
    });
    await gotoReady(page, '/admin');
    const more = page.getByRole('button', { name: 'Load 50 more rows' });
    await page.getByRole('button', { name: 'Download 1,003 rows as CSV' }).click();
    await expect(page.getByRole('progressbar', { name: 'Preparing the CSV file' })).toHaveAttribute('aria-valuenow', '500');
    expect(await blockingViolations(page)).toEqual([]);
    // Nothing wider than the screen but the table, which scrolls inside its own region.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Stop preparing the CSV' }).click();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Download 1,003 rows as CSV' })).toBeFocused();
    await expect(page.locator('#announcer-polite')).toHaveText('The CSV file was not made: you stopped it.');
    await more.scrollIntoViewIfNeeded();
    await expect(more).toBeVisible();
    release();
  });
}
