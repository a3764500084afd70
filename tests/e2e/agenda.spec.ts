import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { blockingViolations, VIEWPORTS } from './axe-scan';
import { programmeText, translation } from './locale-files';

/**
 * /concerts, the concert agenda: genre filter, search as you type kept in the address, the empty state,
 * the month calendar with the keyboard (opening on the current month), booking links for what is to come
 * and recordings of what has been, German, and axe on a phone and a desktop. The clock is set to a day
 * between the sample programme's 2025 concerts and the demo concerts of 2027.
 */
const NOW = new Date('2026-11-25T12:00:00Z');
test.beforeEach(async ({ page }) => page.clock.setFixedTime(NOW));

const en = (key: string) => translation('en', 'agenda', key);
const de = (key: string) => translation('de', 'agenda', key);
const title = (id: string, lang = 'en') =>
  programmeText(lang, 'concerts', id, 'title');
const ALL = 12;
const count = (n: number) => en(`results.count_${n === 1 ? 'one' : 'other'}`).replace('{{count}}', String(n));

const searchBox = (page: Page) => page.getByRole('searchbox', { name: en('filters.search') });
const genreSelect = (page: Page) => page.getByRole('combobox', { name: en('filters.genre') });
const cards = (page: Page) => page.locator('main article');
const polite = (page: Page) => page.locator('#announcer-polite');
const grid = (page: Page) => page.getByRole('grid');
const focusedDay = (page: Page) => page.locator('[role="grid"] td:focus');
const card = (page: Page, id: string, lang = 'en') => cards(page).filter({ has: page.getByRole('heading', { name: title(id, lang), exact: true }) });

