import type { Page } from '@playwright/test';
import { blockingViolations } from './axe-scan';
import { CONCERT, CONCERT_TITLE } from './concert-stage-stubs';
import { expect, test } from './live-packager';
import { translation } from './locale-files';
import { programmeStore } from './programme-stub';
import { APPLAUSE_TOPIC, RoomStageBackend } from './room-stage-stubs';
import { openRoom, type Room } from './session-stubs';
import { createSession, joinByLink, roomStatus } from './session-steps';

/**
 * A room on a concert's night, two-way (issue 24, part 5): the real live:demo packager plays a concert tonight;
 * a facilitator's tablet and two headsets watch it in a group session; the artist's host watches the stage. The
 * headsets' claps go to the facilitator over Realtime's HTTP broadcast, the tablet sends the room's together, and
 * the stage's meter rises; the facilitator's greeting reaches the stage only once the host approves it. Supabase's
 * HTTP API and Realtime are stubbed at the network edge (room-stage-stubs.ts answers as the policies do).
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });
// Each page logs the live address's 404s while it waits for the stream; the facilitator's browser logs the 400
// of the greeting the database refuses (one a minute), which the test sends on purpose.
const EXPECTED = [/status of 404/, /^facilitator: .*status of 400/];
const MINUTE = 60_000;
const sessions = (key: string) => translation('en', 'sessions', key);
const GREETING = 'Greetings from De Linde, Utrecht!';

/** The concert tonight, its live stream at the packager's address, starting in 12 minutes (its doors open). */
function concertTonight(liveUrl: string) {
  const store = programmeStore();
  const startsAt = new Date(Date.now() + 12 * MINUTE).toISOString();
  store.concerts = store.concerts.map((row) => (row['id'] === CONCERT ? { ...row, starts_at: startsAt, live_stream_url: liveUrl } : row));
  return store;
}

const meterValue = async (stage: Page) => Number(await stage.getByRole('meter', { name: 'Applause' }).getAttribute('aria-valuenow'));
const count = (stage: Page, which: 'rooms' | 'headsets') => stage.getByTestId(`stage-${which}`).getByRole('definition');
const clapsFrom = (backend: RoomStageBackend, client: string) => backend.relay.broadcasts.filter((b) => b.from === client && b.event === 'clap').length;
const applaud = (page: Page, name: string) => page.getByRole('button', { name });

let room: Room;
test.afterEach(async () => {
  await room.close();
  expect(room.errors.filter((error) => !EXPECTED.some((expected) => expected.test(error))), 'console errors').toEqual([]);
});

