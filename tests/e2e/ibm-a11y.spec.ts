import { expect, gotoReady, test, wakeLowerParts } from './fixtures';
import { ibmBlocking } from './ibm-scan';

/**
 * IBM's Equal Access engine beside axe, over the main pages: no violation, and no potential violation of a
 * kind not reviewed (scripts/checkers/ibm-exceptions.ts says which and why). The sign-in page, which needs a
 * backend, is scanned in ibm-a11y.backend.spec.ts.
 */
const MAIN_PAGES = ['/', '/concerts', '/concert/1', '/artist/9', '/booking', '/contact', '/donate', '/concert/demo'] as const;
/** Every page in English and Dutch; one page in each other language, for what changes with the words. */
const SCANS = [
  ...(['en', 'nl'] as const).flatMap((lang) => MAIN_PAGES.map((path) => ({ lang, path }))),
  ...(['es', 'pt', 'de', 'fr'] as const).map((lang) => ({ lang, path: '/contact' })),
];

// The site's Content-Security-Policy rightly refuses the injected engine.
test.use({ bypassCSP: true });
// One scan walks every element: slow on a busy two-core machine, and nothing here depends on timing.
test.describe.configure({ timeout: 90_000 });

for (const { lang, path } of SCANS) {
  test(`IBM Equal Access: ${path} in ${lang}`, async ({ page }) => {
    await gotoReady(page, `${path}?lang=${lang}`);
    // The home page's lower sections (the pilot form, partners, testimonials) load as the visitor nears them.
    if (path === '/') await wakeLowerParts(page);
    expect(await ibmBlocking(page)).toEqual([]);
  });
}
