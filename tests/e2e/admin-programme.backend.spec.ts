import type { Locator, Page } from '@playwright/test';
import { blockingViolations, VIEWPORTS } from './axe-scan';
import { expect, gotoReady, test } from './fixtures';
import { posterPng, stubProgrammeBackend } from './programme-admin-stub';
import type { StubbedRequest } from './supabase-stub';

/**
 * Programme publishing in /admin (issue 15), against Supabase's HTTP API stubbed at the network edge by an
 * in-memory PostgREST and Storage (programme-admin-stub.ts) that the public pages read as well. The stream
 * probe fetches real playlists from this site (/media/demo) and, for the failures, addresses this test answers.
 */
const writes = (seen: StubbedRequest[], method: string, path: string) => seen.filter((r) => r.method === method && r.path === path);
/** A field by its label, as a person reads it: the required marker (*) after it is not part of the name. */
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

async function fillNewConcert(page: Page, { title, stream }: { title: string; stream?: string }) {
  await gotoReady(page, '/admin/concerts/new');
  await expect(page.getByRole('heading', { level: 2, name: 'New concert' })).toBeVisible();
  await field(page, 'Title in English').fill(title);
  await field(page, 'Title in English').blur();
  await field(page, 'Starts').fill('2027-12-12T20:00');
  if (stream !== undefined) {
    await field(page, 'Stream address (HLS master playlist)').fill(stream);
    await field(page, 'Stream address (HLS master playlist)').blur();
  }
}

