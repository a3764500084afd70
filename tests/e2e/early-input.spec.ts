import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PAGE_FORMS } from './forms-page-forms';
import { FORWARD_AJAX_URL, acceptJson, byLabel, stubForwarding } from './forms-support';

/**
 * What a visitor types or presses on a prerendered page before its code arrives (issue 21, point 0): on a
 * slow connection the page is readable and its controls take input seconds before they work. Nothing typed
 * may be lost, presses take effect once the code is there, and a form sent early neither leaves the page
 * nor puts what was typed in the address (src/lib/early-input).
 */

/** 300 ms latency and 200 KB/s: the page's code arrives seconds after its HTML (TESTING.md). */
async function slowNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const bytesPerSecond = 200 * 1024;
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
}

/** Per page, lets the app's code through (holdAppCode). */
const releases = new WeakMap<Page, () => void>();

/**
 * The app's code waits until the test has typed and pressed: on the throttled network alone, the home page's
 * lighter first load (issue 22) could arrive before a long form was filled, and the test would prove nothing.
 */
async function holdAppCode(page: Page): Promise<void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  releases.set(page, release);
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
}

/** Opens `path` and returns as soon as its HTML starts to arrive (the fixture's `page.goto` waits for the app). */
async function openEarly(page: Page, path: string): Promise<void> {
  await slowNetwork(page);
  await holdAppCode(page);
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
}

const appIsLive = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'));

/** Waits for the app's code to have arrived and taken over the page (slow: the network is throttled). */
const whenLive = (page: Page) => {
  releases.get(page)?.();
  return expect(page.locator('html[data-app-ready]')).toBeAttached({ timeout: 60_000 });
};

/** The part of the home page around `region` that hydrates as the visitor nears it (src/ui/when-near.tsx). */
const lazyPart = (page: Page, region: Locator) => page.locator('[data-when-near]', { has: region });
const partIsLive = (part: Locator) => part.evaluate((box) => box.hasAttribute('data-live'));
const whenPartLive = (part: Locator) => {
  releases.get(part.page())?.();
  return expect(part).toHaveAttribute('data-live', '', { timeout: 60_000 });
};

test.describe.configure({ timeout: 120_000 });

// A stored choice keeps the cookie banner closed, so it cannot cover the controls under test.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('analyticsConsent', 'denied'));
});

for (const form of PAGE_FORMS) {
  test(`${form.path}: every field typed before the code arrives is kept, and sends as typed`, async ({ page }) => {
    const posts = await stubForwarding(page, acceptJson);
    await openEarly(page, form.path);
    await form.fill(page);
    expect(await appIsLive(page), 'typed before the code arrived').toBe(false);

    await whenLive(page);
    for (const [label, value] of Object.entries(form.kept)) await expect(byLabel(page, label)).toHaveValue(value);
    await page.getByRole('form', { name: form.formName }).getByRole('button', { name: form.submit }).click();
    await expect(page.getByRole('heading', { name: form.successTitle })).toBeVisible();
    await expect(page.getByText('Please fill in this field.')).toHaveCount(0);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.fields).toEqual({ ...form.forwarded, _subject: form.subject, _captcha: 'false', _template: 'table' });
  });
}

test('a form sent with Enter before the code arrives stays on the page, keeps the address clean, and is sent once live', async ({ page }) => {
  const contact = PAGE_FORMS.find((form) => form.id === 'contact');
  if (!contact) throw new Error('no contact form in PAGE_FORMS');
  const posts = await stubForwarding(page, acceptJson);
  await openEarly(page, contact.path);
  await contact.fill(page);
  await byLabel(page, contact.enterField).press('Enter');
  expect(await appIsLive(page), 'sent before the code arrived').toBe(false);

  await whenLive(page);
  await expect(page.getByRole('heading', { name: contact.successTitle })).toBeVisible();
  expect(new URL(page.url()).search, 'nothing typed in the address').toBe('');
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({ url: FORWARD_AJAX_URL, method: 'POST' });
  expect(posts[0]?.fields).toMatchObject(contact.forwarded);
});

test('typing on after sending early cancels that send: the form waits for the visitor, with everything kept', async ({ page }) => {
  const posts = await stubForwarding(page, acceptJson);
  await openEarly(page, '/contact');
  await byLabel(page, 'Name').fill('Ada Jansen');
  await byLabel(page, 'Name').press('Enter');
  await byLabel(page, 'Email address').fill('ada@zonnehuis.example');
  expect(await appIsLive(page), 'typed before the code arrived').toBe(false);

  await whenLive(page);
  await expect(page.locator('html[data-early-input]'), 'everything held is dealt with').toHaveCount(0);
  await expect(byLabel(page, 'Name')).toHaveValue('Ada Jansen');
  await expect(byLabel(page, 'Email address')).toHaveValue('ada@zonnehuis.example');
  await expect(page.getByText('Please fill in this field.')).toHaveCount(0);
  await byLabel(page, 'Message').fill('Could you play in spring?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent!' })).toBeVisible();
  expect(posts.map((post) => post.fields)).toEqual([expect.objectContaining({ name: 'Ada Jansen', email: 'ada@zonnehuis.example', message: 'Could you play in spring?' })]);
});

