import type { Page } from '@playwright/test';
import { blockingViolations } from './axe-scan';
import { addFacility, addReservation, facilityPageHandlers, pageStore, type StoredConcert } from './facility-page-stubs';
import { expect, test } from './fixtures';
import { programmeText, translation } from './locale-files';
import { programmeStore } from './programme-stub';
import { CODE, openRoom, SESSION_ID, visit, ZONNEHUIS, type Room } from './session-stubs';
import { joinByLink, roomStatus } from './session-steps';
import { FAKE_USER_ID, type StubHandlers } from './supabase-stub';
import { findLayoutProblems } from './layout-walk';

/**
 * A coming concert's room on the facility's page (issue 25, point 5): 'start a group session' ahead of the night,
 * 'open doors' once the concert's doors are open, each one press to the session's screen, and the room's code,
 * QR code and join link once it is open. Supabase's HTTP API and Realtime are stubbed at the network edge
 * (facility-page-stubs.ts for the facility, session-stubs.ts for the room).
 */
const ID = 'amsterdam-philharmonic';
const TITLE = programmeText('en', 'concerts', ID, 'title');
const MINUTE = 60_000;
const LIVE_URL = '/live/tonight/master.m3u8';
// Each page logs the live address's 404s while it waits for the stream.
const WAITING_404 = /status of 404/;
const sessions = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, value), translation('en', 'sessions', key));

/** The concert with a live stream, starting `inMinutes` from now (its doors open 15 minutes before). */
function programmeWith(inMinutes: number) {
  const programme = programmeStore();
  const startsAt = new Date(Date.now() + inMinutes * MINUTE).toISOString();
  programme.concerts = programme.concerts.map((row) => (row['id'] === ID ? { ...row, starts_at: startsAt, live_stream_url: LIVE_URL } : row));
  const reserved: StoredConcert = { id: ID, title: TITLE, texts: {}, starts_at: startsAt, ends_at: null, status: 'scheduled' };
  return { programme, reserved };
}

/** Het Zonnehuis, managed by the signed-in person, with 8 spots reserved for the concert. */
function facilityStore(reserved: StoredConcert) {
  const store = pageStore();
  const person = { id: FAKE_USER_ID, email: 'anna@zonnehuis.example' };
  store.people.push(person);
  const facility = addFacility(store, person, { id: ZONNEHUIS.id, name: ZONNEHUIS.name });
  addReservation(store, facility, reserved, 8);
  return store;
}

async function openFacilityRoom(browser: Parameters<typeof openRoom>[0], baseURL: string, inMinutes: number, running: unknown[] = [], more: StubHandlers = {}): Promise<Room> {
  const { programme, reserved } = programmeWith(inMinutes);
  const notYet = async (page: Page) => {
    await page.context().route(`**${LIVE_URL}`, (route) => route.fulfill({ status: 404, body: '' }));
  };
  return openRoom(browser, baseURL, {
    programme,
    beforeLoad: notYet,
    facilitatorHandlers: {
      ...facilityPageHandlers(facilityStore(reserved)),
      'GET /rest/v1/group_sessions': ({ search }) => ({ json: search.get('facility_id') === `eq.${ZONNEHUIS.id}` ? running : [] }),
      ...more,
    },
  });
}

const card = (page: Page) => page.getByRole('region', { name: 'Coming concerts' }).getByRole('listitem').filter({ hasText: TITLE });

let room: Room;
test.afterEach(async () => {
  await room.close();
  expect(room.errors.filter((error) => !WAITING_404.test(error)), 'console errors').toEqual([]);
});

test("once the doors are open, 'Open doors' opens the facility's room on the concert, doors open, and a headset joins it", async ({ browser, baseURL }) => {
  room = await openFacilityRoom(browser, baseURL ?? '', 12);
  const facilitator = await room.open('facilitator');
  await visit(facilitator, '/facility');
  await card(facilitator).getByRole('button', { name: `${sessions('facilityRoom.openDoors')}: ${TITLE}` }).click();
  await expect(facilitator).toHaveURL(/\/session$/);
  await expect(facilitator.getByLabel(/^Join code K 7 M 4 P Q$/)).toHaveText('K7M 4PQ');
  // No second press: the room is on the concert, its doors open, and the doors' button is gone.
  await expect(facilitator.getByText(sessions('lead.room.liveStatus.doorsOpen'))).toBeVisible();
  await expect(facilitator.getByRole('button', { name: sessions('lead.room.openDoors') })).toHaveCount(0);
  const headset = await joinByLink(room, 'headset-1');
  await expect(headset.getByText(sessions('join.joined.invitedBy', { facility: ZONNEHUIS.name }))).toBeVisible();
  await expect(roomStatus(headset)).toHaveAttribute('data-room-status', 'doorsOpen');
});

