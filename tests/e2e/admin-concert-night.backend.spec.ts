import type { Page, Route } from '@playwright/test';
import { blockingViolations, VIEWPORTS } from './axe-scan';
import { expect, gotoReady, test } from './fixtures';
import { SEED_CONCERT, stubProgrammeBackend } from './programme-admin-stub';
import type { StubbedRequest } from './supabase-stub';

/**
 * The concert night in /admin (issue 24): an admin marks a concert cancelled or postponed, sets when its doors
 * open and its live stream address; the list says where each concert stands now. The live stream check reads
 * playlists this test serves on the site's own /live/ paths, as a live service would answer before, during and
 * after the night.
 */
const writes = (seen: StubbedRequest[], method: string, path: string) => seen.filter((r) => r.method === method && r.path === path);
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
const report = (page: Page) => page.getByRole('status').filter({ hasText: 'This check never stops you saving or publishing' });

const MASTER = ['#EXTM3U', '#EXT-X-STREAM-INF:BANDWIDTH=2000000,RESOLUTION=1280x640', 'v0/index.m3u8', '#EXT-X-STREAM-INF:BANDWIDTH=700000,RESOLUTION=640x320', 'v1/index.m3u8'].join('\n');
const media = (ended: boolean) =>
  ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-TARGETDURATION:2', '#EXT-X-MEDIA-SEQUENCE:300', '#EXT-X-MAP:URI="init.mp4"',
    ...[300, 301, 302].flatMap((n) => ['#EXTINF:2.000,', `seg${n}.m4s`]), ...(ended ? ['#EXT-X-ENDLIST'] : [])].join('\n');
const playlist = (body: string) => (route: Route) => route.fulfill({ status: 200, contentType: 'application/vnd.apple.mpegurl', body });

/** A live service on /live/<name>/: the master, and its first variant's media playlist, live or ended. */
async function serveLive(page: Page, name: string, state: () => 'missing' | 'live' | 'ended') {
  await page.route(`**/live/${name}/master.m3u8`, (route) => (state() === 'missing' ? route.fulfill({ status: 404, body: 'Not found' }) : playlist(MASTER)(route)));
  await page.route(`**/live/${name}/v0/index.m3u8`, (route) => playlist(media(state() === 'ended'))(route));
}

