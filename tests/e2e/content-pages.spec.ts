import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

/**
 * The text pages (about, donate, contribute, neuromarketing, shop, pricing, accessibility, privacy):
 * each renders its heading and title, and the behaviours they own work as a person would use them.
 */
const PAGES = [
  { path: '/about', h1: 'About Tutti', title: 'About us | Tutti' },
  { path: '/donate', h1: 'Support Our Mission', title: 'Donate | Tutti' },
  { path: '/contribute', h1: 'Contribute', title: 'Contribute | Tutti' },
  { path: '/neuromarketing', h1: 'Neuromarketing research', title: 'Neuromarketing research | Tutti' },
  { path: '/shop', h1: 'Shop', title: 'Shop | Tutti' },
  { path: '/pricing', h1: 'Pricing', title: 'Pricing | Tutti' },
  { path: '/accessibility', h1: 'Accessibility statement', title: 'Accessibility statement | Tutti' },
  { path: '/privacy', h1: 'Privacy policy', title: 'Privacy policy | Tutti' },
] as const;

// A stored choice keeps the cookie banner closed, so it cannot cover the buttons under test.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('analyticsConsent', 'denied'));
});

/** Heading levels inside <main>, in document order. */
const headingLevels = (page: Page) =>
  page.locator('main').evaluate((main) =>
    Array.from(main.querySelectorAll('h1, h2, h3, h4, h5, h6'), (h) => Number(h.tagName.slice(1))),
  );

for (const { path, h1, title } of PAGES) {
  test(`${path} renders one h1, its title and headings in order`, async ({ page }) => {
    await gotoReady(page, path);
    await expect(page.getByRole('heading', { level: 1, name: h1, exact: true })).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(title);
    const levels = await headingLevels(page);
    expect(levels[0]).toBe(1);
    // No skipped level on the way down (an h2 never jumps to an h4).
    levels.forEach((level, i) => expect(level, `heading ${i + 1}`).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1));
  });
}

test.describe('/donate share button', () => {
  const shareButton = (page: Page) => page.getByRole('button', { name: 'Share this page' });

  test('without a share sheet, copies the page URL and says so', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await gotoReady(page, '/donate');
    await shareButton(page).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('with a share sheet, hands it the title, text and page URL and shows no toast', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.assign(window, { __shareCalls: calls });
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          calls.push(data);
        },
      });
    });
    await gotoReady(page, '/donate');
    await shareButton(page).click();
    const calls = () => page.evaluate(() => (window as Window & { __shareCalls?: ShareData[] }).__shareCalls ?? []);
    await expect.poll(calls).toEqual([
      {
        title: 'Support Tutti',
        text: 'Help bring immersive live music to patients and care-home residents.',
        url: page.url(),
      },
    ]);
    await expect(page.getByText('Link copied')).toHaveCount(0);
  });

  test('when copying is refused too, shows the link to copy by hand', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
      });
    });
    await gotoReady(page, '/donate');
    await shareButton(page).click();
    await expect(page.getByText('Copy this link to share it:')).toBeVisible();
    await expect(page.getByText(page.url(), { exact: true })).toBeVisible();
  });
});

test('/accessibility promises an answer within 2 business days and offers email and the contact form', async ({ page }) => {
  await gotoReady(page, '/accessibility');
  await expect(page.getByText('We respond within 2 business days.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Email us at info@tutti.example' })).toHaveAttribute(
    'href',
    'mailto:info@tutti.example',
  );
  await expect(page.getByText('November 2026')).toBeVisible();
  await page.getByRole('link', { name: 'Use the contact form' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('/privacy shows the cookie settings button and links back to the contact form', async ({ page }) => {
  await gotoReady(page, '/privacy');
  const settings = page.getByRole('main').getByRole('button', { name: 'Cookie settings' });
  await expect(settings).toBeVisible();
  await settings.click();
  await expect(page.getByRole('region', { name: 'Privacy Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Essential Cookies Only' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Use the contact form' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
