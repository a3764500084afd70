import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { translation } from './locale-files';

/** Shared by reserve-spots.spec.ts (no backend) and reserve-spots.backend.spec.ts. */
export const en = (key: string, count?: number) => {
  const text = translation('en', 'reserve', key);
  return count === undefined ? text : text.replaceAll('{{count}}', String(count));
};
export const enForms = (key: string) => translation('en', 'forms', key);

export const AMSTERDAM = 'Amsterdam Philharmonic: Spring Serenade';

export const reserveForm = (page: Page, title = AMSTERDAM) => page.getByRole('form', { name: `Reserve spots for ${title}` });
export const field = (form: Locator, label: string) => form.getByRole('textbox', { name: label, exact: true });

export const VALID = { facility: 'Rivierduin Care Home', name: 'Ada Jansen', email: 'ada@care.example', spots: '3' };

export async function fillReservation(form: Locator, values: Partial<typeof VALID> = {}): Promise<void> {
  const { facility, name, email, spots } = { ...VALID, ...values };
  await field(form, en('form.facility')).fill(facility);
  await field(form, en('form.contactName')).fill(name);
  await field(form, en('form.contactEmail')).fill(email);
  await field(form, en('form.spots')).fill(spots);
}

/** The polite or assertive live region of the site's one announcer. */
export const announcer = (page: Page, politeness: 'polite' | 'assertive' = 'polite') => page.locator(`#announcer-${politeness}`);

/** The focusable panel that holds the heading `title`. */
export const panelWithHeading = (page: Page, title: string) =>
  page.locator('div[tabindex="-1"]', { has: page.getByRole('heading', { name: title, exact: true }) });

/** Each field keeps what was typed. */
export async function expectValuesKept(form: Locator, values: Partial<typeof VALID> = {}): Promise<void> {
  const { facility, name, email, spots } = { ...VALID, ...values };
  await expect(field(form, en('form.facility'))).toHaveValue(facility);
  await expect(field(form, en('form.contactName'))).toHaveValue(name);
  await expect(field(form, en('form.contactEmail'))).toHaveValue(email);
  await expect(field(form, en('form.spots'))).toHaveValue(spots);
}

/** A gate a stub waits on, so a test can look at the page while a send is in flight. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open = () => {};
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}
