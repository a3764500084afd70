import type { Locator, Page } from '@playwright/test';
import { expect, gotoReady, test, wakeLowerParts } from './fixtures';
import { blockingViolations } from './axe-scan';
import { findLayoutProblems } from './layout-walk';
import { LANGS, translation } from './locale-files';

/**
 * The home page's sections in their order (issue 23): the care story first (what a resident experiences, how a
 * session runs, who is behind it, how to start a pilot), then every other section of SPEC section 2.
 */
const STORY = [
  ['H2', 'A seat in a real concert hall'],
  ['H2', 'How a session runs'],
  ['H2', 'The people behind Tutti'],
  ['H2', 'Book a Concert Pilot'],
] as const;
const SECTIONS = [
  ['H1', 'Experience Music Beyond Boundaries'],
  ['H2', 'Award-winning vision'],
  ...STORY,
  ['H2', 'How Tutti Transforms Care'],
  ['H2', 'Transforming Lives Through Music'],
  ['H2', 'Upcoming VR Concerts'],
  ['H2', 'Featured Concerts'],
  ['H2', 'Long Live The Lights'],
  ['H2', 'Featured Artists'],
  ['H2', 'Featured Upcoming Concerts'],
  ['H2', 'Our Partners'],
  ['H2', 'Experience Anywhere'],
  ['H2', 'Beats by DJ Noa Vermeer'],
  ['H2', 'Tip of the Day'],
  ['H2', 'Daily Music Tip'],
  ['H2', 'Recognition'],
] as const;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Every <section> of the page with the tag and text of the heading that names it, in document order. */
const namedSections = (page: Page) =>
  page.locator('main section[aria-labelledby]').evaluateAll((sections) =>
    sections.map((section) => {
      const heading = document.getElementById(section.getAttribute('aria-labelledby') ?? '');
      return [heading?.tagName ?? '', heading?.textContent?.trim() ?? ''];
    }),
  );

/** Whether `wanted` appears in `all` in the same order (other items may come between). */
function inOrder(all: string[][], wanted: readonly (readonly string[])[]): boolean {
  let next = 0;
  for (const item of all) if (next < wanted.length && item.join('|') === wanted[next]!.join('|')) next += 1;
  return next === wanted.length;
}

/** The text colour as sRGB, whatever colour space the style sheet wrote it in (Tailwind 4 uses oklch). */
const rgbOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return [0, 0, 0];
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
  });
const isRed = ([r = 0, g = 0, b = 0]: number[]) => r >= 150 && r > 2 * g && r > 2 * b;

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (region: Locator, title: string) =>
  region.getByRole('listitem').filter({ has: region.page().getByRole('heading', { level: 3, name: title, exact: true }) });

