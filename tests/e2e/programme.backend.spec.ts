import { concertRows } from '../../scripts/db/seed-programme';
import { expect, gotoReady, test } from './fixtures';
import { translation } from './locale-files';
import { answerProgrammeRead, programmeStore } from './programme-stub';
import { stubSupabase, type StubReply } from './supabase-stub';

/**
 * The programme read from the backend (Supabase's HTTP API stubbed at the network edge, programme-stub.ts):
 * a concert published after the build has no prerendered page, and the app reads and renders it; what the
 * database does not show is not found; a read that fails says so and can be tried again.
 */
const en = (key: string) => translation('en', 'concerts', key);
const NOW = new Date('2026-11-25T12:00:00Z');
test.beforeEach(async ({ page }) => page.clock.setFixedTime(NOW));

/** A row as the admin's editor writes it, after the build. */
const lateShow = {
  ...concertRows().find((row) => row.id === 'jazz-quartet')!,
  id: 'late-show',
  texts: { en: { title: 'Late Show at the Harbour', description: 'Songs for the night, by the water.' }, nl: { title: 'Nachtconcert aan de haven', description: '' } },
  starts_at: '2027-05-08T18:00:00+00:00',
  genre: 'jazz',
  registered: 10,
};

test('a concert published after the build is read and rendered by the app, and listed on /concerts', async ({ page }) => {
  const store = programmeStore({ concerts: [lateShow] });
  const seen = await stubSupabase(page, {}, { programme: store });
  await gotoReady(page, '/concert/late-show');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Late Show at the Harbour');
  await expect(page.getByText('Songs for the night, by the water.')).toBeVisible();
  await expect(page.getByRole('link', { name: en('book.now') })).toHaveAttribute('href', '/booking?concert=late-show');
  await expect(page.getByText('10/100 registered')).toBeVisible();
  const read = seen.programmeReads.find((request) => request.search.get('id') === 'eq.late-show');
  expect(read?.search.get('select')).toContain('texts');

  await gotoReady(page, '/nl/concerts');
  await expect(page.getByRole('heading', { level: 3, name: 'Nachtconcert aan de haven' })).toBeVisible();
  expect(seen.programmeReads.some((request) => request.path === '/rest/v1/concerts' && request.search.get('published') === 'eq.true')).toBe(true);
});

test('a concert the database does not show (unknown, or not published) is not found', async ({ page }) => {
  const store = programmeStore();
  store.concerts = store.concerts.filter((row) => row['id'] !== 'jazz-quartet');
  await stubSupabase(page, {}, { programme: store });
  await gotoReady(page, '/concert/jazz-quartet');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('notFound.heading'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test.describe('when the programme cannot be read', () => {
  test.use({ expectedConsoleErrors: [/status of 503/] });

  test('the page says so, and Try again reads it again', async ({ page }) => {
    const store = programmeStore();
    let down = true;
    const concerts = (request: Parameters<typeof answerProgrammeRead>[1]): StubReply =>
      down ? { status: 503, json: { message: 'Service Unavailable' } } : answerProgrammeRead(store, request);
    await stubSupabase(page, { 'GET /rest/v1/concerts': concerts, 'GET /rest/v1/artists': (request) => answerProgrammeRead(store, request) }, { programme: 'handlers' });
    await gotoReady(page, '/concert/late-show-that-is-not-prerendered');
    // supabase-js's one retry (the cache's) comes first; then the message.
    await expect(page.getByText(en('status.error'))).toBeVisible({ timeout: 15_000 });
    down = false;
    await page.getByRole('button', { name: en('status.retry') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('notFound.heading'));
  });
});
