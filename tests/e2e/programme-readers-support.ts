import type { Page } from '@playwright/test';
import { expect, gotoReady } from './fixtures';
import { catchScenes, lookAt, visibleTargets } from './gaze-visit';
import { inSession, installQuest3 } from './iwer';
import { translation } from './locale-files';

/**
 * Shared steps of the specs about which concerts the players, the headset's chooser, the kiosk and the
 * A-Frame page offer (recordings-*.spec.ts, programme-readers-*.spec.ts).
 */

export const DEMO_TITLE = translation('en', 'player', 'demoTitle');
export const watchNext = (title: string) => translation('en', 'player', 'watchNext').replace('{{title}}', title);
/** The 360° player's region on a page. */
export const playerRegion = (page: Page) => page.getByRole('application', { name: translation('en', 'player', 'region') });

/** Plays the page's video to its last half second: the end card (or the engine's end) comes next. */
export const toNearEnd = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => void (video.currentTime = video.duration - 0.5));

/** The flat end card's heading, once the concert has ended. */
export async function expectEndCard(page: Page) {
  await expect(page.getByRole('heading', { name: translation('en', 'player', 'endedHeading') })).toBeVisible({ timeout: 20_000 });
}

/** Every 'Watch next' the end card offers (the engine offers one: the next in the playlist). */
export const watchNextButtons = (page: Page) => page.getByRole('button', { name: new RegExp(`^${escape(watchNext(''))}`) });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Before the page's scripts: an emulated Quest 3 and a one-second look, so a gaze visit is quick. */
export async function prepareHeadset(page: Page) {
  await installQuest3(page);
  await catchScenes(page);
  await page.addInitScript(() => localStorage.setItem('a11y-preferences', JSON.stringify({ dwellMs: 1000 })));
}

const shownIds = async (page: Page) => (await visibleTargets(page)).map((target) => target.gazeId);

/**
 * In the headset (the page opened after prepareHeadset): enters VR, calls the menu by a look at its button,
 * opens 'Choose a concert' and reads every card of every page of the chooser, in order: the entries the
 * headset offers, by concert id. Null when the menu's 'Choose a concert' is out of use: nothing else to offer.
 */
export async function chooserEntries(page: Page, enterVr: string): Promise<string[] | null> {
  await page.getByRole('button', { name: enterVr }).click();
  await expect.poll(() => inSession(page)).toBe(true);
  await expect.poll(() => shownIds(page), { timeout: 20_000 }).toContain('handle');
  await lookAt(page, 'handle');
  await expect.poll(() => shownIds(page), { timeout: 20_000 }).toContain('choose-concert');
  const choose = (await visibleTargets(page)).find((target) => target.gazeId === 'choose-concert');
  if (choose?.disabled) return null;
  await lookAt(page, 'choose-concert');
  await expect.poll(() => shownIds(page), { timeout: 20_000 }).toContain('nav:back');
  const seen: string[] = [];
  for (let pages = 0; pages < 10; pages++) {
    const ids = await shownIds(page);
    // A card is two targets (its poster and its title) under one id.
    const cards = [...new Set(ids.filter((id) => id.startsWith('card:')).map((id) => id.slice('card:'.length)))];
    // The chooser wraps round to its first page: done when a page's first card has been seen.
    if (cards.length === 0 || seen.includes(cards[0]!)) break;
    seen.push(...cards);
    if (!ids.includes('nav:more')) break;
    await lookAt(page, 'nav:more');
    await expect.poll(async () => (await shownIds(page)).find((id) => id.startsWith('card:')), { timeout: 20_000 }).not.toBe(`card:${cards[0]}`);
  }
  return seen;
}

/** Opens a player page and waits until its video plays (time advances). */
export async function openPlaying(page: Page, path: string) {
  await gotoReady(page, path);
  const time = () => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);
  await expect.poll(time, { timeout: 30_000 }).toBeGreaterThan(0.3);
}
