import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { blockingViolations } from './axe-scan';
import { catchScenes, lookAt, visibleTargets } from './gaze-visit';
import { inSession } from './iwer';
import { CODE, driftBetween, openRoom, playhead, visit, type Room } from './session-stubs';
import { createSession as createSessionIn, headsetRow, joinByKeypad as joinByKeypadIn, joinByLink as joinByLinkIn, roomStatus } from './session-steps';

/**
 * Group sessions: a facilitator's tablet and several headsets, each its own browser context (its own
 * device), with Supabase's Auth, functions and Realtime stubbed at the network edge (session-stubs.ts,
 * realtime-stub.ts). The room plays the demo as a four-minute concert in its smallest rendition.
 */
test.describe.configure({ mode: 'default', timeout: 240_000 });

let room: Room;
test.beforeEach(async ({ browser, baseURL }) => {
  room = await openRoom(browser, baseURL ?? '');
});
test.afterEach(async () => {
  await room.close();
  expect(room.errors, 'console errors').toEqual([]);
});

const createSession = () => createSessionIn(room);
const joinByLink = (name: string) => joinByLinkIn(room, name);
const joinByKeypad = (name: string, code?: string) => joinByKeypadIn(room, name, code);
const status = roomStatus;

async function expectPlaying(headset: Page) {
  await expect(status(headset)).toHaveAttribute('data-room-status', 'playing');
  const before = await playhead(headset);
  await expect.poll(async () => (await playhead(headset)).time, { timeout: 20_000 }).toBeGreaterThan(before.time + 0.5);
}

/** A session with two headsets joined by link, started and playing. */
async function twoPlaying() {
  const facilitator = await createSession();
  const first = await joinByLink('headset-1');
  const second = await joinByLink('headset-2');
  await facilitator.getByRole('button', { name: 'Start for everyone' }).click();
  await expectPlaying(first);
  await expectPlaying(second);
  return { facilitator, first, second };
}

/** Waits until two headsets play within `ms` of each other (they settle by nudging their rate). */
const expectInStep = (a: Page, b: Page, ms = 150) => expect.poll(() => driftBetween(a, b), { timeout: 20_000, intervals: [500] }).toBeLessThan(ms);

test('headsets join by link and by keypad, start together, and pause, resume and seek with the room', async () => {
  const facilitator = await createSession();
  const first = await joinByLink('headset-1');
  const second = await joinByKeypad('headset-2');
  await expect(second.getByRole('heading', { name: 'Led by anna' })).toBeVisible({ timeout: 20_000 });
  await expect(headsetRow(facilitator, 1)).toContainText('Joined');
  await expect(headsetRow(facilitator, 2)).toContainText('Joined');
  await expect(first.getByText('This is Headset 1.')).toBeVisible();
  await expect(second.getByText('This is Headset 2.')).toBeVisible();
  await expect(status(first)).toHaveText('Waiting for the concert to start. You can put the headset on.');
  // WCAG 2.2 AA on both screens as people use them: the facilitator's console and a joined headset.
  expect(await blockingViolations(facilitator)).toEqual([]);
  expect(await blockingViolations(first)).toEqual([]);
  // Prepared, not playing: the concert waits for the room.
  expect((await playhead(first)).paused).toBe(true);

  await facilitator.getByRole('button', { name: 'Start for everyone' }).click();
  await expectPlaying(first);
  await expectPlaying(second);
  await expectInStep(first, second);
  await expect(headsetRow(facilitator, 1)).toContainText('Playing');
  await expect(headsetRow(facilitator, 2)).toContainText('In step');

  await facilitator.getByRole('button', { name: 'Pause for everyone' }).click();
  await expect(status(first)).toHaveText('Paused by anna.');
  await expect.poll(async () => (await playhead(second)).paused).toBe(true);
  await expectInStep(first, second, 100);
  const pausedAt = (await playhead(first)).time;

  await facilitator.getByRole('button', { name: 'Ahead 30 seconds' }).click();
  await expect.poll(async () => (await playhead(first)).time, { timeout: 15_000 }).toBeGreaterThan(pausedAt + 29);
  await expect.poll(async () => (await playhead(second)).time, { timeout: 15_000 }).toBeGreaterThan(pausedAt + 29);
  expect((await playhead(first)).paused).toBe(true);

  await facilitator.getByRole('button', { name: 'Resume for everyone' }).click();
  await expectPlaying(first);
  await expectPlaying(second);
  await expectInStep(first, second);
  // The headsets leave play, pause and seeking to the facilitator.
  await expect(first.getByRole('button', { name: 'Pause', exact: true })).toBeDisabled();
});

