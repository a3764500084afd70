import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { programmeText, translation } from './locale-files';

/**
 * A concert's night in the browser (src/features/concerts/concert-life.ts): the prerendered page is static,
 * the page works out where the concert stands and moves on at each boundary by itself (the clock runs in the
 * page, no reload): doors open a quarter of an hour early, then live, and the agenda says so too. The sample's
 * Amsterdam Philharmonic starts on 2027-03-06 at 19:30 in Amsterdam (18:30 UTC) and has no end (two hours).
 */
const START = Date.parse('2027-03-06T18:30:00Z');
const MINUTE = 60_000;
const concerts = (key: string) => translation('en', 'concerts', key);
const agenda = (key: string) => translation('en', 'agenda', key);
const title = programmeText('en', 'concerts', 'amsterdam-philharmonic', 'title');
const notice = (page: Page) => page.locator('main [data-phase]');

test('the concert page: booking until the doors open, then doors open with the start time, then live, by itself', async ({ page }) => {
  await page.clock.install({ time: START - 16 * MINUTE });
  await gotoReady(page, '/concert/amsterdam-philharmonic');
  await expect(page.getByRole('link', { name: concerts('book.now') })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);

  await page.clock.runFor('01:00');
  await expect(notice(page)).toHaveText(concerts('phaseNotice.doorsOpen').replace('{{time}}', '7:30 PM'));
  // Until it starts, reserving is still open (the database takes reservations until then too).
  await expect(page.getByRole('link', { name: concerts('book.now') })).toBeVisible();

  await page.clock.runFor('15:00');
  await expect(notice(page)).toHaveText(concerts('phaseNotice.live'));
  await expect(page.getByRole('link', { name: concerts('book.now') })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('the agenda marks a concert live now and offers to watch it; a past one stays past', async ({ page }) => {
  await page.clock.install({ time: START - MINUTE });
  await gotoReady(page, '/concerts');
  const card = page.locator('main article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card.locator('[data-phase]')).toHaveText(concerts('phase.doorsOpen'));
  await expect(card.getByRole('link', { name: agenda('concert.watchLiveLabel').replace('{{title}}', title) })).toHaveAttribute('href', '/concert/amsterdam-philharmonic');

  await page.clock.runFor('01:00');
  await expect(card.locator('[data-phase]')).toHaveText(concerts('phase.live'));
  await expect(card.getByRole('link', { name: agenda('concert.bookNowLabel').replace('{{title}}', title) })).toHaveCount(0);

  const past = page.locator('main article').filter({ has: page.getByRole('heading', { name: programmeText('en', 'concerts', '1', 'title'), exact: true }) });
  await expect(past.locator('[data-phase]')).toHaveText(agenda('concert.past'));
});

test('a night long after the build: the prerendered page said nothing of it, the browser does', async ({ page }) => {
  await page.clock.install({ time: START + 30 * MINUTE });
  const response = await page.request.get('/concert/amsterdam-philharmonic');
  expect(await response.text()).not.toContain('data-phase');
  await gotoReady(page, '/concert/amsterdam-philharmonic');
  await expect(notice(page)).toHaveText(concerts('phaseNotice.live'));
});
