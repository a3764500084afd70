import type { Page } from '@playwright/test';
import { CONCERT, CONCERT_TITLE } from './concert-stage-stubs';
import { boardLines, catchScenes, lookAt, visibleTargets } from './gaze-visit';
import { inSession, lookAlong } from './iwer';
import { expect, test } from './live-packager';
import { translation } from './locale-files';
import { programmeStore } from './programme-stub';
import { RoomStageBackend } from './room-stage-stubs';
import { CODE, openRoom, visit, type Room } from './session-stubs';
import { createSession, roomStatus } from './session-steps';

/**
 * A live night on a headset in a group session, in an emulated Quest 3 (iwer): put on before the doors open, it
 * waits in VR in the concert's waiting room once they do (the board, the sound check), the real live:demo
 * packager's stream then starts in the same immersive session with no press, and the resident applauds with a
 * look; the claps reach the stage through the facilitator's tablet. Supabase's HTTP API and Realtime are stubbed
 * at the network edge (room-stage-stubs.ts, session-stubs.ts).
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });
const WAITING_404 = /status of 404/;
const MINUTE = 60_000;
const sessions = (key: string) => translation('en', 'sessions', key);
const concerts = (key: string) => translation('en', 'concerts', key);

function concertTonight(liveUrl: string) {
  const store = programmeStore();
  const startsAt = new Date(Date.now() + 12 * MINUTE).toISOString();
  store.concerts = store.concerts.map((row) => (row['id'] === CONCERT ? { ...row, starts_at: startsAt, live_stream_url: liveUrl } : row));
  return store;
}

const videoTime = (page: Page) => page.locator('video').evaluate((element: HTMLVideoElement) => element.currentTime);

let room: Room;
test.afterEach(async () => {
  await room.close();
  expect(room.errors.filter((error) => !WAITING_404.test(error)), 'console errors').toEqual([]);
});

test('a headset in VR waits in the waiting room when the doors open, the stream starts there by itself, and a look applauds', async ({ browser, baseURL, liveDemo }) => {
  const backend = new RoomStageBackend();
  // The live service answers 404 until the encoder pushes.
  const notYet = async (page: Page) => {
    await page.context().route(`**${liveDemo.url}`, (route) => route.fulfill({ status: 404, body: '' }));
  };
  room = await openRoom(browser, baseURL ?? '', { programme: concertTonight(liveDemo.url), beforeLoad: notYet, ...backend.extras() });
  backend.attach(room.backend);
  const facilitator = await createSession(room);
  const quest = await room.open({ headset: 'quest-1', quest: true });
  await catchScenes(quest);
  await visit(quest, `/join?code=${CODE}`);
  await expect(quest.getByRole('heading', { name: 'Led by anna' })).toBeVisible({ timeout: 20_000 });
  await quest.getByRole('button', { name: 'Enter VR' }).click();
  await expect.poll(() => inSession(quest), { timeout: 20_000 }).toBe(true);
  expect(await boardLines(quest)).toBeNull();

  // The doors open: the headset shows the concert's waiting room in VR, its countdown and its sound check.
  await facilitator.getByLabel(sessions('lead.room.concert')).selectOption({ label: `${CONCERT_TITLE} (live)` });
  await facilitator.getByRole('button', { name: sessions('lead.room.openDoors') }).click();
  await expect.poll(async () => (await boardLines(quest))?.[0], { timeout: 20_000 }).toBe(CONCERT_TITLE);
  expect((await boardLines(quest))?.[1]).toMatch(/^\d{1,2}:\d\d$/);
  const waiting = (await visibleTargets(quest)).map((target) => target.gazeId);
  expect(waiting).toEqual(expect.arrayContaining(['wait:sound-check']));
  expect(waiting).not.toContain('applaud');
  await lookAt(quest, 'wait:sound-check');
  await expect.poll(async () => (await boardLines(quest))?.slice(4).join(' '), { timeout: 15_000 }).toBe(concerts('waitingRoom.soundCheckAsk'));
  await lookAlong(quest, { x: 0, y: 0, z: -1 });

  // The stream appears: it plays in the same immersive session, with no press, and the waiting room goes.
  await quest.context().unroute(`**${liveDemo.url}`);
  await facilitator.context().unroute(`**${liveDemo.url}`);
  await expect(roomStatus(quest)).toHaveAttribute('data-room-status', 'live', { timeout: 60_000 });
  const at = await videoTime(quest);
  await expect.poll(() => videoTime(quest), { timeout: 20_000 }).toBeGreaterThan(at + 1);
  expect(await inSession(quest)).toBe(true);
  await expect.poll(() => boardLines(quest)).toBeNull();

  // A look at 'Applaud' claps once; the tablet sends it on and the stage counts it.
  await expect.poll(async () => (await visibleTargets(quest)).map((target) => target.gazeId), { timeout: 10_000 }).toContain('applaud');
  await lookAt(quest, 'applaud');
  const toStage = facilitator.getByRole('region', { name: sessions('lead.stage.heading') });
  await expect(toStage.getByText(sessions('lead.stage.counted_one').replace('{{count}}', '1'))).toBeVisible({ timeout: 20_000 });
  expect(backend.batches).toEqual([1]);
  expect(backend.relay.broadcasts.filter((b) => b.from === 'quest-1' && b.event === 'clap')).toHaveLength(1);
});