test('a wrong code is explained, repeated wrong codes slow down, and an ended session says so', async () => {
  const facilitator = await createSession();
  const headset = await joinByKeypad('guesser', 'AAAAAA');
  await expect(headset.getByRole('main').getByRole('alert')).toHaveText('That code does not match a session. Check it and try again.');
  // What was typed stays, so one wrong character is one key away.
  await expect(headset.getByRole('textbox', { name: 'Session code' })).toHaveValue('AAAAAA');
  expect(await blockingViolations(headset)).toEqual([]);
  await headset.getByRole('button', { name: 'Join', exact: true }).click();
  await headset.getByRole('button', { name: 'Join', exact: true }).click();
  await headset.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(headset.getByRole('main').getByRole('alert')).toContainText(/Too many wrong codes\. Try again in \d seconds\./);
  await expect(headset.getByRole('button', { name: 'Join', exact: true })).toBeDisabled();

  await facilitator.getByRole('button', { name: 'End session' }).click();
  await facilitator.getByRole('button', { name: 'End for everyone' }).click();
  await expect(facilitator.getByText('The session has ended.')).toBeVisible();
  const late = await room.open({ headset: 'late' });
  await visit(late, `/join?code=${CODE}`);
  await expect(late.getByRole('main').getByRole('alert')).toHaveText('That session has ended. Ask the care staff for a new code.');
});

test('a headset that loses the network shows it calmly and comes back in step; a late joiner lands where the room is', async () => {
  const { facilitator, first, second } = await twoPlaying();

  await room.backend.relay.cut('headset-2');
  await expect(status(second)).toHaveText('Reconnecting… The concert goes on playing.');
  await expect(headsetRow(facilitator, 2)).toContainText('Disconnected');
  // Meanwhile the room moves on without it.
  await facilitator.getByRole('button', { name: 'Ahead 30 seconds' }).click();
  await expect.poll(async () => (await playhead(first)).time, { timeout: 15_000 }).toBeGreaterThan(30);
  // Offline, it plays on where it was: the concert goes on, only no longer in step.
  const offline = await playhead(second);
  expect(offline.time).toBeLessThan(30);
  await expect.poll(async () => (await playhead(second)).time, { timeout: 15_000 }).toBeGreaterThan(offline.time + 0.5);

  room.backend.relay.restore('headset-2');
  await expect(status(second)).toHaveText('The concert is playing.', { timeout: 20_000 });
  await expect(headsetRow(facilitator, 2)).toContainText('Playing');
  await expectInStep(first, second);

  const late = await joinByLink('headset-3');
  await expect(headsetRow(facilitator, 3)).toBeVisible();
  await expectPlaying(late);
  await expectInStep(first, late);
});

test('when the facilitator’s tablet goes, headsets play on; a reload takes over, and a second tab is told it does not lead', async () => {
  const facilitator = await createSession();
  const headset = await joinByLink('headset-1');
  await facilitator.getByRole('button', { name: 'Start for everyone' }).click();
  await expectPlaying(headset);

  await room.backend.relay.cut('facilitator');
  await expectPlaying(headset);
  room.backend.relay.restore('facilitator');
  await visit(facilitator, '/session');
  // Straight back to the same session, leading it, with the room where it was.
  await expect(facilitator.getByLabel(/^Join code K 7 M 4 P Q$/)).toBeVisible();
  await expect(facilitator.getByRole('button', { name: 'Pause for everyone' })).toBeEnabled();
  await expect(headsetRow(facilitator, 1)).toContainText('Playing', { timeout: 20_000 });
  await expectPlaying(headset);

  const second = await facilitator.context().newPage();
  await visit(second, '/session');
  await expect(facilitator.getByText('This session is now led from another tab or device. Headsets follow that one.')).toBeVisible();
  await expect(facilitator.getByRole('button', { name: 'Pause for everyone' })).toBeDisabled();
  await second.getByRole('button', { name: 'Pause for everyone' }).click();
  await expect(status(headset)).toHaveText('Paused by anna.');

  await facilitator.getByRole('button', { name: 'Lead from here' }).click();
  await expect(second.getByText('This session is now led from another tab or device. Headsets follow that one.')).toBeVisible();
  await facilitator.getByRole('button', { name: 'Resume for everyone' }).click();
  await expectPlaying(headset);
});