test.describe('home page', () => {
  test('shows every section in its order, each a region named by its heading, one h1', async ({ page }) => {
    await gotoReady(page, '/');
    // The sections below the first screen render just after it (home-page.tsx defers them): wait for them.
    // On failure the last sections read are shown instead of 'in order'.
    const order = async () => {
      const sections = await namedSections(page);
      return inOrder(sections, SECTIONS) ? 'in order' : JSON.stringify(sections);
    };
    await expect.poll(order).toBe('in order');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const [tag, name] of SECTIONS) {
      await expect(page.getByRole('heading', { level: tag === 'H1' ? 1 : 2, name, exact: true })).toBeVisible();
    }
  });

  test('the care story comes first: hero, vision strip, then its four chapters with nothing between them', async ({ page }) => {
    await gotoReady(page, '/');
    await wakeLowerParts(page);
    const sections = await namedSections(page);
    expect(sections.slice(0, 2 + STORY.length)).toEqual(SECTIONS.slice(0, 2 + STORY.length).map((section) => [...section]));
    const hero = section(page, 'Experience Music Beyond Boundaries');
    await expect(hero.getByText('Immersive 360° VR concerts bringing joy and connection to care institutions', { exact: true })).toBeVisible();
    // The first action books a pilot (the form's anchor on this page), the second shows the demo.
    const actions = hero.getByRole('link');
    await expect(actions).toHaveText(['Book a Concert Pilot', 'Watch Demo']);
    await expect(actions.first()).toHaveAttribute('href', '#booking');
    await expect(actions.last()).toHaveAttribute('href', '/concert/demo');
    await actions.first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Book a Concert Pilot' })).toBeInViewport();
    await expect(page.locator('section#booking form').getByRole('textbox', { name: /Facility name/ })).toBeVisible();
  });

  test('each chapter of the story says its part with a still of the hall, and the session in four steps', async ({ page }) => {
    await gotoReady(page, '/');
    const experience = section(page, 'A seat in a real concert hall');
    await expect(experience.getByRole('listitem')).toHaveText([
      'Watched sitting down: in a chair, a wheelchair or in bed.',
      'No motion: the view moves only when the resident turns their head.',
      'Captions that can be switched on and off.',
      'Large buttons chosen by looking at them for a moment: no controller needed.',
    ]);
    const session = section(page, 'How a session runs');
    await expect(session.getByRole('heading', { level: 3 })).toHaveText(['Headsets on', 'The room joins', 'The concert', 'The moment after']);
    const team = section(page, 'The people behind Tutti');
    await expect(team.getByRole('link', { name: 'More about us' })).toHaveAttribute('href', '/about');
    await expect(team.getByRole('link', { name: 'See our recognition' })).toHaveAttribute('href', '#recognition');
    for (const chapter of [experience, session, team]) {
      const still = chapter.locator('picture img');
      await expect(still).toHaveAttribute('alt', /\w/);
      await expect(still).toHaveAttribute('loading', 'lazy');
      await expect(still).toHaveAttribute('src', /^\/images\/stills\//);
    }
  });

  test('every still of the story and the hero says under it, in small text, that it is a rendering', async ({ page }) => {
    const caption = translation('en', 'home', 'stillCaption');
    expect(translation('en', 'home-lower', 'stillCaption')).toBe(caption);
    await gotoReady(page, '/');
    await wakeLowerParts(page);
    for (const name of ['Experience Music Beyond Boundaries', 'A seat in a real concert hall', 'How a session runs', 'The people behind Tutti']) {
      // The caption names the figure that holds the picture: it belongs to it, for a screen reader too.
      const figure = section(page, name).getByRole('figure', { name: caption, exact: true });
      await expect(figure).toBeVisible();
      await expect(figure.locator('picture img')).toHaveAttribute('alt', /computer-rendered/);
      await expect(figure.getByText(caption, { exact: true })).toBeVisible();
      const size = await figure.locator('figcaption').evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      expect(size).toBeLessThan(16);
    }
  });

  test('the hero caption is in the prerendered page, before any code, in Dutch too', async ({ page }) => {
    const html = await (await page.request.get('/nl')).text();
    expect(html).toMatch(new RegExp(`<figcaption[^>]*>${translation('nl', 'home', 'stillCaption')}</figcaption>`));
  });

  test('featured concerts are three of the recorded concerts, each played before and said so, none shown elsewhere on the page', async ({ page }) => {
    await page.clock.setFixedTime(new Date(2026, 10, 27, 12, 0));
    await gotoReady(page, '/');
    await wakeLowerParts(page);
    const featured = section(page, 'Featured Concerts');
    // SPEC section 3's sample concerts (ids 1 to 9): the new artist video and the two most watched, latest first.
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText(['Long Live The Lights', 'Folk Songs from the Highlands', 'Spring Strings at the Concertgebouw']);
    // No card dated before today says it is coming, and none says how often it was watched.
    const today = '2026-11-27';
    for (const item of await featured.getByRole('listitem').all()) {
      const day = (await item.locator('time').getAttribute('datetime')) ?? '';
      await expect(item.locator('[data-past]')).toHaveAttribute('data-past', String(day < today));
      await expect(item).toContainText('Past concert');
      await expect(item).not.toContainText('views');
    }
    // The demo concert cards are the upcoming sections' (Upcoming VR Concerts, the upcoming list): never here too.
    const linkedHere = await featured.getByRole('listitem').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(linkedHere).toHaveLength(3);
    for (const href of linkedHere.filter((href) => href.startsWith('/concert/'))) {
      await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
    }
    const titlesHere = await featured.getByRole('heading', { level: 3 }).allTextContents();
    for (const other of ['Upcoming VR Concerts', 'Featured Upcoming Concerts']) {
      for (const title of titlesHere) await expect(section(page, other).getByText(title, { exact: true })).toHaveCount(0);
    }
  });

  test('the New Artist banner and the featured cards lead where the SPEC says, id 9 to its artist', async ({ page }) => {
    await page.clock.setFixedTime(new Date(2026, 10, 27, 12, 0));
    await gotoReady(page, '/');
    await wakeLowerParts(page);
    const banner = section(page, 'Long Live The Lights');
    await expect(banner.getByText('New Artist', { exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Watch Now' })).toHaveAttribute('href', '/artist/9');
    await expect(banner.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/artist/9');

    const featured = section(page, 'Featured Concerts');
    await expect(featured.getByRole('listitem')).toHaveCount(3);
    await expect(featured.getByRole('link', { name: 'Meet the Artist' })).toHaveCount(1);
    await expect(featured.getByRole('link', { name: 'Experience' })).toHaveCount(2);
    await expect(card(featured, 'Long Live The Lights').getByRole('link', { name: 'Meet the Artist' })).toHaveAttribute('href', '/artist/9');
    await expect(card(featured, 'Folk Songs from the Highlands').getByRole('link', { name: 'Experience' })).toHaveAttribute('href', '/concert/5');
    await expect(card(featured, 'Spring Strings at the Concertgebouw').getByRole('link', { name: 'Experience' })).toHaveAttribute('href', '/concert/1');
    await expect(featured.getByRole('link', { name: 'View All Concerts' })).toHaveAttribute('href', '/concerts');

    await banner.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/\/artist\/9$/);
  });

  test('the booking section holds the pilot form and links to the booking page and the contact form', async ({ page }) => {
    await gotoReady(page, '/');
    const booking = page.locator('section#booking');
    await expect(booking.getByRole('heading', { level: 2 })).toHaveText('Book a Concert Pilot');
    await expect(booking.getByRole('heading', { level: 3, name: 'What a pilot includes' })).toBeVisible();
    await expect(booking.getByRole('link', { name: 'Go to the booking form' })).toHaveAttribute('href', '/booking');
    await expect(booking.getByRole('link', { name: 'Ask us a question' })).toHaveAttribute('href', '/contact');
    // The form itself: tests/e2e/forms-pilot.spec.ts.
    await expect(booking.locator('form')).toHaveCount(1);
    await expect(booking.getByRole('textbox')).toHaveCount(3);
  });

  test('/#booking opens the page scrolled to the booking section', async ({ page }) => {
    await gotoReady(page, '/#booking');
    await expect(page.getByRole('heading', { level: 2, name: 'Book a Concert Pilot' })).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
  });

  test('Experience Anywhere: browsers lead to the demo, stores are "coming soon" and not links, privacy note links to contact', async ({ page }) => {
    await gotoReady(page, '/');
    const download = section(page, 'Experience Anywhere');
    for (const browser of ['Chrome', 'Safari', 'Firefox']) {
      await expect(download.getByRole('link', { name: browser, exact: true })).toHaveAttribute('href', '/concert/demo');
    }
    for (const store of ['App Store', 'Google Play', 'Meta Quest', 'SteamVR', 'VIVEPORT']) {
      await expect(download.getByText(store, { exact: true })).toBeVisible();
      await expect(download.getByRole('link', { name: store })).toHaveCount(0);
      await expect(download.getByRole('button', { name: store })).toHaveCount(0);
    }
    // Said once for each group of stores (the phone apps, the VR apps), not as five badges.
    await expect(download.getByText('Coming soon', { exact: true })).toHaveCount(2);
    await expect(download.getByText('Our apps use secure protocols and comply with healthcare privacy standards.')).toBeVisible();
    await expect(download.getByRole('link', { name: 'Questions about privacy? Contact us' })).toHaveAttribute('href', '/contact');
    await expect(download.getByRole('link')).toHaveCount(4);
  });

  test('Upcoming VR Concerts: registrations bars, spots messages red at 20 or fewer, Reserve Spots to the concert', async ({ page }) => {
    await gotoReady(page, '/');
    const upcoming = section(page, 'Upcoming VR Concerts');
    await expect(upcoming.getByText("Secure your institution's spot before they fill up")).toBeVisible();
    await expect(upcoming.getByRole('link', { name: 'View Full Schedule' })).toHaveAttribute('href', '/concerts');
    await expect(upcoming.getByRole('listitem')).toHaveCount(3);

    const amsterdam = card(upcoming, 'Amsterdam Philharmonic: Spring Serenade');
    await expect(amsterdam.getByText('87/100 registered')).toBeVisible();
    const bar = amsterdam.getByRole('progressbar', { name: 'Registrations for Amsterdam Philharmonic: Spring Serenade' });
    await expect(bar).toHaveAttribute('aria-valuenow', '87');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    const few = amsterdam.getByText('Only 13 spots left!');
    expect(isRed(await rgbOf(few))).toBe(true);

    const jazz = card(upcoming, 'Jazz Quartet: Songs of the City');
    await expect(jazz.getByText('41/100 registered')).toBeVisible();
    const many = jazz.getByText('59 spots available');
    expect(isRed(await rgbOf(many))).toBe(false);
    await expect(card(upcoming, 'Classical Strings for a Quiet Afternoon').getByText('38 spots available')).toBeVisible();
    await expect(jazz.getByRole('link', { name: 'Reserve Spots' })).toHaveAttribute('href', '/concert/jazz-quartet');

    await amsterdam.getByRole('link', { name: 'Reserve Spots' }).click();
    await expect(page).toHaveURL(/\/concert\/amsterdam-philharmonic$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amsterdam Philharmonic: Spring Serenade');
  });

  test('the tips change with the day: the Daily Music Tip is the next one of the rotation', async ({ page }) => {
    const settleIn = translation('en', 'home-lower', 'tips.items.settle-in');
    const lookAround = translation('en', 'home-lower', 'tips.items.look-around');
    const takeABreak = translation('en', 'home-lower', 'tips.items.take-a-break');
    await page.clock.setFixedTime(new Date(2026, 10, 22, 9, 0));
    await gotoReady(page, '/');
    // The lower sections come alive as the visitor nears them (src/ui/when-near.tsx); then they show the visitor's day.
    await wakeLowerParts(page);
    await expect(section(page, 'Tip of the Day')).toContainText(lookAround);
    await expect(section(page, 'Tip of the Day')).toContainText('Navigation');
    await expect(section(page, 'Daily Music Tip')).toContainText(takeABreak);

    await page.clock.setFixedTime(new Date(2026, 10, 23, 23, 30));
    await gotoReady(page, '/');
    await wakeLowerParts(page);
    await expect(section(page, 'Tip of the Day')).toContainText(takeABreak);
    await expect(section(page, 'Tip of the Day')).toContainText('Wellness');
    await expect(section(page, 'Daily Music Tip')).toContainText(settleIn);
  });

  test('the featured upcoming list shows only what is still to come, soonest first', async ({ page }) => {
    await page.clock.setFixedTime(new Date(2026, 10, 22, 12, 0));
    await gotoReady(page, '/');
    await wakeLowerParts(page);
    const list = section(page, 'Featured Upcoming Concerts').getByRole('listitem').getByRole('link');
    await expect(list).toHaveText([
      'Amsterdam Philharmonic: Spring Serenade',
      'Classical Strings for a Quiet Afternoon',
      'Jazz Quartet: Songs of the City',
    ]);
    await expect(list.first()).toHaveAttribute('href', '/concert/amsterdam-philharmonic');

    await page.clock.setFixedTime(new Date(2025, 3, 20, 12, 0));
    await gotoReady(page, '/');
    await wakeLowerParts(page);
    await expect(list).toHaveText([
      'Voices of the West Coast',
      'A Piano Afternoon',
      'Folk Songs from the Highlands',
      'Brass by the Water',
    ]);
    await expect(list.first()).toHaveAttribute('href', '/concert/3');
  });

  test('the past event, the vision strip and the recognition read as the SPEC describes', async ({ page }) => {
    await gotoReady(page, '/');
    const past = section(page, 'Beats by DJ Noa Vermeer');
    for (const text of ['Past Event', 'Bubbles & Beats brunch', '19 October', '11 AM to 3 PM', 'Soul', 'Funk', 'Disco']) {
      await expect(past.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(past.locator('blockquote')).toBeVisible();
    await expect(past.locator('img')).toBeVisible();
    await expect(section(page, 'Award-winning vision').getByRole('link', { name: 'See our recognition' })).toHaveAttribute('href', '#recognition');
    const recognition = section(page, 'Recognition');
    await expect(recognition.getByRole('heading', { level: 3 })).toHaveText([
      'Startup recognition',
      'Magazine executive contributor',
      'Featured in Lisbon',
    ]);
    await expect(recognition).toContainText('regional innovation network');
    await expect(recognition).toContainText('Lisbon in 2025');
  });

  test('in German, the sections and the spots messages are German', async ({ page }) => {
    await gotoReady(page, '/?lang=de');
    for (const key of ['featured.title', 'booking.title', 'download.title', 'upcoming.title', 'tips.tipOfTheDay', 'recognition.title']) {
      await expect(page.getByRole('heading', { level: 2, name: translation('de', 'home-lower', key), exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: translation('de', 'home-lower', 'benefits.title') })).toHaveText(
      'Wie Tutti die Pflege verändert',
    );
    const spotsLeft = translation('de', 'concerts', 'upcoming.spotsLeft_other').replace('{{count}}', '13');
    await expect(page.getByText(spotsLeft)).toBeVisible();
    await expect(page.getByRole('link', { name: translation('de', 'home-lower', 'upcoming.reserve') })).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Featured Concerts' })).toHaveCount(0);
    await expect(page.getByText('Only 13 spots left!')).toHaveCount(0);
  });
});

test.describe('home page on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  for (const lang of ['en', 'de'] as const) {
    test(`in ${lang}, nothing scrolls sideways`, async ({ page }) => {
      await gotoReady(page, `/?lang=${lang}`);
      await expect(page.locator('#recognition')).toBeVisible();
      const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }

  test('the past event is the compact card: no artwork, the facts and the quote remain', async ({ page }) => {
    await gotoReady(page, '/');
    const past = section(page, 'Beats by DJ Noa Vermeer');
    await expect(past.locator('img')).toBeHidden();
    await expect(past.getByText('19 October', { exact: true })).toBeVisible();
    await expect(past.locator('blockquote')).toBeVisible();
  });
});

for (const width of [320, 390]) {
  test.describe(`the home page at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const lang of ['en', 'de'] as const) {
      test(`in ${lang}, from 100 % to 180 % text: no sideways scroll, no cut word, every control reachable`, async ({ page }) => {
        await page.addInitScript(() => localStorage.setItem('analyticsConsent', 'denied'));
        await gotoReady(page, `/?lang=${lang}`);
        await wakeLowerParts(page);
        expect(await findLayoutProblems(page, [100, 180], { scope: 'main' })).toEqual([]);
      });
    }
  });
}

/** The text-size walk's steps (text-size-walk.spec.ts) for the home page alone, in all six languages. */
const WALK_WIDTHS = [1366, 768, 390, 320];
const WALK_SIZES = [80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180];
for (const lang of LANGS) {
  test(`in ${lang}, the whole home page holds at every text size and width, and at 200 % zoom`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => localStorage.setItem('analyticsConsent', 'denied'));
    await gotoReady(page, lang === 'en' ? '/' : `/${lang}`);
    await wakeLowerParts(page);
    const problems: string[] = [];
    for (const width of WALK_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      problems.push(...(await findLayoutProblems(page, WALK_SIZES, { scope: 'main' })).map((p) => `@${width}px ${p.size}%: ${p.element}: ${p.problem}`));
      await page.setViewportSize({ width: width / 2, height: 400 });
      problems.push(...(await findLayoutProblems(page, [100], { scope: 'main' })).map((p) => `@${width}px 200% zoom: ${p.element}: ${p.problem}`));
    }
    expect(problems).toEqual([]);
  });
}

for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
  test(`axe: the home page on a ${name} has no serious or critical violation`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoReady(page, '/');
    await expect(page.locator('#recognition')).toBeVisible();
    const blocking = await blockingViolations(page);
    expect(blocking).toEqual([]);
  });
}
