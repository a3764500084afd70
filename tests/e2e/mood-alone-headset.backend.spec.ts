import type { Page } from '@playwright/test';
import { blockingViolations } from './axe-scan';
import { addFacility, facilityPageHandlers, pageStore, personWithSession, type PageStore } from './facility-page-stubs';
import { expect, gotoReady, test } from './fixtures';
import { boardLines, lookAt, visibleTargets } from './gaze-visit';
import { inSession, lookAlong } from './iwer';
import { translation } from './locale-files';
import { OWN, stubReadersBackend } from './programme-readers-stub';
import { prepareHeadset, toNearEnd } from './programme-readers-support';
import { startSignedIn } from './supabase-stub';
import { listenToSpeech, spokenSoFar } from './speech-probe';

/**
 * The headset's own mood check for a concert watched alone (issue 26): on the concert's page, staff of a facility
 * with the check on set the resident's code; the headset asks before the concert (it waits meanwhile) and after it,
 * by a look in an emulated Quest 3 (iwer) or by the faces as buttons on a screen, and both answers go to one
 * viewing through record_mood. The programme, the recording's files and Supabase's HTTP API are stubbed at the
 * network edge (programme-readers-stub.ts, facility-page-stubs.ts).
 */
test.describe.configure({ mode: 'default', timeout: 240_000 });
const mood = (key: string) => translation('en', 'mood', key);
const MOOD_BOARD = 'tutti-mood-board';
const FACES = ['mood:1', 'mood:2', 'mood:3', 'mood:4', 'mood:5'];
const PAGE = `/concert/${OWN.id}`;
const CODE_INVALID = mood('entry.codeProblem.invalid');

/** Ben, staff of De Linde (check on), signed in on this device; the programme has the recording of its own. */
async function signedInStaff(page: Page): Promise<PageStore> {
  const store = pageStore();
  const { person: manager } = personWithSession(store, 'anna@linde.example');
  const facility = addFacility(store, manager);
  store.concerts.push({ id: OWN.id, title: OWN.title, texts: {}, starts_at: '2025-05-10T18:30:00Z', ends_at: null, status: 'scheduled' });
  const staff = personWithSession(store, 'ben@linde.example');
  store.members.push({ facility_id: facility.id, user_id: staff.person.id, role: 'staff', email: 'ben@linde.example', joined_at: facility.created_at });
  await startSignedIn(page, staff.session);
  await stubReadersBackend(page, [], facilityPageHandlers(store));
  return store;
}

const card = (page: Page) => page.getByRole('region', { name: mood('headset.title') });
const answers = (store: PageStore) => store.moodAnswers;

interface VideoProbe {
  time: number;
  paused: boolean;
}
const probe = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement): VideoProbe => ({ time: video.currentTime, paused: video.paused }));

/** Sets the check for `code` on the card. */
async function startCheck(page: Page, code: string) {
  const box = card(page);
  await expect(box).toBeVisible({ timeout: 30_000 });
  await box.getByRole('textbox', { name: mood('entry.code') }).fill(code);
  await box.getByRole('button', { name: mood('headset.start') }).click();
}

const spoken = async (page: Page) => (await spokenSoFar(page)).map((said) => `${said.lang}: ${said.text}`);

const moodTargets = async (page: Page) => (await visibleTargets(page)).map((target) => target.gazeId).filter((id) => id.startsWith('mood:'));

