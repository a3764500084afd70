import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { blockingViolations, VIEWPORTS } from './axe-scan';
import { programmeText, translation } from './locale-files';

/**
 * /artist/<id>: the band of concert 9, its concerts, and its video embedded click-to-load: nothing goes to
 * YouTube (or Vimeo) before the play button is pressed. YouTube's player is stubbed at the network edge.
 */
const en = (key: string) => translation('en', 'artist', key);
const VIDEO_HOSTS = /^https?:\/\/([\w-]+\.)*(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)\//;
const EMBED_SRC = 'https://www.youtube-nocookie.com/embed/bCsLltL2025?autoplay=1';
const PLAY_NAME = 'Play video: Long Live The Lights by Bayou City Static (loads from YouTube)';

/** Every request the page makes to a video host, from now on. */
function recordVideoHostRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (VIDEO_HOSTS.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** Stands in for YouTube's player: a tiny page, so the test can see the frame really loaded. */
async function stubYouTubePlayer(page: Page) {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stub</title><p>Stub player</p>' }),
  );
}

test.beforeEach(async ({ page }) => {
  // A stored choice keeps the cookie banner away from the play button. Init scripts also run in the
  // stubbed player's frame, whose storage is off limits: only the site's own window is touched.
  await page.addInitScript(() => {
    if (window === window.top) localStorage.setItem('analyticsConsent', 'denied');
  });
});

test('/artist/9 shows the band, its concerts and Apply Now, and nothing from YouTube until play is pressed', async ({ page }) => {
  const requests = recordVideoHostRequests(page);
  await gotoReady(page, '/artist/9');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bayou City Static');
  await expect(page).toHaveTitle('Bayou City Static | Tutti');
  await expect(page.getByText(programmeText('en', 'artists', '9', 'bio'))).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: 'Houston, Texas, United States' })).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: 'Rock' })).toBeVisible();
  const concerts = page.getByRole('region', { name: 'Concerts on Tutti' });
  await expect(concerts.getByRole('link', { name: 'Long Live The Lights' })).toHaveAttribute('href', '/concert/9');
  await expect(concerts.locator('time[datetime="2025-06-21"]')).toHaveText('June 21, 2025');
  await expect(page.getByRole('link', { name: en('apply.action') })).toHaveAttribute('href', '/contribute');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  // Before play: a local poster, a named play button, the privacy note; no frame, no request to a video host.
  const video = page.getByRole('region', { name: en('profile.videoHeading') });
  const poster = video.locator('img');
  // The band's poster is a still of the demo hall: AVIF where the browser reads it (Chromium does), the JPEG else.
  await expect(poster).toHaveAttribute('src', '/images/stills/hall-empty-800.jpg');
  await poster.scrollIntoViewIfNeeded();
  await expect(poster).toHaveJSProperty('complete', true);
  expect(await poster.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(/^\/images\/stills\/hall-empty-(480|800|1200|1920)\.avif$/);
  expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(video.getByText(/only loaded from YouTube when you press play/)).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  const box = await video.locator('.aspect-video').boundingBox();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);

  await stubYouTubePlayer(page);
  await video.getByRole('button', { name: PLAY_NAME }).click();
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', EMBED_SRC);
  await expect(frame).toHaveAttribute('title', 'Long Live The Lights by Bayou City Static (video from YouTube)');
  await expect(frame).toHaveAttribute('allow', /autoplay.*fullscreen.*picture-in-picture/);
  await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  await expect(page.frameLocator('iframe').getByText('Stub player')).toBeVisible();
  await expect(frame).toBeFocused();
  expect(requests).toContain(EMBED_SRC);
  // The player takes the poster's place: the same 16:9 box, so nothing on the page moves.
  expect(await video.locator('.aspect-video').boundingBox()).toEqual(box);
});

test('the play button is reached with Tab and works with Enter', async ({ page }) => {
  const requests = recordVideoHostRequests(page);
  await gotoReady(page, '/artist/9');
  const play = page.getByRole('button', { name: PLAY_NAME });
  await expect(play).toBeVisible();
  // In the tab order straight after the band's last link, before the concerts: where it reads.
  await page.getByRole('link', { name: en('profile.linkKinds.listen') }).focus();
  await page.keyboard.press('Tab');
  await expect(play).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(play).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(play).toBeFocused();
  expect(requests).toEqual([]);
  await stubYouTubePlayer(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('iframe')).toHaveAttribute('src', EMBED_SRC);
  await expect(page.locator('iframe')).toBeFocused();
});

test('the other featured artists have pages, one of them with a Vimeo video, loaded only on play', async ({ page }) => {
  const requests = recordVideoHostRequests(page);
  await gotoReady(page, '/artist/delia-mae-carter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delia Mae Carter');
  await expect(page.getByRole('link', { name: programmeText('en', 'concerts', '7', 'title') })).toHaveAttribute('href', '/concert/7');
  await expect(page.getByText('June 6 – 7, 2025')).toBeVisible();
  await page.route('https://player.vimeo.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>Stub Vimeo</p>' }));
  expect(requests).toEqual([]);
  await page.getByRole('button', { name: 'Play video: River Porch Song by Delia Mae Carter (loads from Vimeo)' }).click();
  await expect(page.locator('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/100000007?autoplay=1&dnt=1');
  await gotoReady(page, '/artist/mara-okafor-trio');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mara Okafor Trio');
  await expect(page.getByRole('link', { name: programmeText('en', 'concerts', '2', 'title') })).toHaveAttribute('href', '/concert/2');
});

test('an unknown artist shows a translated not-found state, kept out of the index', async ({ page }) => {
  await gotoReady(page, '/artist/nobody');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('notFound.heading'));
  await expect(page.getByText(en('notFound.text'))).toBeVisible();
  await expect(page.getByRole('link', { name: en('notFound.allConcerts') })).toHaveAttribute('href', '/concerts');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page).toHaveTitle(en('notFound.pageTitle'));
  await expect(page.getByRole('button', { name: /^Play video/ })).toHaveCount(0);
});

test('in German the profile, dates, country, play button and not-found state are German', async ({ page }) => {
  const de = (ns: string, key: string) => translation('de', ns, key);
  await gotoReady(page, '/artist/9?lang=de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bayou City Static');
  await expect(page.getByText(programmeText('de', 'artists', '9', 'bio'))).toBeVisible();
  await expect(page.locator('dt', { hasText: de('artist', 'profile.hometown') })).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: 'Houston, Texas, Vereinigte Staaten' })).toBeVisible();
  await expect(page.locator('time[datetime="2025-06-21"]')).toHaveText('21. Juni 2025');
  await expect(page.getByRole('button', { name: 'Video abspielen: Long Live The Lights von Bayou City Static (wird von YouTube geladen)' })).toBeVisible();
  // Links stay in the page's language.
  await expect(page.getByRole('link', { name: de('artist', 'apply.action') })).toHaveAttribute('href', '/de/contribute');
  await gotoReady(page, '/artist/nobody?lang=de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de('artist', 'notFound.heading'));
});


for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`axe: /artist/9 on a ${device} (${scheme}) has no serious or critical violation and no sideways scroll`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      await gotoReady(page, '/artist/9');
      await expect(page.getByRole('button', { name: PLAY_NAME })).toBeVisible();
      const blocking = await blockingViolations(page);
      expect(blocking).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const play = await page.getByRole('button', { name: PLAY_NAME }).boundingBox();
      expect(Math.min(play?.width ?? 0, play?.height ?? 0)).toBeGreaterThanOrEqual(44);
    });
  }
}
