import { expect, gotoReady, test } from './fixtures';
import { LANGS, translation } from './locale-files';

/**
 * What the outside checkers found (issue 21, point 11), asserted directly: the Nu Html Checker
 * (scripts/checkers/run-vnu.ts) and IBM's engine (ibm-a11y.spec.ts) catch them too, but say less precisely
 * what is expected.
 */

test('the language button’s name contains the code it shows (WCAG 2.5.3), in every language', async ({ page }) => {
  for (const lang of LANGS) {
    await gotoReady(page, lang === 'en' ? '/' : `/${lang}`);
    const button = page.getByRole('banner').getByRole('button', { name: new RegExp(`^${translation(lang, 'common', 'picker.button').split(':')[0]}`) });
    const shown = (await button.innerText()).trim();
    expect(shown).toBe(lang.toUpperCase());
    await expect(button).toHaveAccessibleName(new RegExp(`\\b${shown}\\b`));
  }
});

test('the floating accessibility button sits in a landmark of its own', async ({ page }) => {
  await gotoReady(page, '/');
  const landmark = page.getByRole('complementary', { name: translation('en', 'a11y', 'landmark') });
  await expect(landmark.getByRole('button', { name: translation('en', 'a11y', 'openButton') })).toBeVisible();
  // Outside main: a complementary landmark belongs at the top level.
  await expect(page.locator('main aside')).toHaveCount(0);
});

test('the facility address is one line, with an autofill token for one line', async ({ page }) => {
  await gotoReady(page, '/booking');
  const address = page.getByLabel(translation('en', 'booking', 'fields.facilityAddress'), { exact: true });
  expect(await address.evaluate((el) => el.tagName)).toBe('INPUT');
  await expect(address).toHaveAttribute('autocomplete', 'address-line1');
  await expect(address).toHaveAccessibleDescription(translation('en', 'booking', 'hints.facilityAddress'));
});

test.describe('the agenda’s search form', () => {
  const en = (key: string) => translation('en', 'agenda', key);

  test('has a submit button that takes the visitor from the search to the results, in each language', async ({ page }) => {
    await gotoReady(page, '/concerts');
    const search = page.getByRole('search', { name: en('filters.label') });
    const box = search.getByRole('searchbox', { name: en('filters.search') });
    await box.fill('jazz');
    await expect(page).toHaveURL(/[?&]search=jazz/);
    // In the page (the announcer outside main says the same words while it announces them).
    const count = page.getByRole('main').getByText(new RegExp(`^${en('results.count_other').replace('{{count}}', '\\d+')}$`));
    await search.getByRole('button', { name: en('filters.submit') }).click();
    await expect(count).toBeFocused();
    // Enter in the box does the same, and nothing reloads: the search stays in the address.
    await box.focus();
    await box.press('Enter');
    await expect(count).toBeFocused();
    await expect(page).toHaveURL(/[?&]search=jazz/);
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      await gotoReady(page, `/${lang}/concerts`);
      await expect(page.getByRole('search').locator('button[type="submit"]')).toHaveText(translation(lang, 'agenda', 'filters.submit'));
    }
  });

  test('names its fields after the address’s parameters, so a submit before the code runs searches too', async ({ page }) => {
    await gotoReady(page, '/concerts');
    const form = page.getByRole('search');
    await expect(form.getByRole('searchbox')).toHaveAttribute('name', 'search');
    await expect(form.getByRole('combobox')).toHaveAttribute('name', 'genre');
  });
});
