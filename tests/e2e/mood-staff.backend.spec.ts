import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { blockingViolations } from './axe-scan';
import { translation } from './locale-files';
import { openRoom, SESSION_ID, ZONNEHUIS, type Room } from './session-stubs';
import { createSession, headsetRow, joinByLink } from './session-steps';
import type { StubHandlers, StubReply } from './supabase-stub';

/**
 * Issue 26, point 1, on the facilitator's tablet: staff rate each headset's resident before and after the concert
 * (Lawton's four observed emotions, 1–5 each), saved through `record_mood` and told to the room so that headset
 * does not ask its resident again. The database's own rules are tested on PostgreSQL (supabase/tests/mood-checks.test.ts);
 * here Supabase is stubbed at the network edge and answers as it does.
 */
test.describe.configure({ mode: 'default', timeout: 180_000 });

const mood = (key: string) => translation('en', 'mood', key);
const sessions = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, value), translation('en', 'sessions', key));

/** What PostgREST answers for `private.record_mood`'s refusal after the session's grace. */
const SESSION_OVER: StubReply = { status: 400, json: { code: 'P0001', message: 'session_over', details: null, hint: null } };
const SAVED: StubReply = { json: '7c1f0e2a-9b3d-4c5e-8f60-718293a4b5c6' };

let room: Room | undefined;
test.afterEach(async () => {
  await room?.close();
  // Chromium logs every failed response: the refusal a test asks for is the one expected.
  const errors = room?.errors ?? [];
  room = undefined;
  expect(errors.filter((error) => !/^facilitator: Failed to load resource: .*status of 400/.test(error)), 'console errors').toEqual([]);
});

/** The backend's side: the facility's mood check on or off, and `record_mood` answering `replies` in turn. */
function moodBackend(moodCheck: boolean, replies: StubReply[] = []) {
  const calls: unknown[] = [];
  const handlers: StubHandlers = {
    // Its staff read their facility's row (RLS), and no other.
    'GET /rest/v1/facilities': ({ search }) => ({ json: search.get('id') === `eq.${ZONNEHUIS.id}` ? [{ mood_check: moodCheck }] : [] }),
    'POST /rest/v1/rpc/record_mood': ({ body }) => {
      calls.push(body);
      return replies.shift() ?? SAVED;
    },
  };
  return { handlers, calls };
}

/** A room for this test (closed after it) whose facilitator's page reaches `handlers` besides the session's own. */
async function openMoodRoom(browser: Browser, baseURL: string | undefined, handlers: StubHandlers): Promise<Room> {
  room = await openRoom(browser, baseURL ?? '', { facilitatorHandlers: handlers });
  return room;
}

/** The room as the leading tablet last broadcast it to the headsets (through the Realtime relay). */
function lastRoomState(current: Room): { mood?: { on: boolean; rated: string[] }; playback: { concertId: string | null } } | undefined {
  const states = current.backend.relay.broadcasts.filter((b) => b.from === 'facilitator' && b.event === 'state');
  return states.at(-1)?.payload as ReturnType<typeof lastRoomState>;
}

const choice = (form: Locator, legend: string, label: string) => form.getByRole('group', { name: legend }).getByRole('radio', { name: label });
const step = (n: 1 | 2 | 3 | 4 | 5) => `${n} ${mood(`scale.${n}`)}`;

async function openRating(facilitator: Page, n: number): Promise<Locator> {
  const name = sessions('lead.headsets.label', { n: String(n) });
  await headsetRow(facilitator, n).getByRole('button', { name: sessions('lead.mood.openFor', { name }) }).click();
  return facilitator.getByRole('form', { name: sessions('lead.mood.heading', { name }) });
}

