import { join } from 'node:path';
import { concertRows } from '../../scripts/db/seed-programme';
import { expect, gotoReady, test } from './fixtures';
import { programmeText, translation } from './locale-files';
import { programmeStore } from './programme-stub';
import { jsonLdOf, validateStructuredData } from './structured-data-check';
import { stubSupabase } from './supabase-stub';

/**
 * A concert an admin cancelled or postponed after the build (the database's row says so; the prerendered page
 * still shows it scheduled): its page says so and takes no bookings, the agenda marks it, and its structured data
 * tells search engines (schema.org eventStatus). Supabase's HTTP API is stubbed at the network edge.
 */
const NOW = new Date('2026-11-25T12:00:00Z');
test.beforeEach(async ({ page }, testInfo) => {
  if (!testInfo.title.startsWith('the waiting room')) await page.clock.setFixedTime(NOW);
});

const concerts = (key: string) => translation('en', 'concerts', key);
const ID = 'amsterdam-philharmonic';
const title = programmeText('en', 'concerts', ID, 'title');

for (const [status, eventStatus] of [
  ['cancelled', 'https://schema.org/EventCancelled'],
  ['postponed', 'https://schema.org/EventPostponed'],
] as const) {
  test(`a ${status} concert: its page, the agenda and its structured data say so, and nothing can be booked`, async ({ page }) => {
    const store = programmeStore();
    store.concerts = store.concerts.map((row) => (row['id'] === ID ? { ...row, status } : row));
    expect(concertRows().find((row) => row.id === ID)?.status).toBe('scheduled');
    await stubSupabase(page, {}, { programme: store });

    await gotoReady(page, `/concert/${ID}`);
    const notice = page.locator('main [data-phase]');
    await expect(notice).toHaveText(concerts(`phaseNotice.${status}`));
    await expect(page.getByRole('link', { name: concerts('book.now') })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const event = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts.flatMap((script) => {
        const data = JSON.parse(script.textContent ?? '{}') as { '@graph'?: Array<Record<string, unknown>> } & Record<string, unknown>;
        return data['@graph'] ?? [data];
      }),
    );
    expect(event.find((node) => node['@type'] === 'MusicEvent')).toMatchObject({ eventStatus });

    // 'Book now' kept from before (a link, a draft): the booking form says why the concert is not part of it.
    await gotoReady(page, `/booking?concert=${ID}`);
    const chosen = page.getByRole('form', { name: translation('en', 'booking', 'formLabel') }).getByRole('group', { name: translation('en', 'booking', 'concert.legend'), exact: true });
    await expect(chosen).toContainText(translation('en', 'booking', `concert.${status}`).replace('{{title}}', title));

    await gotoReady(page, '/concerts');
    const card = page.locator('main article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card.locator('[data-phase]')).toHaveText(concerts(`phase.${status}`));
    await expect(card.getByRole('link', { name: new RegExp(`^${translation('en', 'agenda', 'concert.bookNow')}`) })).toHaveCount(0);
  });
}

test("the waiting room offers the concert's caption languages, and the player starts with the one chosen", async ({ page }) => {
  const store = programmeStore();
  store.concerts = store.concerts.map((row) => (row['id'] === ID ? { ...row, captions: ['en', 'nl'] } : row));
  await stubSupabase(page, {}, { programme: store });
  await page.clock.install({ time: Date.parse('2027-03-06T18:20:00Z') });
  await gotoReady(page, `/concert/${ID}`);
  const room = page.getByRole('region', { name: concerts('waitingRoom.title') });
  const captions = room.getByRole('combobox', { name: concerts('waitingRoom.captionsLabel') });
  await expect(captions.locator('option')).toHaveText([concerts('waitingRoom.captionsOff'), 'English', 'Dutch']);
  await expect(captions).toHaveValue('');
  await captions.selectOption('nl');
  expect(await page.evaluate(() => localStorage.getItem('player-captions'))).toBe('nl');
  await page.reload();
  await expect(page.getByRole('region', { name: concerts('waitingRoom.title') }).getByRole('combobox', { name: concerts('waitingRoom.captionsLabel') })).toHaveValue('nl');
});

test('a concert that is over, with its own recording published: the page plays it, and its structured data describes it (validator)', async ({ page }) => {
  const store = programmeStore();
  store.concerts = store.concerts.map((row) => (row['id'] === '1' ? { ...row, stream_url: '/recordings/spring/master.m3u8' } : row));
  await stubSupabase(page, {}, { programme: store });
  // The recording's files: the bundled demo's, at an address of its own (as a CDN would serve a concert's film).
  await page.route('**/recordings/spring/**', (route) => {
    const file = new URL(route.request().url()).pathname.replace('/recordings/spring/', '');
    return route.fulfill({ path: join('public/media/demo', file) });
  });
  await gotoReady(page, '/concert/1');
  await expect(page.getByRole('application', { name: translation('en', 'player', 'region') })).toBeVisible();
  const html = await page.content();
  const nodes = jsonLdOf(html);
  const video = nodes.find((node) => node['@type'] === 'VideoObject');
  expect(video).toMatchObject({ contentUrl: 'https://tutti.example/recordings/spring/master.m3u8', recordedAt: { '@id': 'https://tutti.example/concert/1#event' } });
  expect(nodes.find((node) => node['@type'] === 'MusicEvent')).toMatchObject({ recordedIn: { '@id': 'https://tutti.example/concert/1#recording' } });
  // No errors. The warnings are Google's optional video fields the programme does not know (the film's length,
  // an expiry, chapters, region limits, a view count): none may be invented.
  expect(await validateStructuredData(html)).toEqual([
    'WARNING VideoObject: Missing field "duration" (optional)',
    'WARNING VideoObject: Missing field "expires" (optional)',
    'WARNING VideoObject: Missing field "hasPart" (optional)',
    'WARNING VideoObject: Missing field "publication" (optional)',
    'WARNING VideoObject: One of the following conditions needs to be met: Missing field "ineligibleRegion" (optional) or Missing field "regionsAllowed" (optional)',
    'WARNING VideoObject: One of the following conditions needs to be met: Missing field "interactionStatistic" (optional) or Missing field "interactionCount" (optional)',
  ]);
});
