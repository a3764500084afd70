import { expect, test } from './fixtures';
import { findLayoutProblems } from './layout-walk';
import { LANGS } from './locale-files';

/**
 * The agenda's cards at the sizes where their details broke (issue 23's reflow review): the venue and dates
 * ('TivoliVredenburg, Utrecht, Netherlands') were a grid column as wide as their longest word, cut by the
 * card's overflow-hidden at 170-180 % text on 768 and 320 px and at 200 % zoom, in every language. The full
 * walk of every page (text-size-walk.spec.ts) covers them too; this one answers in seconds.
 */
const address = (lang: string) => (lang === 'en' ? '/concerts' : `/${lang}/concerts`);

for (const lang of LANGS) {
  test(`the agenda's cards keep their details whole at large text and zoom, in ${lang}`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('analyticsConsent', 'denied'));
    await page.goto(address(lang));
    await expect(page.locator('article dl').first()).toBeVisible();
    const problems: string[] = [];
    for (const width of [768, 320]) {
      await page.setViewportSize({ width, height: 800 });
      problems.push(...(await findLayoutProblems(page, [170, 180])).map((p) => `@${width}px ${p.size}%: ${p.element}: ${p.problem}`));
      await page.setViewportSize({ width: width / 2, height: 400 });
      problems.push(...(await findLayoutProblems(page, [100])).map((p) => `@${width}px 200% zoom: ${p.element}: ${p.problem}`));
    }
    expect(problems).toEqual([]);
  });
}
