import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { blockingViolations, VIEWPORTS } from './axe-scan';
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
test.use({ timezoneId: 'Europe/Amsterdam' });

test('the concert page: booking until the doors open, then doors open with the start time, then live, by itself', async ({ page }) => {
  await page.clock.install({ time: START - 16 * MINUTE });
  await gotoReady(page, '/concert/amsterdam-philharmonic');
  await expect(page.getByRole('link', { name: concerts('book.now') })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);

  // Held at the doors' instant, so the countdown reads to the second.
  await page.clock.pauseAt(START - 15 * MINUTE);
  const room = page.getByRole('region', { name: concerts('waitingRoom.title') });
  await expect(room).toHaveAttribute('data-phase', 'doors-open');
  await expect(room.getByRole('timer', { name: concerts('waitingRoom.clockLabel') })).toHaveText('15:00');
  await expect(room).toContainText(concerts('waitingRoom.startsIn').replace('{{words}}', 'in 15 minutes'));
  // The visitor is on the venue's clock here (Amsterdam): no 'your time'.
  await expect(room).toContainText(concerts('phaseNotice.doorsOpen').replace('{{time}}', '7:30 PM'));
  await page.clock.runFor('04:05');
  await expect(room.getByRole('timer')).toHaveText('10:55');
  await expect(room).toContainText(concerts('waitingRoom.startsIn').replace('{{words}}', 'in 11 minutes'));
  // Until it starts, reserving is still open (the database takes reservations until then too).
  await expect(page.getByRole('link', { name: concerts('book.now') })).toBeVisible();

  await page.clock.runFor('11:00');
  await expect(notice(page)).toHaveText(concerts('phaseNotice.liveElsewhere'));
  await expect(room).toHaveCount(0);
  await expect(page.getByRole('link', { name: concerts('book.now') })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('the agenda marks doors open, then on now (the sample has no live stream, so nothing offers to watch it); a past one stays past', async ({ page }) => {
  await page.clock.install({ time: START - MINUTE });
  await gotoReady(page, '/concerts');
  const card = page.locator('main article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card.locator('[data-phase]')).toHaveText(concerts('phase.doorsOpen'));
  await expect(card.getByRole('link', { name: agenda('concert.watchLiveLabel').replace('{{title}}', title) })).toHaveCount(0);

  await page.clock.runFor('01:00');
  await expect(card.locator('[data-phase]')).toHaveText(concerts('phase.onNow'));
  await expect(card.getByRole('link', { name: agenda('concert.bookNowLabel').replace('{{title}}', title) })).toHaveCount(0);

  const past = page.locator('main article').filter({ has: page.getByRole('heading', { name: programmeText('en', 'concerts', '1', 'title'), exact: true }) });
  await expect(past.locator('[data-phase]')).toHaveText(agenda('concert.past'));
});

test('a night long after the build: the prerendered page said nothing of it, the browser does', async ({ page }) => {
  await page.clock.install({ time: START + 30 * MINUTE });
  const response = await page.request.get('/concert/amsterdam-philharmonic');
  expect(await response.text()).not.toContain('data-phase');
  await gotoReady(page, '/concert/amsterdam-philharmonic');
  await expect(notice(page)).toHaveText(concerts('phaseNotice.liveElsewhere'));
});

test.describe('a visitor in another zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('reads the start on the venue’s clock and on their own', async ({ page }) => {
    await page.clock.install({ time: START - 10 * MINUTE });
    await gotoReady(page, '/concert/amsterdam-philharmonic');
    const room = page.getByRole('region', { name: concerts('waitingRoom.title') });
    await expect(room).toContainText(concerts('waitingRoom.startsAtYourTime').replace('{{time}}', '7:30 PM').replace('{{yourTime}}', '1:30 PM'));
  });
});

test('the sound check plays a soft tone and then asks whether it was heard', async ({ page }) => {
  await page.clock.install({ time: START - 10 * MINUTE });
  await page.addInitScript(() => {
    // Counts the notes started, through the real Web Audio API (headless Chromium plays into a null sink).
    const started: number[] = [];
    (window as unknown as { notes: number[] }).notes = started;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
      started.push(this.frequency.value);
      return start.call(this, when);
    };
  });
  await gotoReady(page, '/concert/amsterdam-philharmonic');
  const room = page.getByRole('region', { name: concerts('waitingRoom.title') });
  await room.getByRole('button', { name: concerts('waitingRoom.soundCheckButton') }).click();
  await expect(room.getByRole('status')).toHaveText(concerts('waitingRoom.soundCheckAsk'));
  expect(await page.evaluate(() => (window as unknown as { notes: number[] }).notes)).toEqual([440, 659.25]);
});

for (const [name, viewport, colorScheme] of [
  ['a phone in dark mode', VIEWPORTS.phone, 'dark'],
  ['a desktop in light mode', VIEWPORTS.desktop, 'light'],
] as const) {
  test(`the waiting room on ${name}: no axe violation, nothing wider than the screen, large targets`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await page.clock.install({ time: START - 10 * MINUTE });
    await gotoReady(page, '/concert/amsterdam-philharmonic');
    const room = page.getByRole('region', { name: concerts('waitingRoom.title') });
    await expect(room).toBeVisible();
    expect(await blockingViolations(page, 'main')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const button = await room.getByRole('button', { name: concerts('waitingRoom.soundCheckButton') }).boundingBox();
    expect(button?.height).toBeGreaterThanOrEqual(44);
  });
}
