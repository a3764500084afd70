import type { Page } from '@playwright/test';
import { blockingViolations, VIEWPORTS } from './axe-scan';
import { CONCERT, CONCERT_TITLE, greetingRow, ROOMS_TOPIC, STAGE_TOPIC, StageBackend } from './concert-stage-stubs';
import { expect, test } from './fixtures';
import type { FakeUserOptions } from './supabase-stub';

/**
 * A concert's stage (issue 24, part 5) for its host: who watches (presence, aggregated), the applause meter
 * (the database's batches), approved greetings on the display and pending ones in the moderation list.
 * Supabase Auth, PostgREST and Realtime are stubbed at the network edge (concert-stage-stubs.ts).
 */
const PATH = `/concert/${CONCERT}/stage`;
const HOST: FakeUserOptions = { email: 'host@concerts.example' };

const screen = (page: Page) => page.getByRole('region', { name: 'On stage' });
const queue = (page: Page) => page.getByRole('region', { name: 'Greetings waiting for approval' });
const meter = (page: Page) => page.getByRole('meter', { name: 'Applause' });
const count = (page: Page, which: 'rooms' | 'headsets') => page.getByTestId(`stage-${which}`).getByRole('definition');
/** The stage's connection line (the announcer may say the same words: this is the visible one). */
const connection = (page: Page) => page.locator('main [data-connection]');
const meterValue = async (page: Page) => Number(await meter(page).getAttribute('aria-valuenow'));

async function openStage(page: Page, backend: StageBackend, user: FakeUserOptions | null = HOST) {
  await backend.serve(page, user);
  await page.goto(PATH);
}

/** The stage is listening on both topics (the database's sends before this would reach nobody). */
async function live(page: Page, backend: StageBackend) {
  await expect(connection(page)).toHaveText('Connection: Live');
  expect(backend.relay.joined(STAGE_TOPIC)).toBe(1);
  expect(backend.relay.joined(ROOMS_TOPIC)).toBe(1);
}

test('a host sees 0, then the rooms and headsets watching, never which; applause raises the meter and it falls back', async ({ page }) => {
  const backend = new StageBackend();
  backend.giveRole('host');
  await openStage(page, backend);
  await expect(page.getByRole('heading', { level: 1, name: `Stage: ${CONCERT_TITLE}` })).toBeVisible();
  await expect(page).toHaveTitle(`Stage: ${CONCERT_TITLE} | Tutti`);
  await live(page, backend);
  await expect(count(page, 'rooms')).toHaveText('0');
  await expect(count(page, 'headsets')).toHaveText('0');
  await expect(meter(page)).toHaveAttribute('aria-valuetext', 'Quiet, 0%');

  backend.relay.trackAs(ROOMS_TOPIC, 'room-de-linde', { headsets: 4 });
  backend.relay.trackAs(ROOMS_TOPIC, 'room-zonnehuis', { headsets: 6 });
  backend.relay.trackAs(ROOMS_TOPIC, 'room-leiden', { headsets: 2 });
  await expect(count(page, 'rooms')).toHaveText('3');
  await expect(count(page, 'headsets')).toHaveText('12');
  await expect(page.getByTestId('stage-rooms')).toContainText('rooms');
  await expect(page.locator('body')).not.toContainText('room-de-linde');

  // One room's batch: 9 claps of 12 headsets, the meter at 75 %, then falling away.
  backend.relay.serverSend(STAGE_TOPIC, 'applause', { claps: 9 });
  await expect.poll(() => meterValue(page)).toBeGreaterThanOrEqual(65);
  await expect(meter(page)).toHaveAttribute('aria-valuetext', /^Roaring applause, \d+%$/);
  await expect.poll(() => meterValue(page), { timeout: 15_000 }).toBeLessThan(30);
  const fallen = await meterValue(page);
  // The next batch raises it again.
  backend.relay.serverSend(STAGE_TOPIC, 'applause', { claps: 6 });
  await expect.poll(() => meterValue(page)).toBeGreaterThan(fallen + 30);
  // A malformed batch changes nothing.
  backend.relay.serverSend(STAGE_TOPIC, 'applause', { claps: -3 });

  backend.relay.untrackAs(ROOMS_TOPIC, 'room-zonnehuis');
  await expect(count(page, 'rooms')).toHaveText('2');
  await expect(count(page, 'headsets')).toHaveText('6');
});

