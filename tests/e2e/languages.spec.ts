import { expect, gotoReady, test } from './fixtures';
import { LANGS, translation } from './locale-files';
import { languageAddress } from '../../src/i18n/detect';

for (const lang of LANGS) {
  test(`?lang=${lang} sets <html lang>, texts and title in that language`, async ({ page }) => {
    await gotoReady(page, `/?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation(lang, 'home', 'hero.title'));
    await expect(page).toHaveTitle(translation(lang, 'seo', 'pages.home.title'));
    await expect(page.getByRole('link', { name: translation(lang, 'common', 'nav.bookDemo') })).toBeVisible();
  });
}

test('only the active language is downloaded', async ({ page }) => {
  const localeChunks: string[] = [];
  page.on('request', (req) => {
    const match = req.url().match(/\/assets\/locale-(\w+)-/);
    if (match?.[1]) localeChunks.push(match[1]);
  });
  await gotoReady(page, '/about?lang=de');
  expect(localeChunks.length).toBeGreaterThan(0);
  expect(new Set(localeChunks)).toEqual(new Set(['de']));
});

test('the page code and its translations are requested from the HTML, before the app code runs', async ({ page }) => {
  await gotoReady(page, '/about?lang=de');
  const preloads = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
  for (const file of [/about-page-/, /locale-de-common-/, /locale-de-seo-/, /locale-de-about-/]) {
    expect(preloads.some((href) => file.test(href)), String(file)).toBe(true);
  }
  expect(preloads.filter((href) => /locale-(?!de-)/.test(href))).toEqual([]);
});

test('the stored choice wins over the browser language, the URL over both; invalid values are ignored', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.goto('/?lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.goto('/?lang=xx&country=zz');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => localStorage.getItem('country'))).toBeNull();
  await context.close();
});

test('the picker switches language and country, keeps them in the URL and after reload', async ({ page }) => {
  await gotoReady(page, '/about');
  await page.getByRole('button', { name: /^Language and country/ }).click();
  await page.getByLabel('Language', { exact: true }).selectOption('nl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page).toHaveURL(/\/nl\/about$/);
  await page.getByLabel(translation('nl', 'common', 'picker.country'), { exact: true }).selectOption('nl');
  await expect(page).toHaveURL(/\/nl\/about\?country=nl$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: new RegExp(translation('nl', 'common', 'picker.countries.nl')) })).toBeFocused();
  await page.goto('/about');
  await expect(page).toHaveURL(/\/nl\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  expect(await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('country')])).toEqual(['nl', 'nl']);
});

test('switching language keeps what the visitor typed, and Back returns to the other language', async ({ page }) => {
  await gotoReady(page, '/contact');
  const name = page.getByRole('textbox').first();
  await name.fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Language and country/ }).click();
  await page.getByLabel('Language', { exact: true }).selectOption('de');
  await expect(page).toHaveURL(/\/de\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('textbox').first()).toHaveValue('Ada Lovelace');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: translation('de', 'common', 'nav.about') }).first().click();
  await expect(page).toHaveURL(/\/de\/about$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/de\/contact$/);
});

test('each language has its own address; ?lang= leads to it, and an address with a language is never overridden', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/concerts?lang=pt&country=pt');
  await expect(page).toHaveURL(/\/pt\/concerts\?country=pt$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await page.goto('/nl/concerts');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page).toHaveURL(/\/nl\/concerts$/);
  await context.close();
});

/** What the inline start script does before the page paints must match the app's own rule (languageAddress). */
test('the start script and the app agree on where an address leads', async ({ browser }) => {
  const cases = [
    { address: '/about?lang=de&country=de', stored: null, locale: 'en-GB' },
    { address: '/about?lang=xx', stored: 'es', locale: 'en-GB' },
    { address: '/', stored: null, locale: 'pt-BR' },
    { address: '/concerts', stored: 'en', locale: 'nl-NL' },
    { address: '/fr/about', stored: 'de', locale: 'es-ES' },
  ];
  for (const { address, stored, locale } of cases) {
    const context = await browser.newContext({ locale });
    if (stored) await context.addInitScript((value) => localStorage.setItem('language', value), stored);
    const page = await context.newPage();
    const [pathname = '/', query = ''] = address.split('?');
    const expected = languageAddress({ pathname, search: query ? `?${query}` : '', stored, browser: [locale] }) ?? address;
    await page.goto(address);
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`, address).toBe(expected);
    await context.close();
  }
});