test("ahead of the night, 'Start a group session' opens the room on the concert, its doors still closed", async ({ browser, baseURL }) => {
  room = await openFacilityRoom(browser, baseURL ?? '', 3 * 60);
  const facilitator = await room.open('facilitator');
  await visit(facilitator, '/facility');
  const start = card(facilitator).getByRole('button', { name: `${sessions('facilityRoom.start')}: ${TITLE}` });
  await expect(start).toBeVisible();
  await expect(card(facilitator).getByRole('button', { name: `${sessions('facilityRoom.openDoors')}: ${TITLE}` })).toHaveCount(0);
  await start.click();
  await expect(facilitator).toHaveURL(/\/session$/);
  await expect(facilitator.getByText(sessions('lead.room.liveStatus.ready'))).toBeVisible();
  await expect(facilitator.getByRole('button', { name: sessions('lead.room.openDoors') })).toBeVisible();
});

test("a room already open for the concert: its code, QR code and join link on the card, and 'Lead the room'", async ({ browser, baseURL }) => {
  const running = { id: SESSION_ID, code: CODE, concert_id: ID, expires_at: new Date(Date.now() + 3600_000).toISOString(), created_by: FAKE_USER_ID };
  room = await openFacilityRoom(browser, baseURL ?? '', 12, [running]);
  const facilitator = await room.open('facilitator');
  await visit(facilitator, '/facility');
  const concert = card(facilitator);
  await expect(concert.getByText(sessions('facilityRoom.open'))).toBeVisible();
  await expect(concert.getByLabel('K 7 M 4 P Q')).toHaveText('K7M 4PQ');
  await expect(concert.getByRole('img', { name: sessions('facilityRoom.qr', { title: TITLE }) })).toBeVisible();
  await expect(concert.getByRole('link', { name: /\/join\?code=K7M4PQ$/ })).toHaveAttribute('href', /\/join\?code=K7M4PQ$/);
  await expect(concert.getByRole('button', { name: `${sessions('facilityRoom.openDoors')}: ${TITLE}` })).toHaveCount(0);
  expect(await blockingViolations(facilitator)).toEqual([]);
  await concert.getByRole('button', { name: `${sessions('facilityRoom.lead')}: ${TITLE}` }).click();
  // This device leads that very room now: its console, with its code.
  await expect(facilitator).toHaveURL(/\/session$/);
  await expect(facilitator.getByLabel(/^Join code K 7 M 4 P Q$/)).toHaveText('K7M 4PQ');
  // A room this device did not lead before starts on the concert's night as it stands: its doors open.
  await expect(facilitator.getByText(sessions('lead.room.liveStatus.doorsOpen'))).toBeVisible();
});

test("a colleague's room: 'Lead the room' takes it over, and this device leads it", async ({ browser, baseURL }) => {
  const running = { id: SESSION_ID, code: CODE, concert_id: ID, expires_at: new Date(Date.now() + 3600_000).toISOString(), created_by: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9' };
  const takenOver: unknown[] = [];
  room = await openFacilityRoom(browser, baseURL ?? '', 12, [running], {
    'POST /rest/v1/rpc/take_over_group_session': ({ body }) => (takenOver.push(body), { status: 204 }),
  });
  const facilitator = await room.open('facilitator');
  await visit(facilitator, '/facility');
  await card(facilitator).getByRole('button', { name: `${sessions('facilityRoom.lead')}: ${TITLE}` }).click();
  await expect(facilitator.getByLabel(/^Join code K 7 M 4 P Q$/)).toHaveText('K7M 4PQ');
  expect(takenOver).toEqual([{ session: SESSION_ID }]);
});

for (const [width, height, device] of [
  [390, 844, 'a phone'],
  [768, 1024, 'a tablet held upright'],
] as const) {
  test(`the card with its open room fits ${device}, with text at 200 % too, and passes axe`, async ({ browser, baseURL }) => {
    const running = { id: SESSION_ID, code: CODE, concert_id: ID, expires_at: new Date(Date.now() + 3600_000).toISOString(), created_by: FAKE_USER_ID };
    room = await openFacilityRoom(browser, baseURL ?? '', 12, [running]);
    const facilitator = await room.open('facilitator');
    await facilitator.setViewportSize({ width, height });
    await visit(facilitator, '/facility');
    await expect(card(facilitator).getByText(sessions('facilityRoom.open'))).toBeVisible();
    expect(await blockingViolations(facilitator)).toEqual([]);
    expect(await findLayoutProblems(facilitator, [100, 200])).toEqual([]);
    const small = await card(facilitator)
      .locator('button, a')
      .evaluateAll((elements) => elements.filter((e) => e.getBoundingClientRect().height < 44).map((e) => e.textContent ?? ''));
    expect(small).toEqual([]);
  });
}