test('the connection drops: the stage says it is reconnecting, then live again, with the rooms as they are now', async ({ page }) => {
  const backend = new StageBackend();
  backend.giveRole('host');
  await openStage(page, backend);
  await live(page, backend);
  backend.relay.trackAs(ROOMS_TOPIC, 'room-a', { headsets: 3 });
  backend.relay.trackAs(ROOMS_TOPIC, 'room-b', { headsets: 5 });
  // Room b's headset count changes: it tracks again under its key.
  backend.relay.trackAs(ROOMS_TOPIC, 'room-b', { headsets: 4 });
  await expect(count(page, 'headsets')).toHaveText('7');

  backend.relay.cut('stage');
  await expect(connection(page)).toHaveText('Connection: Connection lost. Reconnecting…');
  // While the stage is away, room a leaves.
  backend.relay.untrackAs(ROOMS_TOPIC, 'room-a');
  backend.relay.restore('stage');
  await expect(connection(page)).toHaveText('Connection: Live', { timeout: 20_000 });
  await expect(page.locator('#announcer-polite')).toHaveText('Live');
  await expect(count(page, 'rooms')).toHaveText('1');
  await expect(count(page, 'headsets')).toHaveText('4');
});

test('a pending greeting is only in the moderation list; approved, it is on the display; rejected, it stays off', async ({ page }) => {
  const backend = new StageBackend();
  backend.giveRole('artist');
  const [shown, waiting, unwanted] = ['a1a1a1a1-0000-4000-8000-000000000001', 'b2b2b2b2-0000-4000-8000-000000000002', 'c3c3c3c3-0000-4000-8000-000000000003'];
  backend.greetings.push(
    greetingRow(shown, 'Greetings from De Linde, Utrecht!', 'approved', 9),
    greetingRow(waiting, 'Hello from Zonnehuis, Amersfoort', 'pending', 5),
    greetingRow(unwanted, 'Play louder please', 'pending', 3),
  );
  await openStage(page, backend);
  await live(page, backend);
  await expect(screen(page).getByRole('listitem')).toHaveText(['Greetings from De Linde, Utrecht!']);
  await expect(queue(page).getByRole('listitem')).toHaveCount(2);
  await expect(screen(page)).not.toContainText('Zonnehuis');

  const approve = queue(page).getByRole('button', { name: 'Approve the greeting “Hello from Zonnehuis, Amersfoort”' });
  await approve.focus();
  await page.keyboard.press('Enter');
  await expect(screen(page).getByRole('listitem')).toHaveText(['Hello from Zonnehuis, Amersfoort', 'Greetings from De Linde, Utrecht!']);
  await expect(queue(page).getByRole('listitem')).toHaveCount(1);
  expect(backend.seen?.filter((r) => r.path === '/rest/v1/rpc/decide_concert_greeting').map((r) => r.body)).toEqual([{ greeting: waiting, decision: 'approved' }]);
  await expect.poll(() => backend.relay.broadcasts.filter((b) => b.event === 'greeting').length).toBe(1);

  await queue(page).getByRole('button', { name: 'Reject the greeting “Play louder please”' }).click();
  await expect(queue(page).getByText('No greeting is waiting.')).toBeVisible();
  await expect.poll(() => backend.relay.broadcasts.filter((b) => b.event === 'greeting').length).toBe(2);
  await expect(screen(page)).not.toContainText('Play louder');

  // Another moderator's approval, heard on the stage's topic: shown at the top and announced politely.
  backend.relay.serverSend(STAGE_TOPIC, 'greeting', { greeting: 'd4d4d4d4-0000-4000-8000-000000000004', status: 'approved', message: 'Hi from Leiden!' });
  await expect(screen(page).getByRole('listitem').first()).toHaveText('Hi from Leiden!');
  await expect(page.locator('#announcer-polite')).toHaveText('New greeting: Hi from Leiden!');

  // What the database kept: after a reload the display reads the same from the rows.
  await page.reload();
  await live(page, backend);
  await expect(screen(page).getByRole('listitem')).toHaveText(['Hello from Zonnehuis, Amersfoort', 'Greetings from De Linde, Utrecht!']);
  await expect(screen(page)).not.toContainText('Play louder');
});

