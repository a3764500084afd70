import type { Locator, Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { blockingViolations, VIEWPORTS } from './axe-scan';
import { programmeText, translation } from './locale-files';

/**
 * /concert/:id: the nine sample concerts (with a 360° recording, without one, and the artist video of id 9),
 * the upcoming demo concert cards with their registrations, and an unknown id.
 */
const en = (key: string) => translation('en', 'concerts', key);
const player = (page: Page) => page.getByRole('application', { name: translation('en', 'player', 'region') });

/** The element's text colour as sRGB bytes: Tailwind gives oklch(), which a 1-pixel canvas converts. */
const textRgb = (locator: Locator) =>
  locator.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return { r, g, b };
  });

const isRed = ({ r, g, b }: { r: number; g: number; b: number }) => r - g > 60 && r - b > 60;

test('/concert/1 shows its title, artist, date and venue, and, with no recording of its own, no player', async ({ page }) => {
  await gotoReady(page, '/concert/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(programmeText('en', 'concerts', '1', 'title'));
  await expect(page).toHaveTitle(`${programmeText('en', 'concerts', '1', 'title')} | Tutti`);
  await expect(page.getByText(programmeText('en', 'concerts', '1', 'description'))).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: 'Amstel String Quartet' })).toBeVisible();
  await expect(page.locator('dd time[datetime="2025-04-12"]')).toHaveText('April 12, 2025');
  await expect(page.getByText('Concertgebouw, Amsterdam, Netherlands')).toBeVisible();
  // The sample programme has no recordings but the demo (recordings-honest.spec.ts; a concert's own is in its .backend spec).
  await expect(player(page)).toHaveCount(0);
  await expect(page.getByText(en('recording.none'))).toBeVisible();
});

test('/concert/7 has no recording: its poster and the message, and no player', async ({ page }) => {
  await gotoReady(page, '/concert/7');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(programmeText('en', 'concerts', '7', 'title'));
  await expect(page.getByText(en('recording.none'))).toBeVisible();
  // Its poster is a still of the demo hall (the empty stage: a blues singer is not the demo's string players), fetched first (the page's largest picture) in AVIF.
  const poster = page.locator('picture img[src="/images/stills/hall-empty-800.jpg"]');
  await expect(poster).toHaveAttribute('alt', '');
  await expect(poster).toHaveAttribute('fetchpriority', 'high');
  await expect(poster).toHaveJSProperty('complete', true);
  expect(await poster.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(/^\/images\/stills\/hall-empty-(480|800|1200|1920)\.avif$/);
  expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: en('recording.watchDemo') })).toHaveAttribute('href', '/concert/demo');
  await expect(page.getByRole('application')).toHaveCount(0);
  // A range of two days, with a venue in the US (the state kept, the country named).
  await expect(page.getByText('June 6 – 7, 2025')).toBeVisible();
  await expect(page.getByText('Ryman Auditorium, Nashville, Tennessee, United States')).toBeVisible();
});

test('/concert/9, an artist video, links to its artist page and embeds nothing', async ({ page }) => {
  const youtube: string[] = [];
  page.on('request', (request) => {
    if (/youtube|ytimg/.test(request.url())) youtube.push(request.url());
  });
  await gotoReady(page, '/concert/9');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Long Live The Lights');
  await expect(page.getByText(en('artistVideo.text'))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Meet the Artist' })).toHaveAttribute('href', '/artist/9');
  await expect(page.getByRole('application')).toHaveCount(0);
  expect(youtube).toEqual([]);
});

test('/concert/amsterdam-philharmonic shows 87/100 registered and, in red, that 13 spots are left', async ({ page }) => {
  await gotoReady(page, '/concert/amsterdam-philharmonic');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(programmeText('en', 'concerts', 'amsterdam-philharmonic', 'title'));
  await expect(page.getByText('87/100 registered')).toBeVisible();
  const bar = page.getByRole('progressbar', { name: en('upcoming.registrations') });
  await expect(bar).toHaveAttribute('aria-valuenow', '87');
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  const spots = page.getByText('Only 13 spots left!');
  await expect(spots).toBeVisible();
  expect(isRed(await textRgb(spots))).toBe(true);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(isRed(await textRgb(spots))).toBe(true);
  // No video yet: the poster and the message, and the form to reserve spots (tests/e2e/reserve-spots.spec.ts).
  await expect(page.getByText(en('recording.none'))).toBeVisible();
  await expect(page.getByRole('application')).toHaveCount(0);
  await expect(page.getByRole('form', { name: /Reserve spots for/ })).toBeVisible();
});

test('/concert/jazz-quartet says 59 spots are available, not in red', async ({ page }) => {
  await gotoReady(page, '/concert/jazz-quartet');
  await expect(page.getByText('41/100 registered')).toBeVisible();
  const spots = page.getByText('59 spots available');
  await expect(spots).toBeVisible();
  expect(isRed(await textRgb(spots))).toBe(false);
  await expect(page.getByText(/spots? left/)).toHaveCount(0);
});

test('a concert still to come offers Book now, carrying it to the booking form, with its time and price', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-25T12:00:00Z'));
  await gotoReady(page, '/concert/classical-strings');
  await expect(page.getByRole('link', { name: en('book.now') })).toHaveAttribute('href', '/booking?concert=classical-strings');
  await expect(page.locator('dd time').nth(1)).toHaveText('2:00 PM');
  await expect(page.locator('dd').filter({ hasText: '€15' })).toBeVisible();
  await page.getByRole('link', { name: en('book.now') }).click();
  await expect(page).toHaveURL(/\/booking\?concert=classical-strings$/);
});

