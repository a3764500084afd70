import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { cardPictures, catchScenes, lookAt, pitchHead, visibleTargets, type SeenTarget } from './gaze-visit';
import { inSession, installQuest3 } from './iwer';
import { databaseConcert, OWN, OWN_STREAM, stubReadersBackend } from './programme-readers-stub';
import { SUPABASE_ORIGIN } from './supabase-stub';

/**
 * The chooser's cards as a resident sees them (issue 23), read from the three.js scene of an emulated Quest 3:
 * each shows its concert's picture and its whole title on at most two lines, and the chooser hangs below the
 * stage, so no card covers the performers. A card whose picture cannot be had still shows its title.
 */
const LONG = { id: 'spring-recording', title: 'Spring Strings at the Concertgebouw' } as const;
const BROKEN = { id: 'lost-poster', title: 'Evening Songs Without a Picture' } as const;
/** The broken concert's stream sits in a folder whose still (poster.jpg beside the playlist) is missing. */
const BROKEN_STREAM = `${SUPABASE_ORIGIN}/storage/v1/object/public/recordings/lost/master.m3u8`;
const TITLES = new Map<string, string>([[`card:${OWN.id}`, OWN.title], [`card:${LONG.id}`, LONG.title], [`card:${BROKEN.id}`, BROKEN.title]]);

const ids = async (page: Page) => (await visibleTargets(page)).map((target) => target.gazeId);
const cards = async (page: Page) => (await visibleTargets(page)).filter((target) => target.gazeId.startsWith('card:'));
const degrees = (radians: number) => (radians * 180) / Math.PI;

/** Every line of a title is a run of its whole words, in order; the last may end in an ellipsis. */
function expectWholeWords(card: SeenTarget, title: string) {
  expect(card.lines.length, `${card.gazeId}: lines`).toBeGreaterThan(0);
  expect(card.lines.length, `${card.gazeId}: lines`).toBeLessThanOrEqual(2);
  const words = card.lines.join(' ').replace(/…$/, '').split(' ');
  expect(words, `${card.gazeId}: whole words`).toEqual(title.split(' ').slice(0, words.length));
}

/** Entirely below the horizon in front, where the stage is, and within 30° of the rest (the horizon). */
function expectBelowStage(card: SeenTarget) {
  const { x, y, z } = card.direction;
  const pitch = degrees(Math.asin(y / Math.hypot(x, y, z)));
  expect(pitch + card.heightDeg / 2, `${card.gazeId}: top edge, degrees from the horizon`).toBeLessThan(0);
  expect(degrees(Math.acos(-z / Math.hypot(x, y, z))), `${card.gazeId} from the resting gaze`).toBeLessThanOrEqual(30);
  expect(card.widthDeg, `${card.gazeId} width`).toBeGreaterThanOrEqual(20);
}

test.describe('the chooser cards, with an emulated Quest 3', () => {
  // The missing picture's 404, which Chromium logs.
  test.use({ expectedConsoleErrors: [/status of 404/] });
  test.beforeEach(async ({ page }) => {
    await installQuest3(page);
    await catchScenes(page);
    await page.addInitScript(() => localStorage.setItem('a11y-preferences', JSON.stringify({ dwellMs: 1000 })));
  });

  // Both players: the React Three Fiber page and the A-Frame page draw the same gaze scene.
  for (const route of ['/concert/demo', '/aframe-demo']) {
    test(`${route}: each concert's picture and whole title on two lines at most, below the stage`, async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      await stubReadersBackend(page, [
        databaseConcert(LONG.id, LONG.title, '2025-06-10T18:30:00+00:00', OWN_STREAM, 'mono'),
        databaseConcert(BROKEN.id, BROKEN.title, '2025-07-10T18:30:00+00:00', BROKEN_STREAM, 'mono'),
      ]);
      await page.route(BROKEN_STREAM.replace('master.m3u8', 'poster.jpg'), (missing) => missing.fulfill({ status: 404, body: '' }));
      await gotoReady(page, route);
      if (route === '/concert/demo') await page.getByLabel('Picture quality').selectOption('320p');
      // The person rests their gaze on the stage, straight ahead at the horizon.
      await pitchHead(page, 0);
      await page.getByRole('button', { name: 'Enter VR' }).click();
      await expect.poll(() => inSession(page)).toBe(true);
      await expect.poll(() => ids(page), { timeout: 20_000 }).toContain('handle');
      await lookAt(page, 'handle');
      await expect.poll(() => ids(page), { timeout: 20_000 }).toContain('choose-concert');
      await lookAt(page, 'choose-concert');
      await expect.poll(() => ids(page), { timeout: 20_000 }).toContain('nav:more');

      const seen = new Map<string, SeenTarget>();
      const pictures = new Map<string, { status: string; colours: number }>();
      for (let pageIndex = 0; pageIndex < 2; pageIndex++) {
        // Every picture has loaded or failed before the page's cards are read.
        await expect.poll(async () => (await cardPictures(page)).every((card) => card.status === 'shown' || card.status === 'failed'), { timeout: 20_000 }).toBe(true);
        for (const card of await cards(page)) seen.set(card.gazeId, card);
        for (const { gazeId, ...picture } of await cardPictures(page)) pictures.set(gazeId, picture);
        const picture = testInfo.outputPath(`chooser-page-${pageIndex + 1}.png`);
        await page.screenshot({ path: picture });
        await testInfo.attach(`chooser-page-${pageIndex + 1}`, { path: picture, contentType: 'image/png' });
        if (pageIndex === 0) {
          const before = (await cards(page)).map((card) => card.gazeId);
          await lookAt(page, 'nav:more');
          await expect.poll(async () => (await cards(page)).map((card) => card.gazeId), { timeout: 20_000 }).not.toEqual(before);
        }
      }

      expect([...seen.keys()].sort()).toEqual(['card:demo', ...TITLES.keys()].sort());
      for (const card of seen.values()) {
        expectBelowStage(card);
        expectWholeWords(card, TITLES.get(card.gazeId) ?? card.label);
      }
      // The long title that issue 23 found cut ('Spring Strings at the…') is whole, on two lines.
      expect(seen.get(`card:${LONG.id}`)?.lines).toHaveLength(2);
      expect(seen.get(`card:${LONG.id}`)?.lines.join(' ')).toBe(LONG.title);
      for (const id of ['card:demo', `card:${OWN.id}`, `card:${LONG.id}`]) {
        expect(pictures.get(id), `${id}: its picture`).toMatchObject({ status: 'shown' });
        expect(pictures.get(id)?.colours, `${id}: colours in its picture`).toBeGreaterThan(150);
      }
      // The picture that could not be had: the card is there, with its whole title and a plain panel.
      expect(pictures.get(`card:${BROKEN.id}`)).toMatchObject({ status: 'failed' });
      expect(pictures.get(`card:${BROKEN.id}`)?.colours).toBeLessThan(150);
      expect(seen.get(`card:${BROKEN.id}`)?.lines.join(' ')).toBe(BROKEN.title);
    });
  }
});