test('what is typed early joins a draft kept from before, and wins over it where both have a value', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('form-draft:contact')) sessionStorage.setItem('form-draft:contact', JSON.stringify({ v: { name: 'Ada Jansen', email: 'old@zonnehuis.example', phone: '', message: 'Kept from before' } }));
  });
  await openEarly(page, '/contact');
  await byLabel(page, 'Email address').fill('ada@zonnehuis.example');
  await byLabel(page, 'Phone number').fill('020 123 4567');
  expect(await appIsLive(page), 'typed before the code arrived').toBe(false);

  await whenLive(page);
  await expect(byLabel(page, 'Name')).toHaveValue('Ada Jansen');
  await expect(byLabel(page, 'Email address')).toHaveValue('ada@zonnehuis.example');
  await expect(byLabel(page, 'Phone number')).toHaveValue('020 123 4567');
  await expect(byLabel(page, 'Message')).toHaveValue('Kept from before');
  await expect(page.getByText('What you typed earlier is back in the form.')).toBeVisible();
  await page.reload();
  await expect(byLabel(page, 'Email address')).toHaveValue('ada@zonnehuis.example');
  await expect(byLabel(page, 'Phone number')).toHaveValue('020 123 4567');
});

test('a partner search typed before its code arrives filters the partners once it does', async ({ page }) => {
  const partners = page.getByRole('region', { name: 'Our Partners' });
  await openEarly(page, '/');
  const search = partners.getByRole('searchbox', { name: 'Search partners by name' });
  await search.fill('harbour');
  const part = lazyPart(page, partners);
  expect(await partIsLive(part), 'typed before the partners’ code arrived').toBe(false);

  await whenPartLive(part);
  await expect(partners.getByText('Showing 1 partner', { exact: true })).toBeVisible();
  await expect(partners.getByRole('group', { name: 'Partner logos' }).getByRole('link')).toHaveCount(1);
  await expect(partners.getByRole('link', { name: 'Harbour Health Foundation (opens in a new tab)' })).toBeVisible();
  await expect(search).toHaveValue('harbour');
});

test('presses on the testimonials’ arrow before its code arrives take effect, in order, once it does', async ({ page }) => {
  const slider = page.getByRole('region', { name: 'Transforming Lives Through Music' }).getByRole('group', { name: 'Testimonials' });
  await openEarly(page, '/');
  const next = slider.getByRole('button', { name: 'Next testimonial' });
  await next.click();
  await next.click();
  const part = lazyPart(page, slider);
  expect(await partIsLive(part), 'pressed before the testimonials’ code arrived').toBe(false);

  await whenPartLive(part);
  await expect(slider.getByRole('button', { name: 'Show testimonial 3 of 3' })).toHaveAttribute('aria-current', 'true');
  await expect(slider.getByRole('group', { name: /^Testimonial \d of 3$/ })).toHaveAccessibleName('Testimonial 3 of 3');
  await expect(slider.getByText('Hannah Berger')).toBeInViewport();
});

test('an address with a query, which the app renders afresh instead of adopting, keeps what was typed early', async ({ page }) => {
  const posts = await stubForwarding(page, acceptJson);
  await openEarly(page, '/waitlist?utm_source=newsletter');
  await byLabel(page, 'Name').fill('Ada Jansen');
  await byLabel(page, 'Email address').fill('ada@zonnehuis.example');
  const prerendered = await byLabel(page, 'Name').elementHandle();
  expect(await appIsLive(page), 'typed before the code arrived').toBe(false);

  await whenLive(page);
  // Rendered afresh: the field typed in is gone, a new one stands in its place.
  await expect.poll(() => prerendered?.evaluate((field) => field.isConnected)).toBe(false);
  await expect(byLabel(page, 'Name')).toHaveValue('Ada Jansen');
  await expect(byLabel(page, 'Email address')).toHaveValue('ada@zonnehuis.example');
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByRole('heading', { name: "You're on the waitlist!" })).toBeVisible();
  expect(posts.map((post) => post.fields)).toEqual([expect.objectContaining({ name: 'Ada Jansen', email: 'ada@zonnehuis.example' })]);
});