test('staff rate Headset 1 before the concert: a refusal keeps every tap, a retry saves it, and the room hears', async ({ browser, baseURL }) => {
  const backend = moodBackend(true, [SESSION_OVER]);
  const current = await openMoodRoom(browser, baseURL, backend.handlers);
  const facilitator = await createSession(current);
  await joinByLink(current, 'headset-1');
  const row = headsetRow(facilitator, 1);
  await expect(row).toContainText('Joined');
  const device = await row.getAttribute('data-headset');
  await expect.poll(() => lastRoomState(current)?.mood).toEqual({ on: true, rated: [] });

  const form = await openRating(facilitator, 1);
  await expect(form).toBeVisible();
  // The room is waiting for the concert: 'before' is already chosen.
  await expect(choice(form, sessions('lead.mood.when'), mood('moment.before'))).toBeChecked();
  expect(await blockingViolations(facilitator)).toEqual([]);

  const taps = { pleasure: 4, alertness: 3, anxiety: 2, sadness: 1 } as const;
  for (const [emotion, n] of Object.entries(taps)) await choice(form, mood(`emotions.${emotion}`), step(n)).click();
  await form.getByRole('button', { name: sessions('lead.mood.save') }).click();
  await expect(form.getByRole('alert')).toHaveText(mood('problem.sessionOver'));
  for (const [emotion, n] of Object.entries(taps)) await expect(choice(form, mood(`emotions.${emotion}`), step(n))).toBeChecked();
  await expect(row.getByRole('status')).toHaveText('');

  await form.getByRole('button', { name: sessions('lead.mood.save') }).click();
  await expect(form).toBeHidden();
  await expect(row.getByRole('status')).toHaveText(sessions('lead.mood.saved', { moment: mood('moment.before') }));
  const concert = lastRoomState(current)?.playback.concertId;
  const sent = { facility: ZONNEHUIS.id, concert, viewing: SESSION_ID, resident: '1', moment: 'before', ...taps };
  expect(backend.calls).toEqual([sent, sent]);
  // Every headset hears that Headset 1's resident was rated before the concert: it does not ask them.
  await expect.poll(() => lastRoomState(current)?.mood).toEqual({ on: true, rated: [`${device}:${concert}:before`] });
});

test('with the keyboard alone: open, choose the moment and each emotion with the arrows and Space, save with Enter', async ({ browser, baseURL }) => {
  const backend = moodBackend(true);
  const current = await openMoodRoom(browser, baseURL, backend.handlers);
  const facilitator = await createSession(current);
  await joinByLink(current, 'headset-1');
  const toggle = headsetRow(facilitator, 1).getByRole('button', { name: sessions('lead.mood.openFor', { name: 'Headset 1' }) });
  await toggle.focus();
  await facilitator.keyboard.press('Enter');
  const form = facilitator.getByRole('form', { name: sessions('lead.mood.heading', { name: 'Headset 1' }) });
  await expect(form).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  // Into the moment's group, on its chosen answer; the arrow moves the choice.
  await facilitator.keyboard.press('Tab');
  await expect(choice(form, sessions('lead.mood.when'), mood('moment.before'))).toBeFocused();
  await facilitator.keyboard.press('ArrowRight');
  await expect(choice(form, sessions('lead.mood.when'), mood('moment.after'))).toBeChecked();
  // Each emotion: Tab into its group (on its first answer), Space to choose it, arrows to move on.
  const keys: Record<string, string[]> = { pleasure: ['Space', 'ArrowRight', 'ArrowRight'], alertness: ['Space', 'ArrowRight'], anxiety: ['Space'], sadness: ['Space', 'ArrowRight', 'ArrowRight', 'ArrowRight'] };
  for (const [emotion, presses] of Object.entries(keys)) {
    await facilitator.keyboard.press('Tab');
    await expect(choice(form, mood(`emotions.${emotion}`), step(1))).toBeFocused();
    for (const key of presses) await facilitator.keyboard.press(key);
  }
  await facilitator.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: sessions('lead.mood.save') })).toBeFocused();
  await facilitator.keyboard.press('Enter');

  await expect(form).toBeHidden();
  // Back on the row's button, where the person was before the form opened.
  await expect(toggle).toBeFocused();
  await expect(headsetRow(facilitator, 1).getByRole('status')).toHaveText(sessions('lead.mood.saved', { moment: mood('moment.after') }));
  expect(backend.calls).toEqual([expect.objectContaining({ resident: '1', moment: 'after', pleasure: 3, alertness: 2, anxiety: 1, sadness: 4 })]);
});

test('once the concert has started, the moment is after it', async ({ browser, baseURL }) => {
  const current = await openMoodRoom(browser, baseURL, moodBackend(true).handlers);
  const facilitator = await createSession(current);
  await joinByLink(current, 'headset-1');
  await facilitator.getByRole('button', { name: sessions('lead.room.start') }).click();
  const form = await openRating(facilitator, 1);
  await expect(choice(form, sessions('lead.mood.when'), mood('moment.after'))).toBeChecked();
});

test('with the facility’s mood check off, no headset offers a rating', async ({ browser, baseURL }) => {
  const backend = moodBackend(false);
  const current = await openMoodRoom(browser, baseURL, backend.handlers);
  const facilitator = await createSession(current);
  await joinByLink(current, 'headset-1');
  await expect(headsetRow(facilitator, 1)).toContainText('Joined');
  // The setting has been read and told to the headsets: from here on the table is as it stays.
  await expect.poll(() => lastRoomState(current)?.mood).toEqual({ on: false, rated: [] });
  await expect(facilitator.getByRole('button', { name: new RegExp(sessions('lead.mood.open')) })).toHaveCount(0);
  expect(backend.calls).toEqual([]);
});