test("a room's headsets applaud, the stage's meter rises; a greeting is shown only after the host approves it", async ({ browser, baseURL, liveDemo }) => {
  const backend = new RoomStageBackend();
  backend.stage.giveRole('host');
  room = await openRoom(browser, baseURL ?? '', { programme: concertTonight(liveDemo.url), ...backend.extras() });
  backend.attach(room.backend);
  const facilitator = await createSession(room);
  const headsets = [await joinByLink(room, 'headset-1'), await joinByLink(room, 'headset-2')];

  const stageContext = await browser.newContext({ baseURL, serviceWorkers: 'block', locale: 'en-GB' });
  const stage = await stageContext.newPage();
  await backend.stage.serve(stage, { email: 'host@concerts.example' });
  await stage.goto(`/concert/${CONCERT}/stage`);
  await expect(stage.locator('main [data-connection]')).toHaveText('Connection: Live');
  await expect(count(stage, 'rooms')).toHaveText('0');

  // The room opens its doors to the concert tonight: it is counted on the stage with its two headsets.
  await facilitator.getByLabel(sessions('lead.room.concert')).selectOption({ label: `${CONCERT_TITLE} (live)` });
  await facilitator.getByRole('button', { name: sessions('lead.room.openDoors') }).click();
  const toStage = facilitator.getByRole('region', { name: sessions('lead.stage.heading') });
  await expect(toStage).toBeVisible();
  await expect(count(stage, 'rooms')).toHaveText('1', { timeout: 20_000 });
  await expect(count(stage, 'headsets')).toHaveText('2', { timeout: 20_000 });

  // The concert plays live on both headsets, each with its applause button.
  for (const headset of headsets) {
    await expect(roomStatus(headset)).toHaveAttribute('data-room-status', 'live', { timeout: 60_000 });
    await expect(applaud(headset, sessions('join.applause.button'))).toBeVisible();
  }
  expect(await blockingViolations(headsets[0] as Page)).toEqual([]);
  expect(await blockingViolations(facilitator)).toEqual([]);

  // Both headsets applaud and so does the tablet: the stage counts the room's three claps, in batches. The first
  // headset's hand lingers (two presses at once): the second is too soon, says so, and sends nothing.
  const [first, second] = headsets as [Page, Page];
  await applaud(first, sessions('join.applause.button')).dblclick();
  await expect(first.locator('[data-applause-outcome]')).toHaveText(sessions('applause.wait'));
  await applaud(second, sessions('join.applause.button')).click();
  await expect(second.locator('[data-applause-outcome]')).toHaveText(sessions('applause.sent'));
  await applaud(facilitator, sessions('lead.stage.applaud')).click();
  await expect(toStage.getByText(sessions('lead.stage.counted_other').replace('{{count}}', '3'))).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => meterValue(stage), { timeout: 10_000 }).toBeGreaterThan(0);
  expect(backend.batches.reduce((sum, claps) => sum + claps, 0)).toBe(3);
  expect(clapsFrom(backend, 'headset-1')).toBe(1);
  expect(clapsFrom(backend, 'headset-2')).toBe(1);

  // Nothing of one viewer reaches another: only the tablet listens where the claps go, and no headset joined the stage.
  expect(backend.relay.joined(APPLAUSE_TOPIC)).toBe(1);
  for (const b of backend.relay.broadcasts.filter((b) => b.event === 'clap')) expect(b.topic).toBe(APPLAUSE_TOPIC);

  // The facilitator greets the stage: it waits for the host, who approves it; only then is it on the stage.
  await toStage.getByRole('textbox', { name: sessions('greeting.label') }).fill(GREETING);
  await toStage.getByRole('button', { name: sessions('greeting.send') }).click();
  await expect(toStage.getByRole('status').filter({ hasText: sessions('greeting.sent') })).toBeVisible();
  const sent = toStage.locator('[data-greeting-status]').filter({ hasText: GREETING });
  await expect(sent).toHaveAttribute('data-greeting-status', 'pending');
  const queue = stage.getByRole('region', { name: 'Greetings waiting for approval' });
  const wall = stage.getByRole('region', { name: 'On stage' }).getByRole('list', { name: 'Greetings from the rooms' });
  await expect(queue.getByText(GREETING)).toBeVisible({ timeout: 20_000 });
  await expect(wall.getByText(GREETING)).toHaveCount(0);
  await queue.getByRole('button', { name: `Approve the greeting “${GREETING}”` }).click();
  await expect(wall.getByText(GREETING)).toBeVisible();
  await expect(sent).toHaveAttribute('data-greeting-status', 'approved', { timeout: 20_000 });
  await expect(sent).toContainText(sessions('greeting.status.approved'));

  // A second greeting within the minute is refused with the time to wait, and the text stays to send later;
  // an empty one is caught before it goes, on the field itself.
  const field = toStage.getByRole('textbox', { name: sessions('greeting.label') });
  await field.fill('And thank you!');
  await toStage.getByRole('button', { name: sessions('greeting.send') }).click();
  await expect(toStage.getByRole('alert')).toHaveText(/^Your room sent a greeting a moment ago\. You can send the next one in \d+ seconds\.$/);
  await expect(field).toHaveValue('And thank you!');
  await field.fill('  ');
  await toStage.getByRole('button', { name: sessions('greeting.send') }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(new RegExp(sessions('greeting.problem.required')));
  await expect(queue.getByText('And thank you!')).toHaveCount(0);
  await stageContext.close();
});