test('an admin creates a concert in English and Dutch with a poster, publishes it, and finds it on /concerts and its page', async ({ page }) => {
  test.setTimeout(60_000);
  const backend = await stubProgrammeBackend(page);
  await gotoReady(page, '/admin/concerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Concerts' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Concerts, latest start first/ })).toContainText('Spring Strings');
  await page.getByRole('link', { name: 'New concert' }).click();
  await expect(page).toHaveURL(/\/admin\/concerts\/new$/);

  await field(page, 'Title in English').fill('Winter Choir of Utrecht');
  await field(page, 'Title in English').blur();
  // The address follows the English title until one is typed.
  await expect(field(page, 'Address')).toHaveValue('winter-choir-of-utrecht');
  await field(page, 'Description in English').fill('Carols sung in the Dom, filmed from the choir stalls.');
  const languages = page.getByRole('tablist', { name: 'Language of the texts' });
  await languages.getByRole('tab', { name: 'English' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(languages.getByRole('tab', { name: 'Dutch' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Texts in Dutch' })).toBeVisible();
  await field(page, 'Title in Dutch').fill('Winterkoor van Utrecht');
  await field(page, 'Description in Dutch').fill('Kerstliederen in de Dom, gefilmd vanuit het koorgestoelte.');

  await field(page, 'Artist').selectOption({ label: 'Amstel String Quartet' });
  await field(page, 'Venue').fill('Utrecht, Domkerk, Netherlands');
  await expect(field(page, 'Time zone of the venue')).toHaveValue('Europe/Amsterdam');
  await field(page, 'Starts').fill('2027-12-12T20:00');
  await field(page, 'Ends').fill('2027-12-12T21:30');
  await field(page, 'Genre').selectOption({ label: 'Choral' });

  await field(page, 'Upload a poster').setInputFiles({ name: 'Winter choir.png', mimeType: 'image/png', buffer: posterPng() });
  await expect(page.getByRole('main').getByText('This poster is shown on the page:')).toBeVisible();
  await expect(field(page, 'Poster address')).toHaveValue(/^https:\/\/db\.tutti\.test\/storage\/v1\/object\/public\/posters\/winter-choir-[0-9a-f]{8}\.png$/);
  expect(backend.uploads).toHaveLength(1);

  const stream = field(page, 'Stream address (HLS master playlist)');
  await stream.fill('/media/demo/master.m3u8');
  await stream.blur();
  const report = page.getByRole('status').filter({ hasText: 'The stream answers.' });
  await expect(report).toContainText('3 renditions: 2048×1024, 1280×640, 640×320');
  await expect(report).toContainText('Top resolution: 2048 × 1024');
  await expect(report).toContainText('Mono (one picture, 2:1)');
  await expect(report).toContainText('Captions found: en, nl, es, pt, de, fr');
  await expect(stream).toHaveAccessibleDescription(/The stream answers\./);
  await report.getByRole('button', { name: 'Use the caption languages found' }).click();
  await expect(page.getByRole('group', { name: 'Captions available in' }).getByRole('checkbox', { checked: true })).toHaveCount(6);

  // Saved as a draft first: published from the list below.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, '“Winter Choir of Utrecht” is saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/concerts\/winter-choir-of-utrecht$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Edit “Winter Choir of Utrecht”' })).toBeVisible();
  const [insert] = writes(backend.seen, 'POST', '/rest/v1/concerts');
  expect(insert?.body).toMatchObject({
    id: 'winter-choir-of-utrecht',
    title: 'Winter Choir of Utrecht',
    texts: {
      en: { title: 'Winter Choir of Utrecht', description: 'Carols sung in the Dom, filmed from the choir stalls.' },
      nl: { title: 'Winterkoor van Utrecht', description: 'Kerstliederen in de Dom, gefilmd vanuit het koorgestoelte.' },
    },
    artist_id: 'amstel-quartet',
    time_zone: 'Europe/Amsterdam',
    starts_at: '2027-12-12T19:00:00Z',
    ends_at: '2027-12-12T20:30:00Z',
    genre: 'choral',
    stream_url: '/media/demo/master.m3u8',
    stream_layout: 'mono',
    captions: ['de', 'en', 'es', 'fr', 'nl', 'pt'],
    published: false,
  });
  expect(Object.keys((insert?.body as { texts: object }).texts)).toEqual(['en', 'nl']);

  // A draft is not for visitors: once the agenda has read the programme (the published rows only), it is not there.
  const publicReads = () => writes(backend.seen, 'GET', '/rest/v1/concerts').filter((r) => r.search.get('published') === 'eq.true').length;
  const readsBefore = publicReads();
  await gotoReady(page, '/concerts');
  await expect.poll(publicReads).toBeGreaterThan(readsBefore);
  // The database's one published concert has replaced the programme the page was built with; the draft is absent.
  await expect(page.getByRole('main').getByRole('heading', { name: 'Spring Strings', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('Spring Strings at the Concertgebouw')).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Winter Choir of Utrecht')).toHaveCount(0);
  await gotoReady(page, '/admin/concerts');

  const row = page.getByRole('row', { name: /Winter Choir of Utrecht/ });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Publish Winter Choir of Utrecht' }).click();
  await expect(toast(page, '“Winter Choir of Utrecht” is published.')).toBeVisible();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  expect(writes(backend.seen, 'PATCH', '/rest/v1/concerts').at(-1)?.body).toEqual({ published: true });

  // To the agenda as a visitor goes there, through the site's menu: the app reads the programme afresh.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Concerts' }).click();
  await expect(page).toHaveURL(/\/concerts$/);
  await expect(page.getByRole('main').getByText('Winter Choir of Utrecht').first()).toBeVisible();
  await gotoReady(page, '/concert/winter-choir-of-utrecht');
  await expect(page.getByRole('heading', { level: 1, name: 'Winter Choir of Utrecht' })).toBeVisible();
  await gotoReady(page, '/nl/concert/winter-choir-of-utrecht');
  await expect(page.getByRole('heading', { level: 1, name: 'Winterkoor van Utrecht' })).toBeVisible();
});

test.describe('a stream that fails the probe', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('is reported in words, blocks publishing, and the draft can still be saved', async ({ page }) => {
    const backend = await stubProgrammeBackend(page);
    await page.route('**/media/missing/master.m3u8', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.route('**/media/page/master.m3u8', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Home</title>' }));
    await fillNewConcert(page, { title: 'Broken Stream Night', stream: '/media/missing/master.m3u8' });
    const stream = field(page, 'Stream address (HLS master playlist)');
    const failed = page.getByRole('status').filter({ hasText: 'The stream failed the check.' });
    await expect(failed).toContainText('The server answered with HTTP status 404 instead of the playlist.');
    await expect(failed).toContainText('it cannot be published until its stream passes this check');
    await expect(stream).toHaveAccessibleDescription(/HTTP status 404/);

    await stream.fill('/media/page/master.m3u8');
    await stream.blur();
    await expect(failed).toContainText('The address does not hold an HLS playlist');

    const published = page.getByRole('checkbox', { name: 'Published' });
    await published.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(published).toBeFocused();
    await expect(published).toHaveAccessibleDescription(/It cannot be published while its stream fails the check/);
    await expect(published).toHaveAttribute('aria-invalid', 'true');
    expect(writes(backend.seen, 'POST', '/rest/v1/concerts')).toEqual([]);

    await published.uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, '“Broken Stream Night” is saved.')).toBeVisible();
    expect(writes(backend.seen, 'POST', '/rest/v1/concerts')[0]?.body).toMatchObject({ stream_url: '/media/page/master.m3u8', published: false });

    // From the list, too, publishing is refused, in words, and nothing is written.
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await page.getByRole('button', { name: 'Publish Broken Stream Night' }).click();
    await expect(toast(page, '“Broken Stream Night” could not be changed.')).toBeVisible();
    await expect(page.getByText(/It was not published: its stream failed the check\. The address does not hold an HLS playlist/)).toBeVisible();
    expect(writes(backend.seen, 'PATCH', '/rest/v1/concerts')).toEqual([]);
  });
});

test('errors are tied to their fields, and the focus goes to the first, opening its language', async ({ page }) => {
  await stubProgrammeBackend(page);
  await gotoReady(page, '/admin/concerts/new');
  await page.getByRole('button', { name: 'Save' }).click();
  const address = field(page, 'Address');
  await expect(address).toBeFocused();
  await expect(address).toHaveAccessibleDescription(/Fill in this field\./);
  await expect(field(page, 'Title in English')).toHaveAccessibleDescription(/Fill in this field\./);
  await expect(field(page, 'Starts')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#announcer-assertive')).toHaveText('3 fields need attention. The first one has the focus.');

  await field(page, 'Title in English').fill('Morning Brass');
  await field(page, 'Title in English').blur();
  await field(page, 'Starts').fill('2027-05-01T11:00');
  await page.getByRole('tab', { name: 'German' }).click();
  await field(page, 'Description in German').fill('Blechbläser am Morgen.');
  await page.getByRole('tab', { name: 'English' }).click();
  await field(page, 'Price in euros').fill('12,505');
  await page.getByRole('button', { name: 'Save' }).click();
  // The German title comes before the price in the form: its tab opens and the field takes the focus.
  await expect(page.getByRole('tab', { name: /German/ })).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, 'Title in German')).toBeFocused();
  await expect(field(page, 'Title in German')).toHaveAccessibleDescription(/Give a title in this language too/);
  await expect(field(page, 'Price in euros')).toHaveAccessibleDescription(/Enter an amount in euros/);
});

test.describe('a save that fails', () => {
  // One pattern: test.use reads a two-item array as a value and its options.
  test.use({ expectedConsoleErrors: [/status of (503|409)/] });

  test('keeps everything typed, says why, and a second try saves it; a taken address is tied to its field', async ({ page }) => {
    const backend = await stubProgrammeBackend(page);
    let failures = 1;
    await page.route('https://db.tutti.test/rest/v1/concerts**', (route) =>
      route.request().method() === 'POST' && failures-- > 0
        ? route.fulfill({ status: 503, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: '{"message":"unavailable","code":""}' })
        : route.fallback(),
    );
    await fillNewConcert(page, { title: 'Spring Strings' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('main').getByText('It was not saved.', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('The database answered with an error. Please try again in a moment.')).toBeVisible();
    await expect(field(page, 'Title in English')).toHaveValue('Spring Strings');
    await expect(field(page, 'Starts')).toHaveValue('2027-12-12T20:00');

    // The second try: the address is the seed concert's own.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'Address')).toBeFocused();
    await expect(field(page, 'Address')).toHaveAccessibleDescription(/This address is already used/);
    await field(page, 'Address').fill('spring-strings-2027');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, '“Spring Strings” is saved.')).toBeVisible();
    expect(backend.concerts.map((row) => row.id)).toEqual(['spring-strings', 'spring-strings-2027']);
  });
});

test('a poster that is not a picture, or too large, is refused before anything is sent', async ({ page }) => {
  const backend = await stubProgrammeBackend(page);
  await gotoReady(page, '/admin/concerts/new');
  const upload = field(page, 'Upload a poster');
  await upload.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
  await expect(upload).toHaveAccessibleDescription(/This file is not a JPEG, PNG or WebP picture/);
  await upload.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([posterPng(), Buffer.alloc(2 * 1024 * 1024)]) });
  await expect(upload).toHaveAccessibleDescription(/larger than 2 MB/);
  expect(backend.uploads).toEqual([]);
});

test('an admin creates an artist in two languages, and can then choose them for a concert', async ({ page }) => {
  const backend = await stubProgrammeBackend(page);
  await gotoReady(page, '/admin/artists');
  await expect(page.getByRole('table', { name: 'Artists by name, drafts included' })).toContainText('Amstel String Quartet');
  await page.getByRole('link', { name: 'New artist' }).click();
  await field(page, 'Name').fill('Delia Mae Carter');
  await field(page, 'Name').blur();
  await expect(field(page, 'Address')).toHaveValue('delia-mae-carter');
  await field(page, 'Country code').fill('us');
  await field(page, 'Short line in English').fill('Blues from the porch');
  await page.getByRole('tab', { name: 'Dutch' }).click();
  await field(page, 'Short line in Dutch').fill('Blues van de veranda');
  await field(page, 'Video host').selectOption({ label: 'YouTube' });
  await field(page, 'Video id').fill('abc');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(field(page, 'Video id')).toBeFocused();
  await expect(field(page, 'Video id')).toHaveAccessibleDescription(/This is not a video id of this host/);
  await field(page, 'Video id').fill('dQw4w9WgXcQ');
  await page.getByRole('checkbox', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, '“Delia Mae Carter” is saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/artists\/delia-mae-carter$/);
  expect(writes(backend.seen, 'POST', '/rest/v1/artists')[0]?.body).toMatchObject({
    id: 'delia-mae-carter', name: 'Delia Mae Carter', country: 'US', video_host: 'youtube', video_id: 'dQw4w9WgXcQ', published: true,
    texts: { en: { tagline: 'Blues from the porch', bio: '' }, nl: { tagline: 'Blues van de veranda', bio: '' } },
  });
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Concerts' }).click();
  await page.getByRole('link', { name: 'New concert' }).click();
  await field(page, 'Artist').selectOption({ label: 'Delia Mae Carter' });
});

test.describe('submission statuses', () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });

  test('an admin sets a booking to contacted, and the audit trail shows who changed what', async ({ page }) => {
    const backend = await stubProgrammeBackend(page);
    await gotoReady(page, '/admin');
    const status = page.getByRole('combobox', { name: /^Status of Ada Lovelace/ });
    await expect(status).toHaveValue('new');
    await status.selectOption({ label: 'Contacted' });
    await expect(toast(page, 'Status set to “Contacted”.')).toBeVisible();
    const [patch] = writes(backend.seen, 'PATCH', '/rest/v1/bookings');
    expect(patch?.body).toEqual({ status: 'contacted' });
    expect(patch?.search.get('id')).toBe('eq.b1');

    // A failed save puts the old value back.
    await page.route('https://db.tutti.test/rest/v1/bookings**', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: '{"message":"down","code":""}' }) : route.fallback(),
    );
    await status.selectOption({ label: 'Closed' });
    await expect(toast(page, 'The status could not be saved; it is back to “Contacted”.')).toBeVisible();
    await expect(status).toHaveValue('contacted');

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Audit trail' }).click();
    const audit = page.getByRole('table', { name: 'Changes by admins, newest first' });
    const entry = audit.getByRole('row').filter({ hasText: 'bookings' });
    await expect(entry).toContainText('ada@tutti.example');
    await expect(entry).toContainText('Changed');
    await expect(entry).toContainText('status: new → contacted');
    const [read] = writes(backend.seen, 'GET', '/rest/v1/admin_audit_log');
    expect(read?.search.get('order')).toBe('at.desc,id.desc');
    expect(read?.search.get('limit')).toBe('50');
  });
});

async function scanned(page: Page, region?: Locator) {
  if (region) await expect(region).toBeVisible();
  return blockingViolations(page);
}

for (const [name, viewport, colorScheme] of [
  ['a phone in dark mode', VIEWPORTS.phone, 'dark'],
  ['a desktop in light mode', VIEWPORTS.desktop, 'light'],
] as const) {
  test(`axe finds no serious violation in the concert editor, with errors and a probe report, on ${name}`, async ({ page }) => {
    // Three full-page scans of a long form on a shared two-core machine.
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await stubProgrammeBackend(page);
    await fillNewConcert(page, { title: 'Accessible Evening', stream: '/media/demo-stereo/master.m3u8' });
    expect(await scanned(page, page.getByRole('status').filter({ hasText: 'The stream answers.' }))).toEqual([]);
    await expect(page.getByRole('status').filter({ hasText: 'The stream answers.' })).toContainText('Stereo, top and bottom (1:1)');
    await field(page, 'Price in euros').fill('free');
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await scanned(page, page.getByText('Enter an amount in euros, for example 15 or 12.50.'))).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await gotoReady(page, '/admin/concerts');
    expect(await scanned(page, page.getByRole('table'))).toEqual([]);
  });
}
