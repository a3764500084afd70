import type { Locator, Page } from '@playwright/test';
import { expect, gotoReady, test, wakeLowerParts } from './fixtures';

/**
 * The home page's 'Our Partners' carousel and 'Transforming Lives Through Music' slider (SPEC sections 2, 4, 5):
 * as a person uses them, with time driven by page.clock wherever the carousel moves by itself.
 */
const ALL_PARTNERS = [
  'Harbour Health Foundation',
  'Northlight Accelerator',
  'Lumen Music Academy',
  'Crescendo Care Network',
  'Soundbridge Labs',
  'Open Keys Conservatory',
  'Polder Innovation Hub',
  'Willow Lane Care Homes',
  'Northgate Sound Studio',
  'Tidewater Ventures Lab',
  'Meridian College of the Arts',
];

// A stored choice keeps the cookie banner closed, so it cannot cover the controls under test.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('analyticsConsent', 'denied'));
});

const partnersSection = (page: Page) => page.getByRole('region', { name: 'Our Partners' });
const carousel = (page: Page) => partnersSection(page).getByRole('group', { name: 'Partner logos' });
const logoLink = (page: Page, name: string) => carousel(page).getByRole('link', { name: `${name} (opens in a new tab)` });
const searchBox = (page: Page) => partnersSection(page).getByRole('searchbox', { name: 'Search partners by name' });
const categoryButton = (page: Page, name: string) =>
  partnersSection(page).getByRole('group', { name: 'Show partners by category' }).getByRole('button', { name, exact: true });

/** Names of the partner links, in the carousel's order. */
const shownPartners = (page: Page) =>
  carousel(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.querySelector('img')?.alt ?? ''));

/** Names of the logos wholly inside the carousel's frame, left to right: what a person sees. */
const logosInView = (page: Page) =>
  carousel(page).evaluate((group) => {
    const frame = group.getBoundingClientRect();
    return Array.from(group.querySelectorAll('img'))
      .map((img) => ({ alt: img.alt, box: img.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ alt }) => alt);
  });

/** The partner after `name` in the looping order. */
const nextOf = (name: string | undefined, by = 1) =>
  ALL_PARTNERS[(ALL_PARTNERS.indexOf(name ?? '') + by + ALL_PARTNERS.length) % ALL_PARTNERS.length];

async function openPartners(page: Page) {
  await gotoReady(page, '/');
  await partnersSection(page).scrollIntoViewIfNeeded();
  await expect(logoLink(page, ALL_PARTNERS[0] ?? '')).toBeVisible();
  // The carousel's code arrives as it nears the screen; its buttons show when it is ready.
  await expect(carousel(page).getByRole('button', { name: 'Next partners' })).toBeVisible();
}

