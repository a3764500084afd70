import { expect, gotoReady, test } from './fixtures';

const MOBILE = { width: 390, height: 740 };
const MOBILE_LINKS = ['Home', 'Concerts', 'Watch Demo', 'Pricing', 'About', 'Contact', 'Donate', 'Contribute', 'Book demo', 'Accessibility Options'];

test.describe('desktop header and footer', () => {
  test('top navigation, Book a demo, and the footer', async ({ page }) => {
    await gotoReady(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const [name, href] of [['Home', '/'], ['Concerts', '/concerts'], ['Watch Demo', '/concert/demo'], ['About', '/about'], ['Contact', '/contact'], ['Donate', '/donate'], ['Contribute', '/contribute']]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await page.getByRole('link', { name: 'Book a demo' }).click();
    await expect(page).toHaveURL(/\/booking$/);

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Tutti`);
    await expect(footer).toContainText('Netherlands');
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', /linkedin\.com/);
    const footerNav = footer.getByRole('navigation', { name: 'Footer navigation' });
    for (const href of ['/', '/concerts', '/about', '/contribute', '/contact', '/donate', '/accessibility', '/privacy']) {
      await expect(footerNav.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test('the header gets its stronger style after 10 px of scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await gotoReady(page, '/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const before = await header.evaluate((el) => getComputedStyle(el).boxShadow);
    await page.evaluate(() => window.scrollTo(0, 8));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    // The shadow eases in (a transition): read until it has moved, not at the first frame of the change.
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe(before);
  });

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    // A visitor who has answered the cookie bar: while it is shown, it comes first (consent-bar.spec.ts).
    await page.addInitScript(() => localStorage.setItem('analyticsConsent', 'denied'));
    await gotoReady(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  test('works with the keyboard only: open, trap, Escape, announcements, scroll lock', async ({ page }) => {
    await gotoReady(page, '/concerts');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const live = page.locator('#announcer-polite');
    await expect(live).toHaveText('Mobile menu opened');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile navigation' });
    await expect(menu.getByRole('link')).toHaveText(MOBILE_LINKS);
    await expect(menu.getByRole('link', { name: 'Concerts' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    // Focus stays inside the toggle and the menu, both ways round.
    const inside = () => page.evaluate(() => {
      const active = document.activeElement;
      return !!active && (active.closest('nav[aria-label="Mobile navigation"]') !== null || active.getAttribute('aria-controls') !== null && active.getAttribute('aria-label') === 'Close menu');
    });
    for (let i = 0; i < MOBILE_LINKS.length + 3; i++) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside()).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(live).toHaveText('Mobile menu closed');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await expect(live).toHaveText('', { timeout: 4500 });
  });

  test('a route change closes the menu', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile navigation' });
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('#announcer-polite')).toHaveText(/Mobile menu closed|Navigated to/);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the toggle closes the menu again', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile navigation' })).toBeHidden();
    await expect(page.locator('#announcer-polite')).toHaveText('Mobile menu closed');
  });

  test.describe('on a flaky network', () => {
    // One pattern: a fixture option given as an array of two is read as [value, options].
    test.use({ expectedConsoleErrors: [/net::ERR_FAILED|Failed to fetch dynamically imported module/] });

    test("the menu's code failing to arrive is said, and the next press fetches it afresh", async ({ page }) => {
      await gotoReady(page, '/');
      let refuse = true;
      await page.route(/mobile-menu-panel-[\w-]+\.js(\?|$)/, (route) => (refuse ? route.abort() : route.continue()));
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('#announcer-assertive')).toHaveText('This could not be loaded. Check the internet connection and try again.');
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      refuse = false;
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile navigation' }).getByRole('link')).toHaveText(MOBILE_LINKS);
    });
  });
});

test('navigating announces the new page after 500 ms', async ({ page }) => {
  await gotoReady(page, '/');
  await expect(page.locator('#announcer-polite')).toHaveText('', { timeout: 4500 });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About' }).click();
  await expect(page.locator('#announcer-polite')).toHaveText(/^Navigated to About us/);
});

test.describe('header fits its row', () => {
  for (const width of [360, 800, 1024, 1280]) {
    test(`in every language at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      for (const lang of ['en', 'nl', 'es', 'pt', 'de', 'fr']) {
        await gotoReady(page, `/?lang=${lang}`);
        const overflow = await page.getByRole('banner').evaluate((header) => {
          const row = header.firstElementChild as HTMLElement;
          return { scroll: row.scrollWidth, client: row.clientWidth, page: document.documentElement.scrollWidth - window.innerWidth };
        });
        expect(overflow.scroll, `${lang} header row`).toBeLessThanOrEqual(overflow.client);
        expect(overflow.page, `${lang} page`).toBeLessThanOrEqual(0);
      }
    });
  }
});
