import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

/** Layout shifts of the page since it started, summed as CLS counts them (no input in between here). */
async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('the type pairing', () => {
  test('the first screen’s three latin fonts are preloaded from the HTML and draw the headings and text', async ({ page }) => {
    const response = await page.request.get('/concerts');
    const html = await response.text();
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font" type="font\/woff2" crossorigin="">/g)].map((m) => m[1]);
    expect(preloads).toEqual([expect.stringMatching(/fraunces-latin-600-normal-/), expect.stringMatching(/atkinson-hyperlegible-next-latin-400-normal-/), expect.stringMatching(/atkinson-hyperlegible-next-latin-700-normal-/)]);
    const fonts: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await gotoReady(page, '/concerts');
    await page.evaluate(() => document.fonts.ready);
    const family = (selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).fontFamily);
    expect(await family('h1')).toMatch(/^Fraunces,/);
    expect(await family('main p')).toMatch(/^"Atkinson Hyperlegible Next",/);
    expect(await page.evaluate(() => document.fonts.check('600 40px Fraunces') && document.fonts.check('400 16px "Atkinson Hyperlegible Next"'))).toBe(true);
    // English needs no latin-ext file, and the dyslexia-friendly font waits until it is chosen.
    expect(fonts.filter((f) => /latin-ext|opendyslexic/.test(f))).toEqual([]);
  });

  test('the swap to the web fonts, arriving late, shifts nothing measurable (CLS < 0.01)', async ({ page }) => {
    await observeShifts(page);
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, '/concerts');
    await page.waitForFunction(() => document.fonts.status === 'loaded' && document.fonts.check('600 40px Fraunces'));
    // Two frames after the swap, so any shift it caused is reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
  });

  test('the dyslexia-friendly font wins everywhere, headings and the display face included', async ({ page }) => {
    await gotoReady(page, '/concerts');
    await page.evaluate(() => document.documentElement.classList.add('dyslexic-font'));
    for (const selector of ['h1', 'h2', 'main p', 'header a', 'footer h2', 'footer p']) {
      expect(await page.locator(selector).first().evaluate((el) => getComputedStyle(el).fontFamily), selector).toMatch(/^OpenDyslexic,/);
    }
  });
});

test.describe('the footer', () => {
  test('names the organisation in an <address>, with its registration beside it', async ({ page }) => {
    await gotoReady(page, '/');
    const footer = page.getByRole('contentinfo');
    const address = footer.locator('address');
    await expect(address).toContainText('Netherlands');
    await expect(address.getByRole('link', { name: 'info@tutti.example' })).toHaveAttribute('href', 'mailto:info@tutti.example');
    await expect(footer.getByRole('heading', { name: 'Company details' })).toBeVisible();
    await expect(footer.getByText('Chamber of Commerce (KvK) number')).toBeVisible();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`holds at 320 px with 180 % text in ${scheme}: nothing wider than the screen, no word broken`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: 320, height: 800 });
      await gotoReady(page, '/privacy');
      await page.evaluate(() => (document.documentElement.style.fontSize = '180%'));
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      const report = await footer.evaluate((el) => {
        const visible = [...el.querySelectorAll<HTMLElement>('*')].filter((e) => !e.closest('.sr-only') && e.getClientRects().length > 0);
        const wide = visible.filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5).map((e) => e.tagName);
        // A word broken across lines: one word whose text takes more than one line box.
        const words = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const broken: string[] = [];
        for (let node = words.nextNode(); node; node = words.nextNode()) {
          if (node.parentElement?.closest('.sr-only')) continue;
          const range = document.createRange();
          for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) broken.push(match[0]);
          }
        }
        return { wide, broken };
      });
      expect(report.wide).toEqual([]);
      expect(report.broken).toEqual([]);
    });
  }
});