/** Stops time where it is, so nothing moves until the test says how long passes. */
async function pauseTime(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

test.describe('partners carousel', () => {
  test('shows every partner with its logo, linking to its site in a new tab, and nothing from another host', async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL ?? '').origin) foreign.push(request.url());
    });
    await openPartners(page);
    expect(await shownPartners(page)).toEqual(ALL_PARTNERS);
    await expect(partnersSection(page).getByText('Showing 11 partners')).toBeVisible();

    const link = logoLink(page, 'Harbour Health Foundation');
    await expect(link).toHaveAttribute('href', 'https://harbour-health.example');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    // Every logo is a local image that loaded, at its declared size (nothing shifts).
    const images = carousel(page).locator('img');
    await expect(images).toHaveCount(11);
    for (const img of await images.all()) {
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      await expect(img).toHaveAttribute('width', '200');
      await expect(img).toHaveAttribute('height', '80');
    }
    expect(foreign).toEqual([]);
  });

  test('search and category filter follow the special-mention rule, with an empty state and a spoken count', async ({ page }) => {
    await openPartners(page);
    await categoryButton(page, 'Education').click();
    await expect(categoryButton(page, 'Education')).toHaveAttribute('aria-pressed', 'true');
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'false');
    // Education partners, plus the highlighted and specially mentioned ones of any category.
    await expect.poll(() => shownPartners(page)).toEqual([
      'Harbour Health Foundation',
      'Northlight Accelerator',
      'Lumen Music Academy',
      'Open Keys Conservatory',
      'Polder Innovation Hub',
      'Meridian College of the Arts',
    ]);

    await searchBox(page).fill('north');
    // The accelerator with a special mention stays; the plain startup does not match the category.
    await expect.poll(() => shownPartners(page)).toEqual(['Northlight Accelerator']);
    await expect(partnersSection(page).getByText('Showing 1 partner', { exact: true })).toBeVisible();
    await expect(page.locator('#announcer-polite')).toHaveText('Showing 1 partner');

    await categoryButton(page, 'Startup').click();
    await expect.poll(() => shownPartners(page)).toEqual(['Northlight Accelerator', 'Northgate Sound Studio']);
    await categoryButton(page, 'All').click();
    await searchBox(page).fill('NORTHGATE');
    await expect.poll(() => shownPartners(page)).toEqual(['Northgate Sound Studio']);

    await categoryButton(page, 'Community').click();
    await expect(partnersSection(page).getByRole('heading', { name: 'No partners match your search' })).toBeVisible();
    await expect(carousel(page)).toHaveCount(0);
    await expect(page.locator('#announcer-polite')).toHaveText('Showing 0 partners');

    await partnersSection(page).getByRole('button', { name: 'Show all partners' }).click();
    await expect.poll(() => shownPartners(page)).toEqual(ALL_PARTNERS);
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  });

  test('moves on by one logo every 4 seconds, and an interaction stops it for good', async ({ page }) => {
    await page.clock.install();
    await openPartners(page);
    await pauseTime(page);
    const start = await logosInView(page);
    expect(start).toHaveLength(4);
    await page.clock.runFor(4500);
    await expect.poll(() => logosInView(page)).not.toEqual(start);

    // Restart the timer at a known moment: stop, start, and take the pointer away (hovering pauses it).
    await carousel(page).getByRole('button', { name: 'Stop automatic scrolling' }).click();
    await page.clock.runFor(1000); // lets a scroll under way settle; nothing new starts while stopped
    await carousel(page).getByRole('button', { name: 'Start automatic scrolling' }).click();
    await page.mouse.move(0, 0);
    const before = await logosInView(page);
    await page.clock.runFor(3500);
    expect(await logosInView(page)).toEqual(before);
    await page.clock.runFor(1500);
    expect((await logosInView(page))[0]).toBe(nextOf(before[0]));

    // Pressing Next is an interaction: one step, then it stays put however long one waits.
    const beforeClick = await logosInView(page);
    await carousel(page).getByRole('button', { name: 'Next partners' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(1000);
    const afterClick = await logosInView(page);
    expect(afterClick[0]).toBe(nextOf(beforeClick[0]));
    await page.clock.runFor(12_000);
    expect(await logosInView(page)).toEqual(afterClick);
    await expect(carousel(page).getByRole('button', { name: 'Start automatic scrolling' })).toBeVisible();

    await carousel(page).getByRole('button', { name: 'Previous partners' }).click();
    await page.clock.runFor(1000);
    expect((await logosInView(page))[0]).toBe(beforeClick[0]);
  });

  for (const { label, setUp } of [
    { label: 'the system asks for reduced motion', setUp: (page: Page) => page.emulateMedia({ reducedMotion: 'reduce' }) },
    {
      label: 'the accessibility panel’s Reduced Motion is on',
      setUp: (page: Page) => page.addInitScript(() => localStorage.setItem('a11y-preferences', JSON.stringify({ reducedMotion: true }))),
    },
  ]) {
    test(`does not move by itself when ${label}`, async ({ page }) => {
      await setUp(page);
      await page.clock.install();
      await openPartners(page);
      await pauseTime(page);
      const start = await logosInView(page);
      await page.clock.runFor(20_000);
      expect(await logosInView(page)).toEqual(start);
      await expect(carousel(page).getByRole('button', { name: /automatic scrolling/ })).toHaveCount(0);
      // The buttons still move it, at once.
      await carousel(page).getByRole('button', { name: 'Next partners' }).click();
      await expect.poll(() => logosInView(page)).toEqual(start.map((name) => nextOf(name)));
    });
  }

  test('shows the description in a tooltip on hover and on keyboard focus; Escape hides it', async ({ page }) => {
    await page.clock.install();
    await openPartners(page);
    await pauseTime(page);
    const link = logoLink(page, 'Harbour Health Foundation');
    const description = 'Brings our concerts to patients in nine coastal hospitals.';
    const tooltip = partnersSection(page).getByRole('tooltip', { name: description });
    await expect(link).toHaveAccessibleDescription(description);
    await expect(tooltip).toBeHidden();

    await link.hover();
    await expect(tooltip).toBeVisible();
    await tooltip.hover(); // the pointer can move onto the tooltip to read it
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await page.mouse.move(0, 0);
    await link.hover();
    await expect(tooltip).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();

    // Keyboard: Tab from the Next button reaches the first logo.
    await carousel(page).getByRole('button', { name: 'Next partners' }).focus();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await expect(link).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(partnersSection(page).getByRole('tooltip', { name: 'Helped us grow a pilot in one care home into a service for many.' })).toBeVisible();

    // A partner without a description has no tooltip.
    await logoLink(page, 'Northgate Sound Studio').focus();
    await expect(logoLink(page, 'Northgate Sound Studio')).toHaveAccessibleDescription('');
    await expect(partnersSection(page).getByRole('tooltip')).toHaveCount(0);
  });

  test('shows 1, 2, 3 or 4 logos at a time as the window widens, without sideways scrolling', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const [width, count] of [[390, 1], [700, 2], [900, 3], [1280, 4]] as const) {
      await page.setViewportSize({ width, height: 900 });
      await openPartners(page);
      await expect.poll(() => logosInView(page), `${width} px`).toHaveLength(count);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${width} px`).toBe(true);
    }
  });
});

test.describe('testimonials slider', () => {
  const slider = (page: Page) =>
    page.getByRole('region', { name: 'Transforming Lives Through Music' }).getByRole('group', { name: 'Testimonials' });
  /** The one testimonial shown (the others are hidden from assistive technology and off screen). */
  const current = (page: Page) => slider(page).getByRole('group', { name: /^Testimonial \d of 3$/ });
  const dot = (page: Page, n: number) => slider(page).getByRole('button', { name: `Show testimonial ${n} of 3` });

  async function expectShown(page: Page, n: number, author: string) {
    await expect(current(page)).toHaveCount(1);
    await expect(current(page)).toHaveAccessibleName(`Testimonial ${n} of 3`);
    await expect(current(page).getByText(author)).toBeInViewport();
    for (const i of [1, 2, 3]) {
      if (i === n) await expect(dot(page, i)).toHaveAttribute('aria-current', 'true');
      else await expect(dot(page, i)).not.toHaveAttribute('aria-current');
    }
  }

  async function open(page: Page): Promise<Locator> {
    await gotoReady(page, '/');
    await wakeLowerParts(page);
    await slider(page).scrollIntoViewIfNeeded();
    return slider(page);
  }

  test('wraps around both ways, and the dots jump to a testimonial', async ({ page }) => {
    const root = await open(page);
    await expectShown(page, 1, 'Margriet de Vries');
    await root.getByRole('button', { name: 'Previous testimonial' }).click();
    await expectShown(page, 3, 'Hannah Berger');
    await expect(page.locator('#announcer-polite')).toContainText('Testimonial 3 of 3: Hannah Berger');
    await root.getByRole('button', { name: 'Next testimonial' }).click();
    await expectShown(page, 1, 'Margriet de Vries');
    await root.getByRole('button', { name: 'Next testimonial' }).click();
    await root.getByRole('button', { name: 'Next testimonial' }).click();
    await expectShown(page, 3, 'Hannah Berger');
    await root.getByRole('button', { name: 'Next testimonial' }).click();
    await expectShown(page, 1, 'Margriet de Vries');

    await dot(page, 2).click();
    await expectShown(page, 2, 'Tomás Ferreira');
    await dot(page, 2).click();
    await expectShown(page, 2, 'Tomás Ferreira');
  });

  test('follows the arrow keys while focus is in it, wrapping around', async ({ page }) => {
    await open(page);
    await dot(page, 1).focus();
    await page.keyboard.press('ArrowLeft');
    await expectShown(page, 3, 'Hannah Berger');
    await page.keyboard.press('ArrowRight');
    await expectShown(page, 1, 'Margriet de Vries');
    await page.keyboard.press('ArrowRight');
    await expectShown(page, 2, 'Tomás Ferreira');
    await page.keyboard.press('End');
    await expectShown(page, 3, 'Hannah Berger');
    await page.keyboard.press('Home');
    await expectShown(page, 1, 'Margriet de Vries');
  });

  test('never moves by itself', async ({ page }) => {
    await page.clock.install();
    await open(page);
    await pauseTime(page);
    await page.clock.runFor(30_000);
    await expectShown(page, 1, 'Margriet de Vries');
  });
});
