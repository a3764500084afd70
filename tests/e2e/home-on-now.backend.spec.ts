import type { Page } from '@playwright/test';
import { blockingViolations } from './axe-scan';
import { expect, gotoReady, test, wakeLowerParts } from './fixtures';
import { programmeText, translation } from './locale-files';
import { programmeStore } from './programme-stub';
import { stubSupabase } from './supabase-stub';

/**
 * On a concert's night the home page leads to it: a concert that can be watched here (a live address set) is the
 * first card of 'Upcoming VR Concerts' from its doors opening, 'Doors open' then 'Live now', with 'Watch live';
 * it is gone when its night is over, and a concert on now without a stream is not offered. The sample's Amsterdam
 * Philharmonic starts on 2027-03-06 at 19:30 in Amsterdam (18:30 UTC). Supabase's HTTP API is stubbed.
 */
const ID = 'amsterdam-philharmonic';
const START = Date.parse('2027-03-06T18:30:00Z');
const MINUTE = 60_000;
const title = programmeText('en', 'concerts', ID, 'title');
const home = (key: string) => translation('en', 'home-lower', key);
const concerts = (key: string) => translation('en', 'concerts', key);

async function homeWithLiveAddress(page: Page, liveStream: string | null) {
  const store = programmeStore();
  store.concerts = store.concerts.map((row) => (row['id'] === ID ? { ...row, live_stream_url: liveStream } : row));
  await stubSupabase(page, {}, { programme: store });
  await gotoReady(page, '/');
  await wakeLowerParts(page);
  return page.locator('section#upcoming-vr-concerts');
}

test('doors open, then live: the concert is the first card, with Watch live; after its night it is gone', async ({ page }) => {
  await page.clock.install({ time: START - 10 * MINUTE });
  const upcoming = await homeWithLiveAddress(page, 'https://live.example/concerts/amsterdam/master.m3u8');
  const cards = upcoming.getByRole('listitem');
  await expect(cards).toHaveCount(3);
  const first = cards.first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(title);
  await expect(first).toContainText(concerts('phase.doorsOpen'));
  const watch = first.getByRole('link', { name: home('upcoming.watchLive') });
  await expect(watch).toHaveAttribute('href', `/concert/${ID}`);
  await expect(watch).toHaveAccessibleDescription(title);
  expect(await blockingViolations(page, 'section#upcoming-vr-concerts')).toEqual([]);

  await page.clock.runFor('10:00');
  await expect(first).toContainText(concerts('phase.live'));
  // Two hours later (no end set: the usual length), the night is over and the card goes by itself.
  await page.clock.runFor('02:00:00');
  await expect(upcoming.getByRole('link', { name: home('upcoming.watchLive') })).toHaveCount(0);
  await expect(upcoming.getByRole('heading', { level: 3, name: title, exact: true })).toHaveCount(0);
});

test('a concert on now without a live address is not offered to watch', async ({ page }) => {
  await page.clock.install({ time: START + MINUTE });
  const upcoming = await homeWithLiveAddress(page, null);
  await expect(upcoming.getByRole('listitem')).toHaveCount(2);
  await expect(upcoming.getByRole('link', { name: home('upcoming.watchLive') })).toHaveCount(0);
});
