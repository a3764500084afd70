import { expect, gotoReady, test } from './fixtures';
import { translation } from './locale-files';
import { programmeStore } from './programme-stub';
import { stubSupabase } from './supabase-stub';

/**
 * Doors open, the live stream still to come: the page already holds the player's code (its module and hls.js),
 * so when the stream appears its start waits only for the stream (issue 24: stream appearing to sound within
 * 3 s, bench:live). The stream's address answers 404 throughout: nothing of the stream is loaded meanwhile.
 */
const ID = 'amsterdam-philharmonic';
const LIVE_URL = '/live/preload-test/master.m3u8';

test.use({ expectedConsoleErrors: [/status of 404/] });

test('the waiting room fetches the player’s code before the stream appears, and asks for the stream every second', async ({ page }) => {
  const store = programmeStore();
  const startsAt = new Date(Date.now() + 10 * 60_000).toISOString();
  store.concerts = store.concerts.map((row) => (row['id'] === ID ? { ...row, starts_at: startsAt, live_stream_url: LIVE_URL } : row));
  await stubSupabase(page, {}, { programme: store });
  const asked: number[] = [];
  await page.route(`**${LIVE_URL}`, (route) => {
    asked.push(Date.now());
    return route.fulfill({ status: 404, body: '' });
  });
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await gotoReady(page, `/concert/${ID}`);
  await expect(page.getByRole('region', { name: translation('en', 'concerts', 'waitingRoom.title') })).toBeVisible();
  await expect.poll(() => scripts.some((path) => /\/player-360-[\w-]+\.js$/.test(path)), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => scripts.some((path) => /\/hls\.light-[\w-]+\.js$/.test(path)), { timeout: 20_000 }).toBe(true);
  // No player yet: the code only.
  await expect(page.getByRole('application', { name: translation('en', 'player', 'region') })).toHaveCount(0);
  // Asked again and again, about a second apart.
  await expect.poll(() => asked.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
  const gaps = asked.slice(1).map((at, i) => at - (asked[i] ?? at)).sort((a, b) => a - b);
  // The median: a loaded machine may hold one timer back now and then.
  expect(gaps[Math.floor(gaps.length / 2)]).toBeLessThan(1500);
});
