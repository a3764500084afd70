import type { Page } from '@playwright/test';
import { expect, test, wakeLowerParts } from './fixtures';
import { translation } from './locale-files';

/**
 * The home page's lower sections (src/pages/home-page-story.tsx and the parts after it) are in its prerendered
 * HTML from the start, and their code and translations load only as the visitor comes near them
 * (src/ui/when-near.tsx).
 */
// A phone, as Lighthouse's mobile run: the lower sections start well below the first screen.
test.use({ viewport: { width: 412, height: 823 } });

function belowFoldRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/home-page-(story|below)-|locale-\w+-(home-lower|partners|testimonials)-/.test(path)) seen.push(path);
  });
  return seen;
}

const recognition = (page: Page) => page.locator('#recognition-heading');

test('the lower sections are in the page at once, and their code loads only when the visitor scrolls near', async ({ page }) => {
  const requests = belowFoldRequests(page);
  await page.goto('/');
  await expect(recognition(page)).toBeAttached();
  await page.waitForTimeout(1500);
  expect(requests).toEqual([]);
  await page.mouse.wheel(0, 3000);
  // The first lower part is the rest of the care story, with the lower sections' texts.
  await expect.poll(() => requests.some((path) => path.includes('home-page-story-'))).toBe(true);
  await expect.poll(() => requests.some((path) => path.includes('locale-en-home-lower-'))).toBe(true);
  // Alive once loaded: the testimonials carousel (further down) answers its buttons.
  await wakeLowerParts(page);
  const next = page.getByRole('button', { name: translation('en', 'testimonials', 'carousel.next') });
  await next.scrollIntoViewIfNeeded();
  await next.click();
  await expect(page.getByRole('group', { name: translation('en', 'testimonials', 'carousel.slideLabel').replace('{{index}}', '2').replace('{{total}}', '3') })).toBeVisible();
});

test('a keyboard user tabbing down the page brings the lower sections to life', async ({ page }) => {
  const requests = belowFoldRequests(page);
  await page.goto('/');
  for (let i = 0; i < 40 && requests.length === 0; i++) await page.keyboard.press('Tab');
  await expect.poll(() => requests.some((path) => path.includes('home-page-story-'))).toBe(true);
});

test('a link to a lower section lands on it', async ({ page }) => {
  await page.goto('/#recognition');
  await expect(recognition(page)).toBeInViewport();
});
