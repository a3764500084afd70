import { addClaps, EMPTY_ROOM_BATCHER, takeBatch, type RoomBatcherState } from '../../src/features/live-room/applause-batcher';
import { NO_CLAPS, takeClap, type ApplauseLimiterState } from '../../src/features/live-room/applause-limiter';
import { CONCERT, ROOMS_TOPIC, STAGE_TOPIC, StageBackend } from './concert-stage-stubs';
import { expect, test } from './fixtures';

/**
 * The stage's aggregation with 50 simulated viewers in seven rooms (issue 24: 'counts, applause batching and rate
 * limits hold; nothing per viewer reaches other viewers'). Each viewer's presses pass its own limiter, each
 * room batches its viewers' claps (the product's pure modules, as a room's pages run them), and the test
 * plays the database: a room's batch bounded by its allowance (4 a minute per person) and broadcast to the
 * stage as one message. The stage hears rooms and batches, never a viewer.
 */
const ROOM_SIZES = [9, 8, 8, 7, 7, 6, 5];
const ALLOWANCE_PER_PERSON = 4;

interface Room {
  key: string;
  viewers: ApplauseLimiterState[];
  batcher: RoomBatcherState;
  sentThisMinute: number;
}

const rooms: Room[] = ROOM_SIZES.map((size, index) => ({ key: `room-${index + 1}`, viewers: Array.from({ length: size }, () => NO_CLAPS), batcher: EMPTY_ROOM_BATCHER, sentThisMinute: 0 }));

/** Every viewer presses `presses` times, 200 ms apart, from `start` (a simulated clock). */
function pressAll(start: number, presses: number) {
  for (const room of rooms) {
    room.viewers = room.viewers.map((viewer) => {
      let state = viewer;
      for (let press = 0; press < presses; press++) {
        const clap = takeClap(state, start + press * 200);
        state = clap.state;
        if (clap.taken) room.batcher = addClaps(room.batcher, 1);
      }
      return state;
    });
  }
}

/** Each room's due batch, as the database takes it: within the allowance, one broadcast per room. */
function sendBatches(backend: StageBackend, now: number): number {
  let messages = 0;
  for (const room of rooms) {
    const { batch, state } = takeBatch(room.batcher, now);
    room.batcher = state;
    if (batch === null) continue;
    const accepted = Math.min(batch, ALLOWANCE_PER_PERSON * (room.viewers.length + 1) - room.sentThisMinute);
    if (accepted <= 0) continue;
    room.sentThisMinute += accepted;
    backend.relay.serverSend(STAGE_TOPIC, 'applause', { claps: accepted });
    messages += 1;
  }
  return messages;
}

test('50 viewers in seven rooms: the stage counts them right, hears one batch per room, and its meter holds', async ({ page }) => {
  const backend = new StageBackend();
  backend.giveRole('host');
  await backend.serve(page, { email: 'host@concerts.example' });
  await page.goto(`/concert/${CONCERT}/stage`);
  await expect(page.locator('main [data-connection]')).toHaveText('Connection: Live');

  // The rooms arrive one by one, some updating their count as headsets join.
  for (const room of rooms) backend.relay.trackAs(ROOMS_TOPIC, room.key, { headsets: room.viewers.length - 1 });
  for (const room of rooms) backend.relay.trackAs(ROOMS_TOPIC, room.key, { headsets: room.viewers.length });
  await expect(page.getByTestId('stage-rooms').getByRole('definition')).toHaveText('7');
  await expect(page.getByTestId('stage-headsets').getByRole('definition')).toHaveText('50');

  // Everyone presses five times within a second: each limiter takes one clap, each room sends one batch.
  pressAll(0, 5);
  expect(rooms.map((room) => room.batcher.pending)).toEqual(ROOM_SIZES);
  expect(sendBatches(backend, 0)).toBe(7);
  const meter = page.getByRole('meter', { name: 'Applause' });
  await expect(meter).toHaveAttribute('aria-valuetext', /^Roaring applause, (9\d|100)%$/);

  // Pressing again at once is refused by each viewer's limiter: no batch, no message.
  pressAll(1000, 5);
  expect(sendBatches(backend, 1000)).toBe(0);
  // A minute's worth of enthusiasm: pressing on and on, each room's messages stay one per batch interval.
  let messages = 0;
  for (let at = 5000; at < 60_000; at += 5000) {
    pressAll(at, 25);
    messages += sendBatches(backend, at);
  }
  expect(messages).toBeLessThanOrEqual(7 * 11);
  for (const room of rooms) expect(room.sentThisMinute).toBeLessThanOrEqual(ALLOWANCE_PER_PERSON * (room.viewers.length + 1));
  const stageMessages = backend.relay.broadcasts.filter((b) => b.topic === STAGE_TOPIC);
  expect(stageMessages.every((b) => Object.keys(b.payload as object).join() === 'claps')).toBe(true);
  await expect(meter).toHaveAttribute('aria-valuenow', '100');

  // Rooms leave and come back: the counts follow, the page stays whole.
  for (const room of rooms.slice(0, 3)) backend.relay.untrackAs(ROOMS_TOPIC, room.key);
  await expect(page.getByTestId('stage-rooms').getByRole('definition')).toHaveText('4');
  await expect(page.getByTestId('stage-headsets').getByRole('definition')).toHaveText('25');
  for (const room of rooms.slice(0, 3)) backend.relay.trackAs(ROOMS_TOPIC, room.key, { headsets: room.viewers.length });
  await expect(page.getByTestId('stage-headsets').getByRole('definition')).toHaveText('50');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
