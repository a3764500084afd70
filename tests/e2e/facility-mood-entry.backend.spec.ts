import type { Page } from '@playwright/test';
import { blockingViolations } from './axe-scan';
import { addFacility, addReservation, facilityPageHandlers, pageStore, personWithSession, type PageFacility, type StoredConcert } from './facility-page-stubs';
import { expect, gotoReady, test } from './fixtures';
import { findLayoutProblems } from './layout-walk';
import { startSignedIn, stubSupabase } from './supabase-stub';

/**
 * The mood check of a concert watched alone (issue 26, point 1): on the facility's page, its staff record a
 * resident's face or their own observation before and after a recording watched on a headset, by the facility's
 * code for the resident, through record_mood (stubbed at the network edge, facility-page-stubs.ts).
 */
const WINTER: StoredConcert = { id: 'winter-strings', title: 'Winter strings', texts: {}, starts_at: '2027-01-15T18:30:00Z', ends_at: '2027-01-15T20:00:00Z', status: 'scheduled' };
const AUTUMN: StoredConcert = { id: 'autumn-songs', title: 'Autumn songs', texts: {}, starts_at: '2026-10-01T17:00:00Z', ends_at: null, status: 'scheduled' };

/** Ben, staff (not a manager) of De Linde, which reserved a past and a coming concert; or Anna, its manager. */
async function signedInStaff(page: Page, fields: Partial<PageFacility> = {}, as: 'staff' | 'manager' = 'staff') {
  const store = pageStore();
  const { person: manager, session: managerSession } = personWithSession(store, 'anna@linde.example');
  const facility = addFacility(store, manager, { time_zone: 'Europe/Amsterdam', ...fields });
  addReservation(store, facility, AUTUMN, 3);
  addReservation(store, facility, WINTER, 6);
  const staff = personWithSession(store, 'ben@linde.example');
  store.members.push({ facility_id: facility.id, user_id: staff.person.id, role: 'staff', email: 'ben@linde.example', joined_at: facility.created_at });
  await startSignedIn(page, as === 'staff' ? staff.session : managerSession);
  await stubSupabase(page, facilityPageHandlers(store));
  return { store, facility };
}

const card = (page: Page) => page.getByRole('region', { name: 'Mood check for a concert watched alone' });
const recordCalls = (store: ReturnType<typeof pageStore>) => store.calls.filter((call) => call.name === 'record_mood');
const CODE_INVALID = "This is not a resident's code. Use up to three letters, an optional dash and up to four digits, for example R-17 or 3. Never a name.";
const CODE_HINT = "Use the facility's own code for the resident, for example R-17 or 3. Never a name.";

async function observe(page: Page) {
  const form = card(page);
  await form.getByRole('radio', { name: 'Staff observed' }).check();
  for (const [emotion, step] of [['Pleasure', '5 All the time'], ['Alertness', '4 Often'], ['Anxiety', '1 Not at all'], ['Sadness', '2 A little']] as const)
    await form.getByRole('group', { name: emotion }).getByRole('radio', { name: step }).check();
}