test('staff set R-17; in an emulated Quest 3 the resident answers before by a look, the concert then starts, and after it ends answers again', async ({ page }) => {
  const store = await signedInStaff(page);
  await prepareHeadset(page);
  await listenToSpeech(page);
  await gotoReady(page, PAGE);
  await startCheck(page, 'R-17');
  await expect(card(page).getByText(translation('en', 'mood', 'headset.on').replace('{{resident}}', 'R-17'))).toBeVisible();
  await expect(page.getByRole('region', { name: mood('prompt.before') })).toBeVisible();

  await page.getByRole('button', { name: 'Enter VR' }).click();
  await expect.poll(() => inSession(page), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => moodTargets(page), { timeout: 20_000 }).toEqual([...FACES, 'mood:skip']);
  expect((await boardLines(page, MOOD_BOARD))?.join(' ')).toBe(`${mood('prompt.before')} ${mood('hint')}`);
  await expect.poll(() => spoken(page)).toEqual([`en: ${mood('prompt.before')}`]);
  // The session is seen, yet the concert waits at its beginning under the question.
  const waiting = await probe(page);
  expect(waiting.paused).toBe(true);
  expect(waiting.time).toBeLessThan(0.5);

  await lookAlong(page, { x: 0, y: 1, z: -0.2 });
  await lookAt(page, 'mood:4');
  await expect.poll(() => answers(store).length, { timeout: 15_000 }).toBe(1);
  // Answered: the concert starts from its beginning.
  await expect.poll(async () => (await probe(page)).paused, { timeout: 15_000 }).toBe(false);
  await expect.poll(async () => (await probe(page)).time, { timeout: 20_000 }).toBeGreaterThan(0.5);
  await expect.poll(() => boardLines(page, MOOD_BOARD), { timeout: 15_000 }).toBeNull();

  await lookAlong(page, { x: 0, y: 0, z: -1 });
  await toNearEnd(page);
  await expect.poll(async () => (await boardLines(page, MOOD_BOARD))?.join(' '), { timeout: 30_000 }).toBe(`${mood('prompt.after')} ${mood('hint')}`);
  await expect.poll(() => moodTargets(page), { timeout: 20_000 }).toEqual([...FACES, 'mood:skip']);
  await lookAlong(page, { x: 0, y: 1, z: -0.2 });
  await expect.poll(() => spoken(page)).toEqual([`en: ${mood('prompt.before')}`, `en: ${mood('prompt.after')}`]);
  await lookAt(page, 'mood:5');
  await expect.poll(() => answers(store).length, { timeout: 15_000 }).toBe(2);
  await expect.poll(() => boardLines(page, MOOD_BOARD)).toEqual([mood('thanks')]);

  const [before, after] = answers(store);
  const facility = store.facilities[0]?.id;
  expect(before).toEqual({ facility, concert: OWN.id, viewing: expect.stringMatching(/^[0-9a-f-]{36}$/), resident: 'R-17', moment: 'before', face: 4 });
  expect(after).toEqual({ facility, concert: OWN.id, viewing: before?.viewing, resident: 'R-17', moment: 'after', face: 5 });
  // The facility's page on this device knows the viewing: its entry for R-17 would start at 'after'.
  const stored = await page.evaluate((key) => localStorage.getItem(key), `mood-viewings:${facility}`);
  expect(stored).toContain(String(before?.viewing));
});

test('on a screen: a name is refused before anything is sent, the faces are buttons, and Skip starts the concert', async ({ page }) => {
  const store = await signedInStaff(page);
  await gotoReady(page, PAGE);
  const box = card(page);
  await expect(box).toBeVisible({ timeout: 30_000 });
  expect(await blockingViolations(page)).toEqual([]);

  const code = box.getByRole('textbox', { name: mood('entry.code') });
  await code.fill('Maria Jansen');
  await box.getByRole('button', { name: mood('headset.start') }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toBeFocused();
  await expect(box.getByText(CODE_INVALID)).toBeVisible();

  await code.fill('r-17');
  await box.getByRole('button', { name: mood('headset.start') }).click();
  const question = page.getByRole('region', { name: mood('prompt.before') });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: mood('faces.4'), exact: true })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  // The concert waits at its beginning while the question is asked.
  await expect.poll(async () => (await probe(page)).paused, { timeout: 15_000 }).toBe(true);
  expect((await probe(page)).time).toBeLessThan(0.5);

  await question.getByRole('button', { name: mood('skip') }).click();
  await expect(question).toBeHidden();
  await expect.poll(async () => (await probe(page)).time, { timeout: 20_000 }).toBeGreaterThan(0.5);
  expect(answers(store)).toEqual([]);
  expect(store.calls.filter((call) => call.name === 'record_mood')).toEqual([]);

  // Reloaded: the code stays set and 'before' is not asked again.
  await page.reload();
  await expect(card(page).getByText(translation('en', 'mood', 'headset.on').replace('{{resident}}', 'R-17'))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: mood('prompt.before') })).toHaveCount(0);
});

test('an anonymous visitor sees no card and downloads no supabase-js on the page', async ({ page }) => {
  const seen = await stubReadersBackend(page);
  await gotoReady(page, PAGE);
  await expect(page.locator('video')).toHaveCount(1, { timeout: 30_000 });
  await expect(card(page)).toHaveCount(0);
  // supabase-js's chunk is known by its auth client's name, whatever the bundler calls the file.
  const withSupabase = await page.evaluate(async () => {
    const scripts = performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js'));
    const texts = await Promise.all(scripts.map(async (name) => [name, await (await fetch(name)).text()] as const));
    return texts.filter(([, text]) => text.includes('GoTrueClient')).map(([name]) => name);
  });
  expect(withSupabase).toEqual([]);
  expect(seen.seen.filter((request) => !request.path.startsWith('/storage/'))).toEqual([]);
});
