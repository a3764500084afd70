import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

/**
 * The home page's first load carries only what its first screens need (issue 22, point 5; the budget itself is
 * bench/bundle.mjs): parts opened by a button or further down come when first wanted, and a press made before
 * their code has arrived still takes effect once it has.
 */

/** Code that the first screens do not need: the a11y panel's body, the picker's list, the pilot form, gtag's loader, the footer. */
const LATER = /\/assets\/(a11y-panel-dialog|picker-panel|home-page-pilot|footer|analytics-gtag|locale-en-forms|en)-[\w-]+\.js$/;

/** Holds back the files matching `pattern` until the returned function is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.beforeEach(async ({ page }) => {
  // A stored choice keeps the cookie banner closed, so it cannot cover the controls under test.
  await page.addInitScript(() => localStorage.setItem('analyticsConsent', 'denied'));
});

test('the first screens load without the code of what opens later', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await gotoReady(page, '/');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => LATER.test(path))).toEqual([]);
  // The translations still come by the start script's list of files, in the page's language only.
  expect(requested.filter((path) => path.includes('/locale-en-common-'))).toHaveLength(1);
});

test('the accessibility button opens its panel when pressed before the panel’s code has arrived', async ({ page }) => {
  await gotoReady(page, '/');
  const release = await holdBack(page, /a11y-panel-dialog-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Accessibility options', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Accessibility options' });
  await expect(page.getByRole('button', { name: 'Accessibility options', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toHaveCount(0);
  release();
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
});

test('the language picker opens its list when pressed before the list’s code has arrived', async ({ page }) => {
  await gotoReady(page, '/');
  const release = await holdBack(page, /picker-panel-[\w-]+\.js$/);
  const button = page.getByRole('button', { name: /^Language and country/ });
  await button.click();
  const list = page.getByRole('group', { name: 'Choose language and country' });
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(list).toHaveCount(0);
  release();
  await expect(list.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue('en');
});

test.describe('the hero still, the largest paint of the first screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

  test('is in the prerendered HTML, asked for first and sized by the layout', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const img = /<img[^>]*stage-row3[^>]*>/i.exec(html)?.[0] ?? '';
    expect(img).toMatch(/fetchpriority="high"/i);
    expect(img).toMatch(/sizes="[^"]+"/);
    expect(img).toMatch(/width="1920"/);
    expect(img).toMatch(/height="1080"/);
    expect(img).not.toMatch(/loading="lazy"/);
    // Named in the head too, before the body's markup, so the browser asks for it at once.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" as="image" type="image\/avif" fetchPriority="high" imageSrcSet="[^"]*stage-row3-480\.avif 480w/i);
    // No other picture is preloaded ahead of it (the partners' logos were, 11 of them, by React's default).
    expect(head.match(/<link rel="preload" as="image"[^>]*>/gi)?.filter((link) => !/logo\.svg|stage-row3/.test(link))).toEqual([]);
  });

  test('a phone downloads a small file, and its box is kept before it arrives (no layout shift)', async ({ page }) => {
    const release = await holdBack(page, /\/images\/stills\/stage-row3-/);
    await page.goto('/', { waitUntil: 'commit' });
    const still = page.locator('main section[aria-labelledby="hero-heading"] img');
    await expect(still).toBeAttached();
    const before = await still.boundingBox();
    expect(before?.height ?? 0).toBeCloseTo(((before?.width ?? 0) * 9) / 16, 0);
    release();
    await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await still.boundingBox()).toEqual(before);
    // 390 CSS px at 1×: the 480 px file of the set, not the 1920 px one a desktop takes.
    expect(await still.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/stage-row3-480\.(avif|webp)$/);
  });
});
