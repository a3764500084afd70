import type { Page } from '@playwright/test';
import { programmeText, translation } from './locale-files';
import { expect, test } from './live-packager';
import { programmeStore } from './programme-stub';
import { stubSupabase } from './supabase-stub';
import { gotoReady } from './fixtures';

/**
 * A concert's night end to end, on the real clock: the real live:demo packager (ffmpeg) behind the preview
 * server's /live/ route, a concert whose live stream is that address (Supabase's HTTP API stubbed at the network
 * edge), and the site's own player. The waiting room waits for the stream; when it appears the concert plays by
 * itself, marked LIVE; after a pause the viewer is offered 'Back to live' and is taken back to the edge.
 */
const concerts = (key: string) => translation('en', 'concerts', key);
const player = (key: string) => translation('en', 'player', key);
const ID = 'amsterdam-philharmonic';
const MINUTE = 60_000;

async function concertTonight(page: Page, liveUrl: string, startsIn: number) {
  const store = programmeStore();
  const startsAt = new Date(Date.now() + startsIn).toISOString();
  store.concerts = store.concerts.map((row) => (row['id'] === ID ? { ...row, starts_at: startsAt, live_stream_url: liveUrl } : row));
  await stubSupabase(page, {}, { programme: store });
}

test.describe('before the stream', () => {
  // The browser logs each 404 of the live address while the waiting room asks.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('doors open: the waiting room waits for the stream, and the concert plays by itself when it appears', async ({ page, liveDemo }) => {
    await concertTonight(page, liveDemo.url, 10 * MINUTE);
    // The live service answers 404 until the encoder pushes.
    await page.route(`**${liveDemo.url}`, (route) => route.fulfill({ status: 404, body: '' }));
    await gotoReady(page, `/concert/${ID}`);
    const room = page.getByRole('region', { name: concerts('waitingRoom.title') });
    await expect(room).toBeVisible();
    await expect(page.getByRole('application', { name: player('region') })).toHaveCount(0);

    // The master playlist the waiting room found is the one the player reads: asked for once, not twice.
    const masters: number[] = [];
    page.on('response', (response) => new URL(response.url()).pathname === liveDemo.url && response.ok() && masters.push(response.status()));
    await page.unroute(`**${liveDemo.url}`);
    // Said as it happens (the page changes by itself), for the three seconds an announcement stays.
    await expect(page.locator('#announcer-polite')).toHaveText(concerts('phaseNotice.live'), { timeout: 20_000 });
    await expect(page.getByRole('application', { name: player('region') })).toBeVisible({ timeout: 20_000 });
    await expect(room).toHaveCount(0);
    await expect(page.getByRole('group', { name: player('controls') }).getByText(player('live.badge'), { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('main [data-phase]')).toHaveText(concerts('phaseNotice.live'));
    // And it plays: the picture's clock moves on.
    const time = () => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);
    const at = await time();
    await expect.poll(time, { timeout: 15_000 }).toBeGreaterThan(at + 1);
    expect(masters).toEqual([200]);
    // Above the title: live now, not 'Concert recording'.
    await expect(page.locator('main header').getByText(concerts('phase.live'), { exact: true })).toBeVisible();
  });
});

test("live: LIVE at the edge, 'Back to live' after a pause, and back at the edge", async ({ page, liveDemo }) => {
  await concertTonight(page, liveDemo.url, -MINUTE);
  await gotoReady(page, `/concert/${ID}`);
  const controls = page.getByRole('group', { name: player('controls') });
  await expect(controls.getByText(player('live.badge'), { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(controls.locator('[data-at-edge="true"]')).toBeVisible({ timeout: 30_000 });
  const pause = controls.getByRole('button', { name: player('pause'), exact: true });
  await expect(pause).toBeVisible({ timeout: 30_000 });
  await pause.click();
  const back = controls.getByRole('button', { name: player('live.backToLive') });
  // Paused for longer than the target latency (three 2 s segments), the viewer is behind the room.
  await expect(back).toBeVisible({ timeout: 20_000 });
  await back.click();
  await expect(back).toHaveCount(0, { timeout: 20_000 });
  // Focus stays in the bar (the button that held it is gone), and playback is at the edge again.
  await expect(controls.getByRole('button', { name: player('pause'), exact: true })).toBeFocused();
  await expect(controls.locator('[data-at-edge="true"]')).toBeVisible();

  // The agenda says so, and offers to watch it live.
  await gotoReady(page, '/concerts');
  const title = translation('en', 'concerts', 'phase.live');
  const card = page.locator('main article').filter({ has: page.locator('[data-phase="live"]') });
  await expect(card.locator('[data-phase]')).toHaveText(title);
  const name = translation('en', 'agenda', 'concert.watchLiveLabel').replace('{{title}}', programmeText('en', 'concerts', ID, 'title'));
  await expect(card.getByRole('link', { name })).toHaveAttribute('href', `/concert/${ID}`);
});
