import { expect, gotoReady, test } from './fixtures';
import { expectTimeAdvances, player } from './player-helpers';

/**
 * A player route's stream starts before the app's code has run: the page's inline start script loads an entry
 * of its own for it (xr/core/media/stream-start.ts, scripts/start-preload.ts), so the first picture no longer
 * waits for React, the router and the page's code; the player then adopts that very element.
 * An init script notes, for each <video> created, which scripts created it and whether the app was live yet.
 */

interface MadeVideo {
  stack: string;
  appWasLive: boolean;
  element: HTMLVideoElement;
}

function noteVideos() {
  const made: MadeVideo[] = [];
  Object.assign(window, { __madeVideos: made });
  const create = document.createElement;
  document.createElement = function (this: Document, name: string, options?: ElementCreationOptions) {
    const element = create.call(this, name, options);
    if (name.toLowerCase() === 'video') {
      made.push({ stack: new Error().stack ?? '', appWasLive: document.documentElement.hasAttribute('data-app-ready'), element: element as HTMLVideoElement });
    }
    return element;
  } as typeof document.createElement;
}

test('the demo’s stream starts from its own entry before the app is live, and the player plays that element', async ({ page }) => {
  await page.addInitScript(noteVideos);
  await gotoReady(page, '/concert/demo');
  await expect(player(page)).toBeVisible();
  await expectTimeAdvances(page);
  const first = await page.evaluate(() => {
    const [video] = (window as unknown as { __madeVideos: MadeVideo[] }).__madeVideos;
    return video && { stack: video.stack, appWasLive: video.appWasLive, played: document.querySelector('video') === video.element };
  });
  expect(first, 'no <video> was created').toBeTruthy();
  expect(first?.stack).toMatch(/\/assets\/stream-start-[\w-]+\.js/);
  expect(first?.appWasLive).toBe(false);
  expect(first?.played, 'the player made a <video> of its own instead of adopting the started one').toBe(true);
});

test('a page without a stream does not load the stream-start entry', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await gotoReady(page, '/about');
  expect(requested.filter((path) => /stream-start|media-source|hls/.test(path))).toEqual([]);
});
