import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { assertiveRegion, byLabel, stubForwarding } from './forms-support';
import { programmeText, translation } from './locale-files';
import { stubSupabase, type StubbedRequest, type StubReply } from './supabase-stub';

/**
 * 'Book now' carries the concert into /booking (issue 15) on a deployment with Supabase (its HTTP API
 * stubbed at https://db.tutti.test; the programme's reads answered from the seed programme, as
 * supabase-stub.ts does by default): the insert into `bookings` carries
 * `concert_id`; an unknown concert is named in a notice and left out; a concert the database refuses
 * (its trigger raises `concert_not_bookable`) gets a clear message and keeps everything typed.
 */
const booking = (key: string) => translation('en', 'booking', key);
const form = (page: Page) => page.getByRole('form', { name: booking('formLabel') });
const concertSection = (page: Page) => form(page).getByRole('group', { name: booking('concert.legend'), exact: true });
const inserts = (requests: StubbedRequest[]) => requests.filter((r) => r.method === 'POST' && r.path === '/rest/v1/bookings');
const submit = (page: Page) => form(page).getByRole('button', { name: booking('submit') }).click();

async function fillBooking(page: Page) {
  await byLabel(page, 'Full name').fill('Ada Jansen');
  await byLabel(page, 'Email address').fill('ada@zonnehuis.example');
  await byLabel(page, 'Facility name').fill('Zonnehuis Amstelveen');
  await byLabel(page, 'Type of facility').selectOption('care_home');
  await byLabel(page, 'Preferred date').fill('2030-03-15');
}

function stubBackend(page: Page, insert: () => StubReply = () => ({ status: 201 })) {
  return stubSupabase(page, { 'POST /rest/v1/bookings': insert });
}

test("a visitor books a concert from its card: the insert carries the concert's id", async ({ page }) => {
  const forwarded = await stubForwarding(page);
  const requests = await stubBackend(page);
  await gotoReady(page, '/concerts');
  const bookNow = page.getByRole('link', { name: /^Book now: / }).first();
  const title = ((await bookNow.getAttribute('aria-label')) ?? '').replace(/^Book now: /, '');
  const id = new URLSearchParams(((await bookNow.getAttribute('href')) ?? '').split('?')[1]).get('concert');
  await bookNow.click();
  await expect(page).toHaveURL(new RegExp(`/booking\\?concert=${id}$`));
  await expect(concertSection(page).getByText(title, { exact: true })).toBeVisible();
  await fillBooking(page);
  await submit(page);
  await expect(page.getByRole('heading', { name: booking('success.title') })).toBeVisible();
  const [insert, ...more] = inserts(requests);
  expect(more).toEqual([]);
  expect(insert?.body).toMatchObject({ concert_id: id, name: 'Ada Jansen', facility_name: 'Zonnehuis Amstelveen', facility_type: 'care_home' });
  expect(forwarded).toEqual([]);
});

test('an unknown concert: a notice, and the row is inserted without it', async ({ page }) => {
  const requests = await stubBackend(page);
  await gotoReady(page, '/booking?concert=no-such-concert');
  await expect(concertSection(page)).toContainText(booking('concert.unknown'));
  // The programme was asked about this one concert, the way supabase-js asks (`id=eq.`).
  expect(requests.programmeReads.some((r) => r.path === '/rest/v1/concerts' && r.search.get('id') === 'eq.no-such-concert')).toBe(true);
  await fillBooking(page);
  await submit(page);
  await expect(page.getByRole('heading', { name: booking('success.title') })).toBeVisible();
  expect(inserts(requests)[0]?.body).toMatchObject({ concert_id: null, name: 'Ada Jansen' });
});

test.describe('a concert the database refuses', () => {
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('a clear message, everything typed stays, and the form goes without the concert once it is removed', async ({ page }) => {
    let refuse = true;
    const requests = await stubBackend(page, () =>
      refuse ? { status: 400, json: { code: 'P0001', message: 'concert_not_bookable', details: null, hint: null } } : { status: 201 },
    );
    await gotoReady(page, '/booking?concert=jazz-quartet');
    await expect(concertSection(page)).toContainText(programmeText('en', 'concerts', 'jazz-quartet', 'title'));
    await fillBooking(page);
    await submit(page);
    const message = translation('en', 'forms', 'concertNotBookable');
    await expect(form(page).getByText(message)).toBeVisible();
    await expect(assertiveRegion(page)).toHaveText(message);
    await expect(byLabel(page, 'Full name')).toHaveValue('Ada Jansen');
    await expect(byLabel(page, 'Type of facility')).toHaveValue('care_home');
    expect(inserts(requests)[0]?.body).toMatchObject({ concert_id: 'jazz-quartet' });

    refuse = false;
    await concertSection(page).getByRole('button', { name: /^Remove / }).click();
    await submit(page);
    await expect(page.getByRole('heading', { name: booking('success.title') })).toBeVisible();
    expect(inserts(requests)).toHaveLength(2);
    expect(inserts(requests)[1]?.body).toMatchObject({ concert_id: null, name: 'Ada Jansen' });
  });
});