test('staff record a face before and an observation after for R-17, one viewing, after a name is refused', async ({ page }) => {
  const { store, facility } = await signedInStaff(page);
  await gotoReady(page, '/facility');
  const form = card(page);
  await expect(form).toBeVisible();
  // Not a manager: no report on this page, yet the entry is there.
  await expect(page.getByRole('region', { name: 'Does it help? Mood before and after' })).toHaveCount(0);

  const concert = form.getByRole('combobox', { name: 'Concert' });
  await expect(concert.getByRole('option')).toHaveText(['Choose…', 'Winter strings, January 15, 2027', 'Autumn songs, October 1, 2026']);
  await concert.selectOption({ label: 'Autumn songs, October 1, 2026' });
  const code = form.getByRole('textbox', { name: "Resident's code" });
  await expect(code).toHaveAccessibleDescription(CODE_HINT);
  await code.fill('Maria Jansen');
  await form.getByRole('radio', { name: 'Happy', exact: true }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  // The error first, then the hint: both read as the focus lands on the field.
  await expect(code).toHaveAccessibleDescription(`${CODE_INVALID} ${CODE_HINT}`);
  await expect(code).toBeFocused();
  await expect(form.getByText(CODE_INVALID)).toBeVisible();
  expect(recordCalls(store)).toEqual([]);

  await code.fill('R-17');
  await expect(code).not.toHaveAttribute('aria-invalid');
  await expect(form.getByRole('radio', { name: 'Before the concert' })).toBeChecked();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Saved: Before the concert, resident R-17.')).toBeVisible();
  await expect(page.locator('#announcer-polite')).toContainText('Saved: Before the concert, resident R-17.');
  // Ready for the answer after: the concert and the code kept, the moment moved on, the face cleared.
  await expect(form.getByRole('radio', { name: 'After the concert' })).toBeChecked();
  await expect(concert).toHaveValue(AUTUMN.id);
  await expect(code).toHaveValue('R-17');
  await expect(form.getByRole('radio', { name: 'Happy', exact: true })).not.toBeChecked();

  await observe(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Saved: After the concert, resident R-17.')).toBeVisible();
  expect(store.moodAnswers).toHaveLength(2);
  const [before, after] = store.moodAnswers;
  expect(before).toEqual({ facility: facility.id, concert: AUTUMN.id, viewing: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/), resident: 'R-17', moment: 'before', face: 4 });
  expect(after).toEqual({ facility: facility.id, concert: AUTUMN.id, viewing: before?.viewing, resident: 'R-17', moment: 'after', pleasure: 5, alertness: 4, anxiety: 1, sadness: 2 });
});

test.describe('when the database cannot save the answer', () => {
  test.use({ expectedConsoleErrors: [/status of 503/] });

  test('every choice stays, and the same press saves it once the database answers', async ({ page }) => {
    const { store } = await signedInStaff(page);
    store.moodAnswerFailsOnce = true;
    await gotoReady(page, '/facility');
    const form = card(page);
    await form.getByRole('combobox', { name: 'Concert' }).selectOption(WINTER.id);
    await form.getByRole('textbox', { name: "Resident's code" }).fill('3');
    await form.getByRole('radio', { name: 'After the concert' }).check();
    await observe(page);
    const save = form.getByRole('button', { name: 'Save' });
    await save.click();
    const failed = 'The answer could not be saved. Check the connection and try again.';
    await expect(form.getByText(failed)).toBeVisible();
    await expect(page.locator('#announcer-assertive')).toHaveText(failed);
    await expect(save).toBeFocused();
    await expect(form.getByRole('combobox', { name: 'Concert' })).toHaveValue(WINTER.id);
    await expect(form.getByRole('textbox', { name: "Resident's code" })).toHaveValue('3');
    await expect(form.getByRole('radio', { name: 'After the concert' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Staff observed' })).toBeChecked();
    await expect(form.getByRole('group', { name: 'Pleasure' }).getByRole('radio', { name: '5 All the time' })).toBeChecked();
    await expect(form.getByRole('group', { name: 'Sadness' }).getByRole('radio', { name: '2 A little' })).toBeChecked();
    expect(store.moodAnswers).toEqual([]);

    await save.click();
    await expect(form.getByText('Saved: After the concert, resident 3.')).toBeVisible();
    await expect(form.getByText(failed)).toHaveCount(0);
    const calls = recordCalls(store).map((call) => call.args);
    expect(calls).toHaveLength(2);
    // The retry is the same answer of the same viewing, so a reply lost on its way cannot make two viewings.
    expect(calls[1]).toEqual(calls[0]);
    expect(store.moodAnswers).toEqual([calls[0]]);
  });
});

test('with the mood check off, the card is not there', async ({ page }) => {
  const { store } = await signedInStaff(page, { mood_check: false });
  await gotoReady(page, '/facility');
  await expect(page.getByRole('region', { name: 'Coming concerts' })).toBeVisible();
  await expect(card(page)).toHaveCount(0);
  expect(recordCalls(store)).toEqual([]);
});

test('managers have the card too, after the concerts and before their report', async ({ page }) => {
  await signedInStaff(page, {}, 'manager');
  await gotoReady(page, '/facility');
  await expect(page.getByRole('region', { name: 'Does it help? Mood before and after' })).toBeVisible();
  const regions = await page.getByRole('main').getByRole('region').evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-labelledby')));
  expect(regions).toEqual(expect.arrayContaining(['facility-past-heading', 'mood-entry-heading', 'mood-heading']));
  const at = (id: string) => regions.indexOf(id);
  expect(at('mood-entry-heading')).toBeGreaterThan(at('facility-past-heading'));
  expect(at('mood-entry-heading')).toBeLessThan(at('mood-heading'));
});

test('a facility without concerts says so plainly', async ({ page }) => {
  const { store } = await signedInStaff(page);
  store.reservations = [];
  await gotoReady(page, '/facility');
  await expect(card(page).getByText('The facility has not reserved any concerts yet, so there is no concert to record a mood check for.')).toBeVisible();
  await expect(card(page).getByRole('button')).toHaveCount(0);
});

for (const mode of ['light', 'dark'] as const) {
  test(`filled in, the form passes axe and holds on a phone at 200 % text, in ${mode} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: mode });
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInStaff(page);
    await gotoReady(page, '/facility');
    const form = card(page);
    await form.getByRole('combobox', { name: 'Concert' }).selectOption(WINTER.id);
    await form.getByRole('textbox', { name: "Resident's code" }).fill('Maria');
    await form.getByRole('radio', { name: 'Very happy' }).check();
    // With an error showing, then with the observation filled in.
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText(CODE_INVALID)).toBeVisible();
    expect(await blockingViolations(page, 'section[aria-labelledby="mood-entry-heading"]')).toEqual([]);
    await observe(page);
    expect(await blockingViolations(page, 'section[aria-labelledby="mood-entry-heading"]')).toEqual([]);
    expect(await findLayoutProblems(page, [100, 200], { scope: 'section[aria-labelledby="mood-entry-heading"]' })).toEqual([]);
    // Every choice is a thumb's target, also at the larger text.
    const small = await form.locator('label:has(input[type="radio"]), button, select, input[type="text"]').evaluateAll((elements) => elements.filter((e) => e.getBoundingClientRect().height < 44).map((e) => e.textContent ?? e.outerHTML));
    expect(small).toEqual([]);
  });
}