/** A Quest's keypad key acts after the look time (1.5 s); the test looks until the code shows it. */
async function typeByGaze(headset: Page, code: string) {
  for (const [i, key] of [...code].entries()) {
    await lookAt(headset, `key:${key}`);
    await expect(headset.getByRole('textbox', { name: 'Session code' })).toHaveValue(code.slice(0, i + 1), { timeout: 10_000 });
  }
}

test('four headsets, two of them Quests: one joins by the gaze keypad in VR, one by link, and all start together', async () => {
  const facilitator = await createSession();
  const flatByLink = await joinByLink('phone-1');
  const flatByKeypad = await joinByKeypad('tablet-2');

  const questByLink = await room.open({ headset: 'quest-3', quest: true });
  await visit(questByLink, `/join?code=${CODE}`);
  await expect(questByLink.getByRole('heading', { name: 'Led by anna' })).toBeVisible({ timeout: 20_000 });
  await questByLink.getByRole('button', { name: 'Enter VR' }).click();
  await expect.poll(() => inSession(questByLink), { timeout: 20_000 }).toBe(true);

  // The resident's headset: put on, 'Enter VR' pressed by staff, the code typed by looking at the keys.
  const questByGaze = await room.open({ headset: 'quest-4', quest: true });
  await catchScenes(questByGaze);
  await visit(questByGaze, '/join');
  await questByGaze.getByRole('button', { name: 'Enter VR' }).click();
  await expect.poll(() => inSession(questByGaze), { timeout: 20_000 }).toBe(true);
  await expect.poll(async () => (await visibleTargets(questByGaze)).filter((t) => t.gazeId.startsWith('key:')).length, { timeout: 20_000 }).toBe(25);
  const keys = await visibleTargets(questByGaze);
  expect(keys.find((t) => t.gazeId === 'key:join')?.disabled).toBe(true);
  for (const key of keys) expect(key.widthDeg, key.gazeId).toBeGreaterThanOrEqual(8);
  await typeByGaze(questByGaze, CODE);
  await lookAt(questByGaze, 'key:join');
  await expect(questByGaze.getByRole('heading', { name: 'Led by anna' })).toBeVisible({ timeout: 20_000 });
  // Joined: the keypad goes, the concert waits in the headset.
  await expect.poll(async () => (await visibleTargets(questByGaze)).some((t) => t.gazeId.startsWith('key:')), { timeout: 10_000 }).toBe(false);

  for (const n of [1, 2, 3, 4]) await expect(headsetRow(facilitator, n)).toBeVisible();
  await expect(headsetRow(facilitator, 3)).toContainText('In VR');
  await facilitator.getByRole('button', { name: 'Start for everyone' }).click();
  const headsets = [flatByLink, flatByKeypad, questByLink, questByGaze];
  for (const headset of headsets) await expectPlaying(headset);
  for (const headset of headsets.slice(1)) await expectInStep(flatByLink, headset, 200);
  expect(await inSession(questByGaze)).toBe(true);
});

test('a resident takes the headset off and puts it back on: it lands where the room is', async () => {
  const { first, second } = await twoPlaying();
  // Taken off: the headset hides the page and its media stops, as a Quest's standby does.
  const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
      if (value === 'hidden') document.querySelector('video')?.pause();
    }, state);
  await setVisibility(second, 'hidden');
  await first.waitForTimeout(4000);
  await setVisibility(second, 'visible');
  await expectPlaying(second);
  await expectInStep(first, second);
  await expect(status(second)).toHaveText('The concert is playing.');
});