test.describe('a decision that does not hold', () => {
  test.use({ expectedConsoleErrors: [/status of 503/] });

  test('goes back into the queue with the reason in words, and can be made again', async ({ page }) => {
    const backend = new StageBackend();
    backend.giveRole('host');
    backend.greetings.push(greetingRow('e5e5e5e5-0000-4000-8000-000000000005', 'Greetings from Het Anker', 'pending', 2));
    backend.failDecisions = true;
    await openStage(page, backend);
    await live(page, backend);
    await queue(page).getByRole('button', { name: 'Approve the greeting “Greetings from Het Anker”' }).click();
    await expect(queue(page).getByRole('alert')).toHaveText('Your decision on “Greetings from Het Anker” was not saved, so it is waiting again. Please try once more.');
    await expect(queue(page).getByRole('listitem')).toHaveText([/Greetings from Het Anker/]);
    await expect(screen(page)).not.toContainText('Het Anker');

    backend.failDecisions = false;
    await queue(page).getByRole('button', { name: 'Approve the greeting “Greetings from Het Anker”' }).click();
    await expect(screen(page).getByRole('listitem')).toHaveText(['Greetings from Het Anker']);
    await expect(queue(page).getByRole('alert')).toHaveCount(0);
  });
});

test('a signed-in person without a role of this concert is told it is not theirs, and joins nothing', async ({ page }) => {
  const backend = new StageBackend();
  await openStage(page, backend, { email: 'someone@care.example' });
  await expect(page.getByRole('heading', { name: 'This stage is not yours' })).toBeVisible();
  await expect(page.getByRole('link', { name: "To the concert's page" })).toHaveAttribute('href', `/concert/${CONCERT}`);
  await expect(page.getByRole('meter')).toHaveCount(0);
  expect(backend.relay.joined(STAGE_TOPIC) + backend.relay.joined(ROOMS_TOPIC)).toBe(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('a signed-out visitor is asked to sign in', async ({ page }) => {
  const backend = new StageBackend();
  backend.giveRole('host');
  await openStage(page, backend, null);
  await expect(page.getByRole('heading', { name: 'Please sign in first' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth');
});

test('an admin with a second factor opens the stage without a role', async ({ page }) => {
  const backend = new StageBackend();
  await openStage(page, backend, { email: 'admin@tutti.example', appRole: 'admin', aal: 'aal2' });
  await live(page, backend);
});

for (const [colorScheme, size] of [['light', 'desktop'], ['dark', 'phone']] as const) {
  test(`the stage has no axe violation in the ${colorScheme} scheme on a ${size}, and no sideways scroll`, async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[size]);
    await page.emulateMedia({ colorScheme, reducedMotion: colorScheme === 'dark' ? 'reduce' : 'no-preference' });
    const backend = new StageBackend();
    backend.giveRole('host');
    backend.greetings.push(greetingRow('f6f6f6f6-0000-4000-8000-000000000006', 'Greetings from De Linde!', 'approved', 4), greetingRow('a7a7a7a7-0000-4000-8000-000000000007', 'Hello from Zonnehuis', 'pending', 2));
    await openStage(page, backend);
    await live(page, backend);
    backend.relay.trackAs(ROOMS_TOPIC, 'room-1', { headsets: 5 });
    backend.relay.serverSend(STAGE_TOPIC, 'applause', { claps: 2 });
    await expect(count(page, 'headsets')).toHaveText('5');
    await expect(queue(page).getByRole('listitem')).toHaveCount(1);
    expect(await blockingViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    // The bar glides only where motion is welcome.
    const glide = await meter(page).locator('div').evaluate((bar) => getComputedStyle(bar).transitionDuration);
    if (colorScheme === 'dark') expect(Number.parseFloat(glide)).toBeLessThan(0.01);
    else expect(glide).toBe('0.3s');
  });
}
