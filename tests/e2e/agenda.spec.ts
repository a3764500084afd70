import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { blockingViolations, VIEWPORTS } from './axe-scan';
import { translation } from './locale-files';

/**
 * /concerts, the concert agenda: genre filter, search as you type kept in the address, the empty state,
 * the month calendar with the keyboard, booking links, German, and axe on a phone and a desktop.
 */
const en = (key: string) => translation('en', 'agenda', key);
const de = (key: string) => translation('de', 'agenda', key);
const title = (id: string, lang = 'en') => translation(lang, 'concerts', `items.${id}.title`);
const count = (n: number) => en(`results.count_${n === 1 ? 'one' : 'other'}`).replace('{{count}}', String(n));

const searchBox = (page: Page) => page.getByRole('searchbox', { name: en('filters.search') });
const genreSelect = (page: Page) => page.getByRole('combobox', { name: en('filters.genre') });
const cards = (page: Page) => page.locator('main article');
const polite = (page: Page) => page.locator('#announcer-polite');
const grid = (page: Page) => page.getByRole('grid');
const focusedDay = (page: Page) => page.locator('[role="grid"] td:focus');

test('lists all nine concerts with their details, price and links', async ({ page }) => {
  await gotoReady(page, '/concerts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('title'));
  await expect(page.getByText(count(9))).toBeVisible();
  await expect(cards(page)).toHaveCount(9);
  const first = cards(page).first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(title('1'));
  await expect(first.locator('dd').nth(0)).toHaveText('Amstel String Quartet');
  await expect(first.locator('dd time[datetime="2025-04-12"]')).toHaveText('April 12, 2025');
  await expect(first.locator('dd').nth(2)).toHaveText('Concertgebouw, Amsterdam, Netherlands');
  await expect(first.locator('dd').nth(3)).toHaveText('Classical');
  await expect(first.locator('dd').nth(4)).toHaveText('€15');
  await expect(first.getByRole('link', { name: `Concert details: ${title('1')}` })).toHaveAttribute('href', '/concert/1');
  // A two-day concert shows its range; the data holds no times, so none is made up.
  await expect(cards(page).nth(2).locator('dd').nth(1)).toHaveText('April 26 – 27, 2025');
  await expect(page.getByRole('button', { name: en('filters.list') })).toHaveAttribute('aria-pressed', 'true');
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search concerts...');
});

test('the genre filter narrows the list, is kept in the address and announced', async ({ page }) => {
  await gotoReady(page, '/concerts');
  await genreSelect(page).selectOption({ label: 'Classical' });
  await expect(page).toHaveURL(/\/concerts\?genre=classical$/);
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText([title('1'), title('4'), title('8')]);
  await expect(polite(page)).toHaveText(count(3));
  await genreSelect(page).selectOption({ label: en('filters.allGenres') });
  await expect(page).toHaveURL(/\/concerts$/);
  await expect(cards(page)).toHaveCount(9);
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
  await expect(cards(page)).toHaveCount(9);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test("the structured data's SearchAction lands on a filtered agenda", async ({ page }) => {
  await gotoReady(page, '/');
  const template = await page.locator('script[type="application/ld+json"]').evaluate((script) => {
    const graph = JSON.parse(script.textContent ?? '{}') as { '@graph': Array<Record<string, unknown>> };
    const website = graph['@graph'].find((node) => node['@type'] === 'WebSite') as { potentialAction: { target: { urlTemplate: string } } };
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
  await expect(cards(page)).toHaveCount(9);
  await expect(page.getByText(count(9))).toBeVisible();
});

test('nothing matching shows the empty state, and Clear filters brings every concert back', async ({ page }) => {
  await gotoReady(page, '/concerts?genre=rock');
  await searchBox(page).fill('mozart');
  await expect(page.getByRole('heading', { level: 2, name: en('empty.heading') })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(polite(page)).toHaveText(count(0));
  await page.getByRole('button', { name: en('empty.clear') }).click();
  await expect(page).toHaveURL(/\/concerts$/);
  await expect(cards(page)).toHaveCount(9);
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
  // Starts on the month of the first concert, with its day in the tab order.
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
  await expect(page.getByRole('link', { name: `Book now: ${title('6')}` })).toBeFocused();

  // Back in the grid, Page Up returns to April, on the same day of the month.
  await grid(page).locator('td[tabindex="0"]').focus();
  await page.keyboard.press('PageUp');
  await expect(grid(page)).toHaveAccessibleName('April 2025');
  await expect(focusedDay(page)).toHaveAccessibleName('Thursday, April 24, 2025');
  await expect(grid(page).locator('td[tabindex="0"]')).toHaveCount(1);
});

test('the month buttons change month and say how many concerts it has; a two-day concert is on both days', async ({ page }) => {
  await gotoReady(page, '/concerts?view=calendar');
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
  await gotoReady(page, '/concerts?view=calendar&genre=rock');
  await expect(grid(page)).toHaveAccessibleName('June 2025');
  await expect(page.getByRole('heading', { level: 3, name: 'Concerts on Saturday, June 21, 2025' })).toBeVisible();
  await genreSelect(page).selectOption('');
  await searchBox(page).fill('folk');
  await expect(grid(page)).toHaveAccessibleName('May 2025');
  await expect(cards(page).getByRole('heading', { level: 4 })).toHaveText([title('5')]);
  // The days of concerts the filter hides are plain days.
  await expect(grid(page).getByRole('gridcell', { name: 'Sunday, May 4, 2025' })).toBeVisible();
});

test("'Book now' opens the booking page carrying the concert", async ({ page }) => {
  await gotoReady(page, '/concerts?genre=jazz');
  await page.getByRole('link', { name: `Book now: ${title('2')}` }).click();
  await expect(page).toHaveURL(/\/booking\?concert=2$/);
  await expect(page.locator('main h1')).toBeVisible();
});

test('in German the agenda, genres, dates, price, search and calendar are German', async ({ page }) => {
  await gotoReady(page, '/concerts?lang=de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de('title'));
  const search = page.getByRole('searchbox', { name: de('filters.search') });
  await expect(search).toHaveAttribute('placeholder', de('filters.searchPlaceholder'));
  const genre = page.getByRole('combobox', { name: de('filters.genre') });
  await expect(genre.locator('option').first()).toHaveText(de('filters.allGenres'));
  const first = cards(page).first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(title('1', 'de'));
  await expect(first.locator('dd time')).toHaveText('12. April 2025');
  await expect(first.locator('dd').nth(2)).toHaveText('Concertgebouw, Amsterdam, Niederlande');
  await expect(first.locator('dd').nth(4)).toHaveText(/^15\s€$/);
  // Titles are searched in the visitor's language; the language parameter stays in the address.
  await search.pressSequentially('frühling', { delay: 40 });
  await expect(page).toHaveURL(/\/de\/concerts\?search=fr%C3%BChling$/);
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText([title('1', 'de')]);
  await expect(polite(page)).toHaveText(de('results.count_one').replace('{{count}}', '1'));
  await search.fill('');
  await genre.selectOption({ label: translation('de', 'concerts', 'genres.brass') });
  await page.getByRole('button', { name: de('filters.calendar') }).click();
  await expect(grid(page)).toHaveAccessibleName('Mai 2025');
  await expect(grid(page).locator('th').first()).toContainText('Montag');
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
      if (view === 'list') await expect(cards(page)).toHaveCount(9);
      else await expect(grid(page)).toHaveAccessibleName('April 2025');
      const blocking = await blockingViolations(page);
      expect(blocking).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }
}
