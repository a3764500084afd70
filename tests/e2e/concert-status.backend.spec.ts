import { concertRows } from '../../scripts/db/seed-programme';
import { expect, gotoReady, test } from './fixtures';
import { programmeText, translation } from './locale-files';
import { programmeStore } from './programme-stub';
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
