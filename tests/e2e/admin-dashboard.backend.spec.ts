import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { blockingViolations, VIEWPORTS } from './axe-scan';
import { test, expect, gotoReady } from './fixtures';
import { fakeSession, startSignedIn, stubSupabase, type StubbedRequest } from './supabase-stub';

/**
 * /admin against the database's HTTP API (PostgREST), stubbed at the network edge. The stub answers like
 * the real API does for each person: rows for an aal2 admin; what row-level security does for anyone else
 * is proven by the database tests, not here.
 */
const BOOKINGS = [
  {
    id: 'b3', created_at: '2026-11-20T09:30:00Z', name: 'Ada Lovelace', email: 'ada@care.example', phone: '+31 20 123 4567',
    facility_name: 'Huize Zonneschijn', facility_address: 'Dorpsstraat 1, Rotterdam, NL', facility_type: 'care_home', residents: 40,
    preferred_date: '2026-12-01', preferred_time: 'afternoon', music_preference: 'classical',
    special_requirements: 'Room "Blue", ground floor\nWheelchairs: 6', heard_about: 'colleague',
  },
  {
    id: 'b2', created_at: '2026-11-12T14:00:00Z', name: '=HYPERLINK("http://evil.example")', email: 'eve@evil.example', phone: null,
    facility_name: 'Evil Care', facility_address: null, facility_type: 'other', residents: null,
    preferred_date: '2026-12-10', preferred_time: null, music_preference: null, special_requirements: null, heard_about: null,
  },
  {
    id: 'b1', created_at: '2026-11-03T08:15:00Z', name: 'Grace Hopper', email: 'grace@hospital.example', phone: null,
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

async function openAsAdmin(page: Page, aal: 'aal1' | 'aal2' = 'aal2') {
  const session = fakeSession({ appRole: 'admin', aal });
  await startSignedIn(page, session);
  const seen = await stubSupabase(page, {
    'GET /rest/v1/bookings': () => ({ json: BOOKINGS }),
    ...Object.fromEntries(Object.entries(OTHER_TABLES).map(([table, { row }]) => [`GET /rest/v1/${table}`, () => ({ json: [row] })])),
  });
  await gotoReady(page, '/admin');
  return { session, seen };
}

const restCalls = (seen: StubbedRequest[]) => seen.filter((r) => r.path.startsWith('/rest/v1/'));

test('an admin with a second factor sees the bookings, newest first as the database sorted them', async ({ page }) => {
  const { session, seen } = await openAsAdmin(page);
  const table = page.getByRole('table', { name: 'Booking requests, newest first' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText('Ada Lovelace');
  await expect(table.getByRole('row').nth(3)).toContainText('Grace Hopper');
  await expect(table.getByRole('columnheader', { name: 'Preferred date' })).toBeVisible();
  await expect(table.getByRole('rowheader').first()).toContainText('Nov 20, 2026');
  await expect(page.getByRole('main').getByText('3 rows', { exact: true })).toBeVisible();

  const [request] = restCalls(seen);
  expect(request?.path).toBe('/rest/v1/bookings');
  expect(request?.search.get('select')).toBe('*');
  expect(request?.search.get('order')).toBe('created_at.desc');
  expect(request?.headers['authorization']).toBe(`Bearer ${session.access_token}`);
  expect(request?.headers['apikey']).toBe('test-anon-key');
});

test('the search narrows the rows, says how many match, and can be cleared', async ({ page }) => {
  await openAsAdmin(page);
  const table = page.getByRole('table', { name: 'Booking requests, newest first' });
  const search = page.getByRole('searchbox', { name: 'Search bookings' });
  await search.fill('ROTTERDAM');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Ada Lovelace');
  await expect(page.getByRole('main').getByText('1 of 3 rows matches the search')).toBeVisible();
  await expect(page.locator('#announcer-polite')).toHaveText('1 of 3 rows matches the search');

  await search.fill('opera');
  await expect(page.getByRole('heading', { name: 'No rows match the search' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Download 0 rows as CSV/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(table.getByRole('row')).toHaveCount(4);
});

test('exports what is shown as CSV: quoted, formula-safe, with a byte order mark', async ({ page }) => {
  await openAsAdmin(page);
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill('care');
  await expect(page.getByRole('main').getByText('2 of 3 rows match the search')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download 2 rows as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');

  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0]).toBe(
    'Received,Name,Email,Phone,Facility,Address,Type of facility,Residents,Preferred date,Preferred time,Music,Special requirements,Heard about us via',
  );
  expect(csv).toContain(
    `2026-11-20T09:30:00Z,Ada Lovelace,ada@care.example,'+31 20 123 4567,Huize Zonneschijn,"Dorpsstraat 1, Rotterdam, NL",care_home,40,2026-12-01,afternoon,classical,"Room ""Blue"", ground floor\nWheelchairs: 6",colleague\r\n`,
  );
  expect(csv).toContain(`2026-11-12T14:00:00Z,"'=HYPERLINK(""http://evil.example"")",eve@evil.example,,Evil Care,,other,,2026-12-10,,,,\r\n`);
  expect(csv).not.toContain('Grace Hopper');
  expect(csv.endsWith('\r\n')).toBe(true);
});

test('every table has its tab, with arrow keys moving between them', async ({ page }) => {
  const { seen } = await openAsAdmin(page);
  const tablist = page.getByRole('tablist', { name: 'Tables' });
  await expect(tablist.getByRole('tab')).toHaveCount(5);
  await expect(tablist.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');

  for (const [name, { tab, caption, text }] of Object.entries(OTHER_TABLES)) {
    await tablist.getByRole('tab', { name: tab }).click();
    await expect(tablist.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: tab }).getByRole('table', { name: caption })).toContainText(text);
    const call = restCalls(seen).find((r) => r.path === `/rest/v1/${name}`);
    expect(call?.search.get('order')).toBe('created_at.desc');
  }

  // Keyboard: one tab stop; arrows wrap around, Home goes to the first.
  const reservations = tablist.getByRole('tab', { name: 'Reservations' });
  await reservations.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tablist.getByRole('tab', { name: 'Bookings' })).toBeFocused();
  await expect(tablist.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(reservations).toBeFocused();
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
  await stubSupabase(page, { 'GET /rest/v1/bookings': () => ({ json: [] }) });
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
  const { seen } = await openAsAdmin(page, 'aal1');
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
}