test('lists every concert: what can be booked first, with its price and Book now; then recordings', async ({ page }) => {
  await gotoReady(page, '/concerts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('title'));
  await expect(page.getByText(count(ALL))).toBeVisible();
  await expect(cards(page)).toHaveCount(ALL);
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText(
    ['amsterdam-philharmonic', 'classical-strings', 'jazz-quartet', '9', '8', '7', '6', '5', '4', '3', '2', '1'].map((id) => title(id)),
  );
  const upcoming = card(page, 'amsterdam-philharmonic');
  await expect(upcoming.locator('dd time').first()).toHaveText('March 6, 2027');
  await expect(upcoming.locator('dd time').nth(1)).toHaveText('7:30 PM');
  await expect(upcoming.locator('dd').last()).toHaveText('€15');
  await expect(upcoming.getByRole('link', { name: `Book now: ${title('amsterdam-philharmonic')}` })).toHaveAttribute('href', '/booking?concert=amsterdam-philharmonic');

  const first = card(page, '1');
  await expect(first.getByText(en('concert.past'))).toBeVisible();
  await expect(first.locator('dd').nth(0)).toHaveText('Amstel String Quartet');
  await expect(first.locator('dd time[datetime="2025-04-12"]')).toHaveText('April 12, 2025');
  await expect(first.locator('dd').nth(2)).toHaveText('7:30 PM');
  await expect(first.locator('dd').nth(3)).toHaveText('Concertgebouw, Amsterdam, Netherlands');
  await expect(first.locator('dd').nth(4)).toHaveText('Classical');
  // Past: no price and no booking; the sample's past concerts were never filmed, so no recording either.
  await expect(first.locator('dt', { hasText: en('concert.price') })).toHaveCount(0);
  await expect(first.getByRole('link', { name: /^Book now/ })).toHaveCount(0);
  await expect(first.getByRole('link', { name: `Concert details: ${title('1')}` })).toHaveAttribute('href', '/concert/1');
  await expect(cards(page).getByRole('link', { name: /^Watch the recording/ })).toHaveCount(0);
  await expect(card(page, '7').getByRole('link')).toHaveText([en('concert.details')]);
  await expect(card(page, '3').locator('dd').nth(1)).toHaveText('April 26 – 27, 2025');
  await expect(page.getByRole('button', { name: en('filters.list') })).toHaveAttribute('aria-pressed', 'true');
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search concerts...');
});

test('each card shows a still of the demo hall, decorative, in AVIF at a width near its box, neighbours never the same', async ({ page }) => {
  await gotoReady(page, '/concerts');
  await expect(cards(page)).toHaveCount(ALL);
  const posters = cards(page).locator('picture > img');
  await expect(posters).toHaveCount(ALL);
  const stills: string[] = [];
  for (const poster of await posters.all()) {
    await poster.scrollIntoViewIfNeeded();
    await expect(poster).toHaveJSProperty('complete', true);
    await expect(poster).toHaveAttribute('alt', '');
    const drawn = await poster.evaluate((img: HTMLImageElement) => ({ path: new URL(img.currentSrc).pathname, natural: img.naturalWidth, box: img.getBoundingClientRect().width }));
    const [, still, width] = /^\/images\/stills\/([a-z0-9-]+)-(\d+)\.avif$/.exec(drawn.path) ?? [];
    expect(still, drawn.path).toBeDefined();
    // Decoded (naturalWidth is the file's width over the density the srcset gives it).
    expect(drawn.natural).toBeGreaterThan(0);
    // The file chosen covers the box at the device's pixel ratio (1 here) without being the largest for a small box.
    expect(Number(width)).toBeGreaterThanOrEqual(drawn.box);
    expect(Number(width)).toBeLessThan(drawn.box * 2.5);
    stills.push(still ?? '');
  }
  stills.forEach((still, i) => i > 0 && expect(still, `cards ${i} and ${i + 1}`).not.toBe(stills[i - 1]));
});

test('the genre filter narrows the list, is kept in the address and announced', async ({ page }) => {
  await gotoReady(page, '/concerts');
  await genreSelect(page).selectOption({ label: 'Classical' });
  await expect(page).toHaveURL(/\/concerts\?genre=classical$/);
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText([title('8'), title('4'), title('1')]);
  await expect(polite(page)).toHaveText(count(3));
  await genreSelect(page).selectOption({ label: en('filters.allGenres') });
  await expect(page).toHaveURL(/\/concerts$/);
  await expect(cards(page)).toHaveCount(ALL);
});

test('search filters as one types, updates the address without flooding history, and survives a reload', async ({ page }) => {
  await gotoReady(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Concerts', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('title'));
  await genreSelect(page).selectOption('classical');
  await searchBox(page).pressSequentially('harp', { delay: 60 });
  await expect(page).toHaveURL(/\/concerts\?genre=classical&search=harp$/);
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText([title('8')]);
  await expect(polite(page)).toHaveText(count(1));
  // Artist and venue (the country as shown) are searched too.
  await searchBox(page).fill('utrecht');
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText([title('4')]);

  await page.reload();
  await expect(searchBox(page)).toHaveValue('utrecht');
  await expect(genreSelect(page)).toHaveValue('classical');
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText([title('4')]);

  // Typing replaced one history entry: Back undoes the genre, then returns home.
  await page.goBack();
  await expect(page).toHaveURL(/\/concerts$/);
  await expect(searchBox(page)).toHaveValue('');
  await expect(cards(page)).toHaveCount(ALL);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test("the structured data's SearchAction lands on a filtered agenda", async ({ page }) => {
  await gotoReady(page, '/');
  // The site's own graph (the home page's concerts come in a graph of their own).
  const template = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => {
    const nodes = scripts.flatMap((script) => (JSON.parse(script.textContent ?? '{}') as { '@graph': Array<Record<string, unknown>> })['@graph']);
    const website = nodes.find((node) => node['@type'] === 'WebSite') as { potentialAction: { target: { urlTemplate: string } } };
    return website.potentialAction.target.urlTemplate;
  });
  const url = new URL(template.replace('{search_term_string}', 'okafor'));
  await gotoReady(page, `${url.pathname}${url.search}`);
  await expect(searchBox(page)).toHaveValue('okafor');
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText([title('2')]);
});

test('an unknown genre or view in the address is ignored and everything is shown', async ({ page }) => {
  await gotoReady(page, '/concerts?genre=polka&view=poster');
  await expect(genreSelect(page)).toHaveValue('');
  await expect(page.getByRole('button', { name: en('filters.list') })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(ALL);
  await expect(page.getByText(count(ALL))).toBeVisible();
});

test('nothing matching shows the empty state, and Clear filters brings every concert back', async ({ page }) => {
  await gotoReady(page, '/concerts?genre=rock');
  await searchBox(page).fill('mozart');
  await expect(page.getByRole('heading', { level: 2, name: en('empty.heading') })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(polite(page)).toHaveText(count(0));
  await page.getByRole('button', { name: en('empty.clear') }).click();
  await expect(page).toHaveURL(/\/concerts$/);
  await expect(cards(page)).toHaveCount(ALL);
  await expect(searchBox(page)).toHaveValue('');
  await expect(searchBox(page)).toBeFocused();
  await expect(genreSelect(page)).toHaveValue('');
});

test('the calendar works with the keyboard: arrows, Home/End, Page Down, Enter, with visible focus', async ({ page }) => {
  await gotoReady(page, '/concerts');
  const calendarButton = page.getByRole('button', { name: en('filters.calendar') });
  await calendarButton.click();
  await expect(calendarButton).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/concerts\?view=calendar$/);
  // Opens on the current month; a month in the address opens that one, on its first concert's day.
  await expect(grid(page)).toHaveAccessibleName('November 2026');
  await gotoReady(page, '/concerts?view=calendar&month=2025-04');
  await expect(grid(page)).toHaveAccessibleName('April 2025');
  await expect(grid(page).locator('th').first()).toContainText('Monday');
  await page.getByRole('button', { name: en('calendar.nextMonth') }).focus();
  await page.keyboard.press('Tab');
  const april12 = grid(page).getByRole('gridcell', { name: `Saturday, April 12, 2025, 1 concert: ${title('1')}` });
  await expect(april12).toBeFocused();
  await expect(april12).toHaveAttribute('aria-selected', 'true');
  const outline = await april12.evaluate((cell) => getComputedStyle(cell));
  expect(outline.outlineStyle).not.toBe('none');
  expect(Number.parseFloat(outline.outlineWidth)).toBeGreaterThanOrEqual(2);

  await page.keyboard.press('ArrowRight');
  await expect(focusedDay(page)).toHaveAccessibleName('Sunday, April 13, 2025');
  await page.keyboard.press('ArrowDown');
  await expect(focusedDay(page)).toHaveAccessibleName('Sunday, April 20, 2025');
  await page.keyboard.press('Home');
  await expect(focusedDay(page)).toHaveAccessibleName('Monday, April 14, 2025');
  await page.keyboard.press('End');
  await expect(focusedDay(page)).toHaveAccessibleName('Sunday, April 20, 2025');
  await page.keyboard.press('ArrowLeft');
  // A day with a concert is named with it, and its concert is listed below the grid.
  await expect(focusedDay(page)).toHaveAccessibleName(`Saturday, April 19, 2025, 1 concert: ${title('2')}`);
  const dayHeading = page.getByRole('heading', { level: 3, name: 'Concerts on Saturday, April 19, 2025' });
  await expect(dayHeading).toBeVisible();
  await expect(cards(page).getByRole('heading', { level: 4 })).toHaveText([title('2')]);

  await page.keyboard.press('PageDown');
  await expect(grid(page)).toHaveAccessibleName('May 2025');
  await expect(focusedDay(page)).toHaveAccessibleName(/^Monday, May 19, 2025$/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(focusedDay(page)).toHaveAccessibleName(`Saturday, May 24, 2025, 1 concert: ${title('6')}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 3, name: 'Concerts on Saturday, May 24, 2025' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: `Concert details: ${title('6')}` })).toBeFocused();

  // Back in the grid, Page Up returns to April, on the same day of the month.
  await grid(page).locator('td[tabindex="0"]').focus();
  await page.keyboard.press('PageUp');
  await expect(grid(page)).toHaveAccessibleName('April 2025');
  await expect(focusedDay(page)).toHaveAccessibleName('Thursday, April 24, 2025');
  await expect(grid(page).locator('td[tabindex="0"]')).toHaveCount(1);
});

test('the calendar opens on the current month, moves by month into the address, and a reload keeps it', async ({ page }) => {
  await gotoReady(page, '/concerts?view=calendar');
  await expect(grid(page)).toHaveAccessibleName('November 2026');
  await expect(page.getByRole('heading', { level: 3, name: 'Concerts on Wednesday, November 25, 2026' })).toBeVisible();
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: en('calendar.nextMonth') }).click();
  await expect(grid(page)).toHaveAccessibleName('March 2027');
  await expect(polite(page)).toHaveText('March 2027: 2 concerts');
  await expect(page).toHaveURL(/\/concerts\?view=calendar&month=2027-03$/);
  await expect(cards(page).getByRole('heading', { level: 4 })).toHaveText([title('amsterdam-philharmonic')]);
  await expect(page.getByRole('link', { name: `Book now: ${title('amsterdam-philharmonic')}` })).toBeVisible();
  await page.reload();
  await expect(grid(page)).toHaveAccessibleName('March 2027');
});

test('the month buttons change month and say how many concerts it has; a two-day concert is on both days', async ({ page }) => {
  await gotoReady(page, '/concerts?view=calendar&month=2025-04');
  await page.getByRole('button', { name: en('calendar.nextMonth') }).click();
  await expect(grid(page)).toHaveAccessibleName('May 2025');
  await expect(polite(page)).toHaveText('May 2025: 3 concerts');
  await page.getByRole('button', { name: en('calendar.nextMonth') }).click();
  await expect(grid(page)).toHaveAccessibleName('June 2025');
  await expect(grid(page).getByRole('gridcell', { name: `Friday, June 6, 2025, 1 concert: ${title('7')}` })).toBeVisible();
  await grid(page).getByRole('gridcell', { name: `Saturday, June 7, 2025, 1 concert: ${title('7')}` }).click();
  await expect(cards(page).getByRole('heading', { level: 4 })).toHaveText([title('7')]);
  await grid(page).getByRole('gridcell', { name: 'Sunday, June 8, 2025' }).click();
  await expect(page.getByText('There is no concert on Sunday, June 8, 2025.', { exact: false })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test('the calendar follows the filter to the month of the first matching concert', async ({ page }) => {
  await gotoReady(page, '/concerts?view=calendar&genre=rock&month=2025-06');
  await expect(grid(page)).toHaveAccessibleName('June 2025');
  await expect(page.getByRole('heading', { level: 3, name: 'Concerts on Saturday, June 21, 2025' })).toBeVisible();
  await genreSelect(page).selectOption('');
  await searchBox(page).fill('folk');
  await expect(grid(page)).toHaveAccessibleName('May 2025');
  await expect(cards(page).getByRole('heading', { level: 4 })).toHaveText([title('5')]);
  // The days of concerts the filter hides are plain days.
  await expect(grid(page).getByRole('gridcell', { name: 'Sunday, May 4, 2025' })).toBeVisible();
});

test("'Book now' opens the booking page carrying the concert; a concert that has taken place has none", async ({ page }) => {
  await gotoReady(page, '/concerts?genre=jazz');
  await expect(page.getByRole('link', { name: `Book now: ${title('2')}` })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Concert details: ${title('2')}` })).toHaveAttribute('href', '/concert/2');
  await gotoReady(page, '/concerts');
  await page.getByRole('link', { name: `Book now: ${title('jazz-quartet')}` }).click();
  await expect(page).toHaveURL(/\/booking\?concert=jazz-quartet$/);
  await expect(page.locator('main h1')).toBeVisible();
});

test('in German the agenda, genres, dates, price, search and calendar are German', async ({ page }) => {
  await gotoReady(page, '/concerts?lang=de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de('title'));
  const search = page.getByRole('searchbox', { name: de('filters.search') });
  await expect(search).toHaveAttribute('placeholder', de('filters.searchPlaceholder'));
  const genre = page.getByRole('combobox', { name: de('filters.genre') });
  await expect(genre.locator('option').first()).toHaveText(de('filters.allGenres'));
  const first = card(page, '1', 'de');
  await expect(first.locator('dd time').first()).toHaveText('12. April 2025');
  await expect(first.locator('dd').nth(2)).toHaveText('19:30');
  await expect(first.locator('dd').nth(3)).toHaveText('Concertgebouw, Amsterdam, Niederlande');
  await expect(card(page, 'amsterdam-philharmonic', 'de').locator('dd').last()).toHaveText(/^15\s€$/);
  // Titles are searched in the visitor's language; the language parameter stays in the address.
  await search.pressSequentially('frühling', { delay: 40 });
  await expect(page).toHaveURL(/\/de\/concerts\?search=fr%C3%BChling$/);
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText([title('amsterdam-philharmonic', 'de'), title('1', 'de')]);
  await expect(polite(page)).toHaveText(de('results.count_other').replace('{{count}}', '2'));
  await search.fill('');
  await genre.selectOption({ label: translation('de', 'concerts', 'genres.brass') });
  await page.getByRole('button', { name: de('filters.calendar') }).click();
  await expect(grid(page)).toHaveAccessibleName('November 2026');
  await expect(grid(page).locator('th').first()).toContainText('Montag');
  await gotoReady(page, '/de/concerts?view=calendar&genre=brass&month=2025-05');
  await expect(grid(page)).toHaveAccessibleName('Mai 2025');
  await expect(page.getByRole('heading', { level: 3, name: de('calendar.dayHeading').replace('{{date}}', 'Samstag, 24. Mai 2025') })).toBeVisible();
  await expect(page.getByRole('button', { name: de('calendar.nextMonth') })).toBeVisible();
});

const AXE_CASES = [
  { view: 'list', scheme: 'light' },
  { view: 'calendar', scheme: 'light' },
  { view: 'calendar', scheme: 'dark' },
] as const;

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const { view, scheme } of AXE_CASES) {
    test(`axe: /concerts ${view} view on a ${device} (${scheme}) has no serious or critical violation`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      await gotoReady(page, view === 'list' ? '/concerts' : '/concerts?view=calendar');
      if (view === 'list') await expect(cards(page)).toHaveCount(ALL);
      else await expect(grid(page)).toHaveAccessibleName('November 2026');
      const blocking = await blockingViolations(page);
      expect(blocking).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }
}