test.describe('the concert night in the editor', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('an admin cancels a concert with a live address that is not live yet; it saves and publishes, the row carries the night, the list says Cancelled', async ({ page }) => {
    const backend = await stubProgrammeBackend(page);
    await serveLive(page, 'tonight', () => 'missing');
    await gotoReady(page, '/admin/concerts/new');
    await field(page, 'Title in English').fill('Evening Strings');
    await field(page, 'Title in English').blur();
    await field(page, 'Starts').fill('2027-12-12T20:00');

    const night = page.getByRole('group', { name: 'The concert night' });
    await expect(night).toBeVisible();
    await expect(field(page, 'Status')).toHaveValue('scheduled');
    await expect(field(page, 'Doors open (minutes before the start)')).toHaveValue('15');
    await field(page, 'Status').selectOption({ label: 'Cancelled' });
    await field(page, 'Doors open (minutes before the start)').fill('30');
    const live = field(page, 'Live stream address');
    await live.fill('/live/tonight/master.m3u8');
    await live.blur();
    // Before the night a live service answers 404: said calmly, as a state, not as a failure.
    await expect(report(page)).toContainText('Not live yet — it will be checked again.');
    await expect(report(page)).toContainText('HTTP status 404');
    await expect(live).toHaveAccessibleDescription(/Not live yet/);
    await expect(live).not.toHaveAttribute('aria-invalid');

    // Published as well: the live address's check never holds a save or a publication back.
    await page.getByRole('checkbox', { name: 'Published' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, '“Evening Strings” is saved.')).toBeVisible();
    const [insert] = writes(backend.seen, 'POST', '/rest/v1/concerts');
    expect(insert?.body).toMatchObject({ id: 'evening-strings', status: 'cancelled', doors_open_minutes: 30, live_stream_url: '/live/tonight/master.m3u8', stream_url: null, published: true });

    // The editor reads the stored row back: the night's fields as saved.
    await expect(page).toHaveURL(/\/admin\/concerts\/evening-strings$/);
    await expect(field(page, 'Status')).toHaveValue('cancelled');
    await expect(field(page, 'Doors open (minutes before the start)')).toHaveValue('30');
    await expect(field(page, 'Live stream address')).toHaveValue('/live/tonight/master.m3u8');

    await page.getByRole('link', { name: 'Back to the list' }).click();
    const row = page.getByRole('row', { name: /Evening Strings/ });
    await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
    // The seed concert, in April 2027 and scheduled, is announced.
    await expect(page.getByRole('row', { name: /Spring Strings/ }).getByText('Announced', { exact: true })).toBeVisible();
    // Scanned on a fresh load: the save's toast, still fading, is not this list's business.
    await gotoReady(page, '/admin/concerts');
    await expect(page.getByRole('row', { name: /Evening Strings/ }).getByText('Cancelled', { exact: true })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('out-of-range doors and a live address that is no HLS playlist are tied to their fields', async ({ page }) => {
    const backend = await stubProgrammeBackend(page);
    await gotoReady(page, '/admin/concerts/spring-strings');
    await field(page, 'Doors open (minutes before the start)').fill('180');
    await field(page, 'Live stream address').fill('rtmp://live.example/app/stream-key');
    await page.getByRole('button', { name: 'Save' }).click();
    const doors = field(page, 'Doors open (minutes before the start)');
    await expect(doors).toBeFocused();
    await expect(doors).toHaveAccessibleDescription(/Enter a number of minutes from 0 to 120\./);
    await expect(field(page, 'Live stream address')).toHaveAccessibleDescription(/ends in \.m3u8/);
    expect(writes(backend.seen, 'PATCH', '/rest/v1/concerts')).toEqual([]);

    await doors.fill('0');
    await field(page, 'Live stream address').fill('');
    await field(page, 'Status').selectOption({ label: 'Postponed' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, '“Spring Strings” is saved.')).toBeVisible();
    expect(writes(backend.seen, 'PATCH', '/rest/v1/concerts').at(-1)?.body).toMatchObject({ status: 'postponed', doors_open_minutes: 0, live_stream_url: null });
  });
});

test('the live check reads the first variant: no end tag is live now, an end tag is ended, a VOD is a recording (on a phone in dark mode)', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.emulateMedia({ colorScheme: 'dark' });
  await stubProgrammeBackend(page);
  await serveLive(page, 'on-air', () => 'live');
  await serveLive(page, 'over', () => 'ended');
  await page.route('**/live/vod/master.m3u8', playlist(MASTER));
  await page.route('**/live/vod/v0/index.m3u8', playlist(media(true).replace('#EXT-X-MAP', '#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-MAP')));
  await gotoReady(page, '/admin/concerts/spring-strings');
  const live = field(page, 'Live stream address');

  await live.fill('/live/on-air/master.m3u8');
  await live.blur();
  await expect(report(page)).toContainText('Live now.');
  await expect(report(page)).toContainText('new segments keep arriving');
  await expect(live).toHaveAccessibleDescription(/Live now\./);

  await live.fill('/live/over/master.m3u8');
  await live.blur();
  await expect(report(page)).toContainText('The live stream has ended.');
  await expect(report(page)).toContainText('EXT-X-ENDLIST');

  await live.fill('/live/vod/master.m3u8');
  await live.blur();
  await expect(report(page)).toContainText('This is a recording, not a live stream.');
  expect(await blockingViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test.describe('on its own clock', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('a live address not live yet is checked again by itself and found live; the list moves from Announced to Doors open at the boundary', async ({ page }) => {
    const backend = await stubProgrammeBackend(page);
    const now = Date.now();
    // A concert whose doors open in ten minutes (a quarter of an hour before its start, the default): far enough
    // that the page's clock, which runs on in real time too, cannot reach them before the test moves it.
    backend.concerts.push({
      ...SEED_CONCERT, id: 'soon-strings', title: 'Soon Strings', texts: { en: { title: 'Soon Strings', description: '' } },
      starts_at: new Date(now + 25 * 60_000).toISOString(), doors_open_minutes: 15, status: 'scheduled',
    });
    // The page's clock, from now (runFor moves it on, firing its timers).
    await page.clock.install({ time: now });
    let state: 'missing' | 'live' = 'missing';
    await serveLive(page, 'later', () => state);
    await gotoReady(page, '/admin/concerts/spring-strings');
    const live = field(page, 'Live stream address');
    await live.fill('/live/later/master.m3u8');
    await live.blur();
    await expect(report(page)).toContainText('Not live yet — it will be checked again.');
    state = 'live';
    await page.clock.runFor(31_000);
    await expect(report(page)).toContainText('Live now.');

    await page.getByRole('link', { name: 'Back to the list' }).click();
    const row = page.getByRole('row', { name: /Soon Strings/ });
    await expect(row.getByText('Announced', { exact: true })).toBeVisible();
    await page.clock.runFor(10 * 60_000);
    await expect(row.getByText('Doors open', { exact: true })).toBeVisible();
    await page.clock.runFor(15 * 60_000);
    await expect(row.getByText('Live now', { exact: true })).toBeVisible();
  });
});
