import { expect, test } from './fixtures';
import { blockingViolations } from './axe-scan';
import { translation } from './locale-files';
import { CODE, openRoom, SESSION_ID, visit, ZONNEHUIS, type Room } from './session-stubs';
import { createSession, joinByLink } from './session-steps';

/**
 * Group sessions are a facility's (issue 25, point 4; the database's side: supabase/tests/facility-sessions.test.ts):
 * the facilitator opens one for their verified facility, the resident's headset is told which facility invites
 * them, and staff of a pending facility, or of none, are told why they cannot open one and where to go.
 */
const sessions = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, value), translation('en', 'sessions', key));

let room: Room | undefined;
test.afterEach(async () => {
  await room?.close();
  expect(room?.errors ?? [], 'console errors').toEqual([]);
});

test('staff open a session for their verified facility, and the headset hears who invites it', async ({ browser, baseURL }) => {
  room = await openRoom(browser, baseURL ?? '');
  const first = await room.open('facilitator');
  await visit(first, '/session');
  await expect(first.getByText(sessions('lead.facility.for', { name: ZONNEHUIS.name }))).toBeVisible();
  await createSession(room);
  const headset = await joinByLink(room, 'headset-1');
  await expect(headset.getByText(sessions('join.joined.invitedBy', { facility: ZONNEHUIS.name }))).toBeVisible();
});

test('staff of a facility still waiting for verification are told so, and cannot open a session', async ({ browser, baseURL }) => {
  room = await openRoom(browser, baseURL ?? '', { facility: { ...ZONNEHUIS, status: 'pending' } });
  const facilitator = await room.open('facilitator');
  await visit(facilitator, '/session');
  await expect(facilitator.getByText(sessions('lead.facility.pending', { name: ZONNEHUIS.name }))).toBeVisible();
  await expect(facilitator.getByRole('button', { name: sessions('lead.start.create') })).toHaveCount(0);
  expect(await blockingViolations(facilitator)).toEqual([]);
});

test('an account of no facility is sent to register one', async ({ browser, baseURL }) => {
  room = await openRoom(browser, baseURL ?? '', { facility: null });
  const facilitator = await room.open('facilitator');
  await visit(facilitator, '/session');
  await expect(facilitator.getByText(sessions('lead.facility.none'))).toBeVisible();
  await expect(facilitator.getByRole('link', { name: sessions('lead.facility.register') })).toHaveAttribute('href', /\/facility\/register$/);
  await expect(facilitator.getByRole('button', { name: sessions('lead.start.create') })).toHaveCount(0);
});

test('a colleague takes over a running session of the facility from their own tablet, and leads it', async ({ browser, baseURL }) => {
  const running = { id: SESSION_ID, code: CODE, concert_id: 'demo', expires_at: new Date(Date.now() + 3600_000).toISOString(), created_by: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9' };
  const takenOver: unknown[] = [];
  room = await openRoom(browser, baseURL ?? '', {
    facilitatorHandlers: {
      'GET /rest/v1/group_sessions': ({ search }) => (search.get('facility_id') === `eq.${ZONNEHUIS.id}` ? { json: [running] } : { json: [] }),
      'POST /rest/v1/rpc/take_over_group_session': ({ body }) => (takenOver.push(body), { status: 204 }),
    },
  });
  const facilitator = await room.open('facilitator');
  await visit(facilitator, '/session');
  const list = facilitator.getByRole('region', { name: sessions('lead.running.title', { name: ZONNEHUIS.name }) });
  await expect(list.getByText(sessions('lead.running.code', { code: 'K7M 4PQ' }))).toBeVisible();
  expect(await blockingViolations(facilitator)).toEqual([]);
  await list.getByRole('button', { name: sessions('lead.running.takeOver') }).click();
  await expect(facilitator.getByLabel(/^Join code K 7 M 4 P Q$/)).toHaveText('K7M 4PQ');
  expect(takenOver).toEqual([{ session: SESSION_ID }]);
  // The headsets already in the room follow the tablet that leads now.
  const headset = await joinByLink(room, 'headset-1');
  await expect(headset.getByText(sessions('join.joined.invitedBy', { facility: ZONNEHUIS.name }))).toBeVisible();
});

test('a headset keeps its number when a colleague’s tablet takes the room over: its resident’s answers stay under one label', async ({ browser, baseURL }) => {
  const running = { id: SESSION_ID, code: CODE, concert_id: 'demo', expires_at: new Date(Date.now() + 3600_000).toISOString(), created_by: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9' };
  room = await openRoom(browser, baseURL ?? '', {
    facilitatorHandlers: {
      'GET /rest/v1/group_sessions': ({ search }) => (search.get('facility_id') === `eq.${ZONNEHUIS.id}` ? { json: [running] } : { json: [] }),
      'POST /rest/v1/rpc/take_over_group_session': () => ({ status: 204 }),
    },
  });
  await createSession(room);
  const first = await joinByLink(room, 'headset-1');
  const second = await joinByLink(room, 'headset-2');
  await expect(first.getByText('This is Headset 1.')).toBeVisible();
  await expect(second.getByText('This is Headset 2.')).toBeVisible();
  // The first headset goes; a colleague's tablet, which never led this room, takes it over with one headset in it.
  await first.close();
  const colleague = await room.open('facilitator');
  await visit(colleague, '/session');
  await colleague.getByRole('button', { name: sessions('lead.running.takeOver') }).click();
  await expect(colleague.getByLabel(/^Join code K 7 M 4 P Q$/)).toHaveText('K7M 4PQ');
  // Numbered from scratch, it would be Headset 1: it says it was 2, and stays 2.
  await expect(colleague.locator('[data-headset]').filter({ hasText: 'Headset 2' })).toBeVisible({ timeout: 20_000 });
  await expect(second.getByText('This is Headset 2.')).toBeVisible();
  await expect(colleague.locator('[data-headset]').filter({ hasText: 'Headset 1' })).toHaveCount(0);
});
