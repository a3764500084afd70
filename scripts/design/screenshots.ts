/**
 * The design's before/after pictures (docs/design/): the pages a visitor meets first, on a desktop and a phone,
 * and the headset's chooser as an emulated Quest 3 shows it. Run against a build:
 *
 *   npx jiti scripts/design/screenshots.ts --dist dist --out docs/design/after [--port 4461] [--only pages|chooser] [--backend]
 *
 * Each page is taken twice per screen: the first screen of a first visit (the consent bar showing) and the
 * whole page once consent is answered. JPEG keeps the set small enough for git.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, servePreview } from '../../bench/lib.mjs';
import { catchScenes, lookAt, pitchHead, visibleTargets } from '../../tests/e2e/gaze-visit';
import { installQuest3 } from '../../tests/e2e/iwer';
import { stubReadersBackend } from '../../tests/e2e/programme-readers-stub';

const { values } = parseArgs({
  options: { dist: { type: 'string', default: 'dist' }, out: { type: 'string' }, port: { type: 'string', default: '4461' }, only: { type: 'string' }, backend: { type: 'boolean', default: false } },
});
if (!values.out) throw new Error('--out is required');
const OUT = values.out;

const PAGES = { home: '/', agenda: '/concerts', concert: '/concert/1', booking: '/booking', pricing: '/pricing' } as const;
const SCREENS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
const SWIFTSHADER = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

/** A fresh context per picture, without the site's service worker (it would keep a first visit's state). */
async function newPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block', locale: 'en-GB' });
  const page = await context.newPage();
  page.on('crash', () => console.error(`the page crashed: ${page.url()}`));
  return page;
}

/** Waits until the page's pictures have loaded or failed and its fonts are in, so the picture is the page's. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  // A picture that never settles (one the browser chose not to fetch yet) must not hold the set for ever.
  await page.evaluate(async () => {
    const bounded = (work: Promise<unknown>) => Promise.race([work, new Promise((done) => setTimeout(done, 10_000))]);
    await bounded(document.fonts.ready);
    // A lazy picture far from the screen never loads, so only those already asked for are awaited.
    const asked = [...document.images].filter((img) => !img.complete && (img.loading !== 'lazy' || img.getBoundingClientRect().top < 2 * innerHeight));
    await bounded(Promise.all(asked.map((img) => new Promise((done) => { img.addEventListener('load', done, { once: true }); img.addEventListener('error', done, { once: true }); }))));
  });
}

/** Scrolls through the page so sections that load near the viewport are there for the full-page picture. */
async function wakeEverything(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction(() => new Promise((done) => requestAnimationFrame(() => done(true))));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
}

async function pagePictures(browser: Browser, base: string) {
  for (const [screenName, viewport] of Object.entries(SCREENS)) {
    const firstVisit = await newPage(browser, viewport);
    await firstVisit.goto(`${base}/`);
    await settle(firstVisit);
    await firstVisit.screenshot({ path: join(OUT, `home-${screenName}-first-visit.jpg`), type: 'jpeg', quality: 70 });
    await firstVisit.context().close();
    for (const [pageName, path] of Object.entries(PAGES)) {
      const page = await newPage(browser, viewport);
      await page.addInitScript(() => localStorage.setItem('analyticsConsent', 'denied'));
      await page.goto(`${base}${path}`);
      await wakeEverything(page);
      await page.screenshot({ path: join(OUT, `${pageName}-${screenName}.jpg`), type: 'jpeg', quality: 60, fullPage: true });
      console.log(`${pageName}-${screenName}`);
      await page.context().close();
    }
  }
}

/**
 * The chooser as the emulated headset draws it: enter VR on the demo, look at the handle, then 'choose'. With
 * `--backend` (a build with Supabase configured), the database's programme is the browser tests' stub (named
 * third party: Supabase), so the chooser has recorded concerts to offer; without one it offers the demo alone.
 */
async function chooserPicture(browser: Browser, base: string) {
  const page = await newPage(browser, { width: 1366, height: 900 });
  await installQuest3(page);
  await catchScenes(page);
  if (values.backend) await stubReadersBackend(page);
  await page.addInitScript(() => {
    localStorage.setItem('analyticsConsent', 'denied');
    localStorage.setItem('a11y-preferences', JSON.stringify({ dwellMs: 1000 }));
  });
  await page.goto(`${base}/concert/demo`);
  await pitchHead(page, 0);
  await page.getByRole('button', { name: 'Enter VR' }).click();
  const showing = async (id: string) => {
    for (let i = 0; i < 200; i++) {
      if ((await visibleTargets(page)).some((target) => target.gazeId === id)) return;
      await page.waitForFunction(() => new Promise((done) => requestAnimationFrame(() => done(true))));
    }
    throw new Error(`the headset never showed '${id}' (showing: ${(await visibleTargets(page)).map((target) => target.gazeId).join(', ')})`);
  };
  const gone = async (id: string) => {
    for (let i = 0; i < 400; i++) {
      if (!(await visibleTargets(page)).some((target) => target.gazeId === id)) return;
      await page.waitForFunction(() => new Promise((done) => requestAnimationFrame(() => done(true))));
    }
    throw new Error(`the headset kept showing '${id}'`);
  };
  await showing('handle');
  await lookAt(page, 'handle');
  await showing('choose-concert');
  await lookAt(page, 'choose-concert');
  // The menu gives way to the chooser (whose targets older builds named differently).
  await showing('nav:more').catch(() => showing('card:demo')).catch(() => gone('choose-concert'));
  // Look a little down, where the cards hang, so the picture shows them and the stage above.
  await pitchHead(page, -12);
  await page.waitForFunction(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))));
  await page.screenshot({ path: join(OUT, 'headset-chooser.jpg'), type: 'jpeg', quality: 75 });
  await page.context().close();
}

mkdirSync(OUT, { recursive: true });
const server = await servePreview({ port: Number(values.port), outDir: values.dist });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...SWIFTSHADER] });
try {
  if (values.only !== 'chooser') await pagePictures(browser, server.url);
  if (values.only !== 'pages') await chooserPicture(browser, server.url);
} finally {
  await browser.close();
  server.stop();
}
console.log(`screenshots written to ${OUT}`);
