import type { Page } from '@playwright/test';
import { blockingViolations, VIEWPORTS } from './axe-scan';
import { expect, gotoReady, test } from './fixtures';
import { byLabel, stubForwarding } from './forms-support';
import { programmeText, translation } from './locale-files';

/**
 * 'Book now' carries the concert into /booking (issue 15), on a deployment without a backend: the agenda's
 * card leads to /booking?concert=<id>, the form shows the concert (title in the visitor's language, date,
 * venue) with a way to change or remove it, keeps it in the draft, and the forwarded email (FormSubmit,
 * stubbed at the network edge) carries `concert_id`. An unknown or past concert gets a notice, and the form
 * is sent without it.
 */
const booking = (key: string, lang = 'en') => translation(lang, 'booking', key);
const form = (page: Page, lang = 'en') => page.getByRole('form', { name: booking('formLabel', lang) });
const concertSection = (page: Page) => form(page).getByRole('group', { name: booking('concert.legend'), exact: true });
const pastTitle = programmeText('en', 'concerts', '1', 'title');

async function fillBooking(page: Page, lang = 'en') {
  const field = (key: string) => byLabel(page, booking(`fields.${key}`, lang));
  await field('name').fill('Ada Jansen');
  await field('email').fill('ada@zonnehuis.example');
  await field('facilityName').fill('Zonnehuis Amstelveen');
  await field('facilityType').selectOption('care_home');
  await field('preferredDate').fill('2030-03-15');
}

/** The first concert on /concerts that can still be booked: its id (from the link) and its title. */
async function pickUpcoming(page: Page): Promise<{ id: string; title: string }> {
  await gotoReady(page, '/concerts');
  const bookNow = page.getByRole('link', { name: /^Book now: / }).first();
  const label = (await bookNow.getAttribute('aria-label')) ?? '';
  const href = (await bookNow.getAttribute('href')) ?? '';
  const id = new URLSearchParams(href.split('?')[1]).get('concert') ?? '';
  await bookNow.click();
  return { id, title: label.replace(/^Book now: /, '') };
}

test('a visitor books a concert from its card: the concert is shown, kept and forwarded with the form', async ({ page }) => {
  const forwarded = await stubForwarding(page);
  const { id, title } = await pickUpcoming(page);
  expect(id).not.toBe('');
  await expect(page).toHaveURL(new RegExp(`/booking\\?concert=${id}$`));
  const section = concertSection(page);
  await expect(section).toContainText(booking('concert.intro'));
  await expect(section.getByText(title, { exact: true })).toBeVisible();
  await expect(section.getByRole('definition').first()).toHaveText(/\d{4}, \d{1,2}:\d{2}/);
  await expect(section.getByRole('link', { name: booking('concert.change') })).toHaveAttribute('href', '/concerts');

  // Typed and chosen alike survive a reload without the address's parameter (the draft keeps the concert).
  await fillBooking(page);
  await page.goto('/booking');
  await expect(concertSection(page).getByText(title, { exact: true })).toBeVisible();
  await expect(byLabel(page, 'Full name')).toHaveValue('Ada Jansen');

  await form(page).getByRole('button', { name: booking('submit') }).click();
  await expect(page.getByRole('heading', { name: booking('success.title') })).toBeVisible();
  expect(forwarded).toHaveLength(1);
  expect(forwarded[0]?.fields).toMatchObject({ concert_id: id, name: 'Ada Jansen', facility_type: 'care_home' });
  expect(forwarded[0]?.fields.concert).toContain(title);
  // The next request starts without it: neither the draft nor the address holds it any more.
  await expect(page).toHaveURL(/\/booking$/);
});

test('the concert is shown in the visitor language, and can be removed before sending', async ({ page }) => {
  const forwarded = await stubForwarding(page);
  await gotoReady(page, '/booking?concert=jazz-quartet&lang=de');
  const section = form(page, 'de').getByRole('group', { name: booking('concert.legend', 'de'), exact: true });
  await expect(section).toContainText(programmeText('de', 'concerts', 'jazz-quartet', 'title'));
  await expect(section).toContainText(booking('concert.intro', 'de'));
  await section.getByRole('button', { name: /entfernen/ }).click();
  await expect(form(page, 'de').getByText(booking('concert.removed', 'de'))).toBeFocused();
  await expect(page).toHaveURL(/\/booking\?lang=de$|\/de\/booking$/);
  await fillBooking(page, 'de');
  await form(page, 'de').getByRole('button', { name: booking('submit', 'de') }).click();
  await expect(page.getByRole('heading', { name: booking('success.title', 'de') })).toBeVisible();
  expect(forwarded[0]?.fields.concert_id).toBeUndefined();
});

for (const { what, path, notice } of [
  { what: 'an unknown concert', path: '/booking?concert=no-such-concert', notice: booking('concert.unknown') },
  { what: 'an address that is not a concert id', path: '/booking?concert=%3Cscript%3E', notice: booking('concert.unknown') },
  { what: 'a concert that has taken place', path: '/booking?concert=1', notice: booking('concert.past').replace('{{title}}', pastTitle) },
]) {
  test(`${what}: a clear notice, and the form is sent without it`, async ({ page }) => {
    const forwarded = await stubForwarding(page);
    await gotoReady(page, path);
    await expect(concertSection(page)).toContainText(notice);
    await fillBooking(page);
    await form(page).getByRole('button', { name: booking('submit') }).click();
    await expect(page.getByRole('heading', { name: booking('success.title') })).toBeVisible();
    expect(forwarded).toHaveLength(1);
    expect(forwarded[0]?.fields).not.toHaveProperty('concert_id');
    expect(forwarded[0]?.fields).not.toHaveProperty('concert');
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe on a phone (${scheme}): the chosen concert, a notice and the note after removing have no blocking violation; 44 px targets`, async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.emulateMedia({ colorScheme: scheme });
    await gotoReady(page, '/booking?concert=jazz-quartet');
    const section = concertSection(page);
    await expect(section).toContainText(booking('concert.intro'));
    expect(await blockingViolations(page, 'main')).toEqual([]);
    for (const control of await section.locator('a, button').all()) expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await section.getByRole('button', { name: /^Remove / }).click();
    await expect(form(page).getByText(booking('concert.removed'))).toBeFocused();
    expect(await blockingViolations(page, 'main')).toEqual([]);
    await gotoReady(page, '/booking?concert=1');
    await expect(concertSection(page)).toContainText(booking('concert.past').replace('{{title}}', pastTitle));
    expect(await blockingViolations(page, 'main')).toEqual([]);
  });
}
