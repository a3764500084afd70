import { expect, gotoReady, test } from './fixtures';
import { translation } from './locale-files';

/**
 * The header's 'Book a demo' link has one clean name (issue 23: assistive technology read 'Book demoBook a
 * demo', a short and a long label both in the link, one hidden by turns with CSS). The short label where
 * the row is tight, the long one where it fits, the mobile menu's own; and one phrase wherever styles are
 * absent (the prerendered HTML as a crawler or a text browser reads it, a stylesheet that fails to load).
 */
const LONG = translation('en', 'common', 'nav.bookDemo');
const SHORT = translation('en', 'common', 'nav.bookDemoShort');

test.describe('on a wide desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('the header says the long label, and only it', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.getByRole('banner').getByRole('link', { name: LONG, exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: SHORT, exact: true })).toHaveCount(0);
  });

  test('the prerendered page holds one phrase in the link, the short one until the code has measured the row', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    const links = [...header.matchAll(/<a\b[^>]*href="\/booking"[^>]*>(.*?)<\/a>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ''));
    expect(links).toContain(SHORT);
    expect(links).not.toContain(LONG);
    expect(links.every((text) => text === LONG || text === SHORT)).toBe(true);
  });
});

test.describe('on a small desktop', () => {
  test.use({ viewport: { width: 1100, height: 800 } });

  test('the header says the short label, and only it', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.getByRole('banner').getByRole('link', { name: SHORT, exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: LONG, exact: true })).toHaveCount(0);
  });

  test('without its stylesheet the link still reads one phrase', async ({ page }) => {
    await page.route('**/*.css', (route) => route.fulfill({ contentType: 'text/css', body: '' }));
    await gotoReady(page, '/');
    const names = await page
      .getByRole('banner')
      .getByRole('link')
      .evaluateAll((links) => links.filter((link) => link.getAttribute('href') === '/booking').map((link) => link.textContent));
    expect(names).toContain(SHORT);
    expect(names.every((name) => name === SHORT || name === LONG)).toBe(true);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the menu's link says the short label", async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: translation('en', 'common', 'header.openMenu') }).click();
    await expect(page.getByRole('link', { name: SHORT, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `${SHORT}${LONG}` })).toHaveCount(0);
  });
});