test('a concert that has taken place is not offered for booking; without a recording of its own it offers the demo', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-25T12:00:00Z'));
  await gotoReady(page, '/concert/2');
  await expect(page.getByText(en('recording.none'))).toBeVisible();
  await expect(page.getByRole('link', { name: en('recording.watchDemo') })).toHaveAttribute('href', '/concert/demo');
  await expect(player(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: en('book.now') })).toHaveCount(0);
  await expect(page.getByRole('form', { name: /Reserve spots for/ })).toHaveCount(0);
});

test('once a concert has started it is no longer booked: its page says what it has instead', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2027-03-06T19:00:00Z'));
  await gotoReady(page, '/concert/amsterdam-philharmonic');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(programmeText('en', 'concerts', 'amsterdam-philharmonic', 'title'));
  await expect(page.getByRole('link', { name: en('book.now') })).toHaveCount(0);
  await expect(page.getByRole('form', { name: /Reserve spots for/ })).toHaveCount(0);
  await expect(page.getByText(en('recording.none'))).toBeVisible();
});

test('an unknown concert shows a translated not-found state, kept out of the index', async ({ page }) => {
  await gotoReady(page, '/concert/nope');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('notFound.heading'));
  await expect(page.getByText(en('notFound.text'))).toBeVisible();
  await expect(page.getByRole('link', { name: en('notFound.allConcerts') })).toHaveAttribute('href', '/concerts');
  await expect(page.getByRole('link', { name: en('notFound.watchDemo') })).toHaveAttribute('href', '/concert/demo');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page).toHaveTitle(en('notFound.pageTitle'));
  await expect(page.getByRole('application')).toHaveCount(0);
});

test('in German the concert, its date, country and spots are German', async ({ page }) => {
  const de = (key: string) => translation('de', 'concerts', key);
  await gotoReady(page, '/concert/3?lang=de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(programmeText('de', 'concerts', '3', 'title'));
  await expect(page.getByText(programmeText('de', 'concerts', '3', 'description'))).toBeVisible();
  await expect(page.getByText('26.–27. April 2025')).toBeVisible();
  await expect(page.getByText('Konserthuset, Gothenburg, Schweden')).toBeVisible();
  await expect(page.locator('dt', { hasText: de('details.venue') })).toBeVisible();
  await gotoReady(page, '/concert/amsterdam-philharmonic?lang=de');
  await expect(page.getByText(de('upcoming.spotsLeft_other').replace('{{count}}', '13'))).toBeVisible();
  await expect(page.getByText('19:30')).toBeVisible();
  await gotoReady(page, '/concert/nope?lang=de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de('notFound.heading'));
});

const AXE_CASES = [
  { path: '/concert/1', scheme: 'light' },
  { path: '/concert/amsterdam-philharmonic', scheme: 'light' },
  { path: '/concert/amsterdam-philharmonic', scheme: 'dark' },
] as const;

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const { path, scheme } of AXE_CASES) {
    test(`axe: ${path} on a ${device} (${scheme}) has no serious or critical violation`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      await gotoReady(page, path);
      if (path === '/concert/1') await expect(page.getByText(en('recording.none'))).toBeVisible();
      else await expect(page.getByRole('progressbar')).toBeVisible();
      const blocking = await blockingViolations(page);
      expect(blocking).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }
}
