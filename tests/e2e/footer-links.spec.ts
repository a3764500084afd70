import type { Page } from '@playwright/test';
import { expect, gotoReady, test, wakeLowerParts } from './fixtures';
import { focusContrast } from './focus-contrast';

/**
 * The footer as a visitor meets it: its links look like links (underlined, the e-mail in the address too),
 * its focus ring stands out on its dark band, its placeholders are read as the English they are, and a page
 * that ends on the hall's dark band meets it without a strip of paper.
 */

async function footerReady(page: Page, path: string) {
  await gotoReady(page, path);
  await wakeLowerParts(page);
  return page.getByRole('contentinfo');
}

test('every footer link is underlined at rest, the e-mail in the address included', async ({ page }) => {
  const footer = await footerReady(page, '/privacy');
  const email = footer.locator('address').getByRole('link', { name: 'info@tutti.example' });
  await expect(email).toBeVisible();
  const decoration = (el: Element) => getComputedStyle(el).textDecorationLine;
  expect(await email.evaluate(decoration)).toBe('underline');
  const links = await footer.getByRole('link').evaluateAll((all) => all.map((a) => ({ text: a.textContent, line: getComputedStyle(a).textDecorationLine })));
  expect(links.length).toBeGreaterThan(8);
  expect(links.filter(({ line }) => line !== 'underline')).toEqual([]);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the footer's focus ring is the stage light, well over 3:1 on its band (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const footer = await footerReady(page, '/privacy');
    const link = footer.locator('address').getByRole('link', { name: 'info@tutti.example' });
    // By keyboard, so the ring shows as it does for a keyboard user (:focus-visible).
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    expect(await link.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    const contrast = await focusContrast(page);
    // brand-600, the ring on paper, would be 3.05:1 here: a hair over the line.
    expect(contrast.worst, JSON.stringify(contrast)).toBeGreaterThanOrEqual(4.5);
  });
}

test('in Dutch, each placeholder of brand.ts is marked English, so a screen reader reads it as English', async ({ page }) => {
  const footer = await footerReady(page, '/nl/privacy');
  await expect(footer.locator('address')).toContainText('Nederland');
  const placeholders = await footer.evaluate((el) => {
    const found: Array<{ text: string; lang: string | undefined }> = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (/^\[.+\]$/.test(text)) found.push({ text, lang: node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? undefined });
    }
    return found;
  });
  expect(placeholders.map(({ text }) => text)).toEqual(expect.arrayContaining(['[KvK number]', '[VAT number]', '[legal name as registered]', '[phone number]']));
  expect(placeholders.filter(({ lang }) => lang !== 'en')).toEqual([]);
  expect(await page.locator('html').getAttribute('lang')).toBe('nl');
});

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1920, height: 1080 },
]) {
  test(`in light mode the demo page’s dark band meets the footer at ${width}×${height}: no strip of paper between`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width, height });
    const footer = await footerReady(page, '/concert/demo');
    // Where the hall's dark ends: the lowest box painted with the footer's own colour from the heading up to <main>.
    const darkBottom = await page.locator('main h1').evaluate((heading) => {
      const night = getComputedStyle(document.querySelector('footer') as Element).backgroundColor;
      let bottom = 0;
      for (let el = heading.parentElement; el && el.tagName !== 'MAIN'; el = el.parentElement) {
        if (getComputedStyle(el).backgroundColor === night) bottom = Math.max(bottom, el.getBoundingClientRect().bottom + scrollY);
      }
      return bottom;
    });
    const footerTop = await footer.evaluate((el) => el.getBoundingClientRect().top + scrollY);
    expect(darkBottom).toBeGreaterThan(0);
    expect(Math.abs(footerTop - darkBottom)).toBeLessThanOrEqual(0.5);
  });
}

test('a page that ends on paper keeps its space above the footer', async ({ page }) => {
  const footer = await footerReady(page, '/privacy');
  expect(await footer.evaluate((el) => getComputedStyle(el).marginTop)).toBe('64px');
});
