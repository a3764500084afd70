import type { Page, Response } from '@playwright/test';
import { ALL_SAMPLE_TEXTS } from '../../src/features/concerts/sample/all-sample-texts';
import { expect, test } from './fixtures';
import { LANGS, programmeText, translation } from './locale-files';

/**
 * The sample programme's own texts (titles, descriptions, artists' lines and bios) come one language at a
 * time (src/features/concerts/sample/texts): a visitor's page downloads its language's and no other's, and is
 * still prerendered and adopted with them. Watched at the network: every script the page requests is read.
 */

type Language = keyof typeof ALL_SAMPLE_TEXTS;

/** Every sample text of `language` that no other language shares (a song's name, say, is the same in all six). */
function ownTexts(language: Language): string[] {
  const all = (lang: Language) => [...Object.values(ALL_SAMPLE_TEXTS[lang].concerts).flatMap((text) => [text.title, text.description]), ...Object.values(ALL_SAMPLE_TEXTS[lang].artists).flatMap((text) => [text.tagline, text.bio])];
  const others = new Set(LANGS.filter((lang) => lang !== language).flatMap((lang) => all(lang)));
  return all(language).filter((text) => text !== '' && !others.has(text));
}

/** The bodies of every script the page requests from the site, as they arrive. */
function scriptsOf(page: Page): { bodies: Promise<string>[] } {
  const seen = { bodies: [] as Promise<string>[] };
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') seen.bodies.push(response.text().catch(() => ''));
  });
  return seen;
}

/** The languages whose own sample texts appear in any of the bodies. */
async function languagesIn(bodies: Promise<string>[]): Promise<Language[]> {
  const texts = await Promise.all(bodies);
  // JavaScript string literals may escape characters; JSON.stringify gives the same escapes the bundler writes for quotes.
  const found = (text: string) => texts.some((body) => body.includes(text) || body.includes(JSON.stringify(text).slice(1, -1)));
  return LANGS.filter((language) => ownTexts(language).some(found));
}

test("a Dutch visitor's concert page requests the Dutch programme texts and no other language's", async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/nl/concert/3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(programmeText('nl', 'concerts', '3', 'title'));
  await expect(page.getByText(programmeText('nl', 'concerts', '3', 'description'))).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await languagesIn(scripts.bodies)).toEqual(['nl']);
});

test('a Dutch visitor on the agenda and an artist page also gets Dutch texts only', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/nl/artist/9');
  await expect(page.getByText(programmeText('nl', 'artists', '9', 'bio'))).toBeVisible();
  await page.goto('/nl/concerts');
  await expect(page.getByText(programmeText('nl', 'concerts', '8', 'title')).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await languagesIn(scripts.bodies)).toEqual(['nl']);
});

test('switching to German in the page loads the German texts then, and the page shows them', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/nl/concert/3');
  await page.waitForLoadState('networkidle');
  expect(await languagesIn(scripts.bodies)).toEqual(['nl']);
  await page.getByRole('button', { name: /^Taal en land/ }).click();
  await page.getByLabel(translation('nl', 'common', 'picker.language'), { exact: true }).selectOption('de');
  await expect(page).toHaveURL(/\/de\/concert\/3$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(programmeText('de', 'concerts', '3', 'title'));
  await expect(page.getByText(programmeText('de', 'concerts', '3', 'description'))).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await languagesIn(scripts.bodies)).toEqual(['nl', 'de']);
});
