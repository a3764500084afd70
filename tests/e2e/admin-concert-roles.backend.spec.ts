import type { Page, Route } from '@playwright/test';
import { blockingViolations, VIEWPORTS } from './axe-scan';
import { expect, gotoReady, test } from './fixtures';
import { stubProgrammeBackend } from './programme-admin-stub';
import { SUPABASE_ORIGIN } from './supabase-stub';

/**
 * 'Artist and host for the night' in a concert's editor (issue 24, point 5): an admin with a second factor names
 * who may open the concert's stage view by their account's e-mail, sees them listed and removes them. Supabase is
 * stubbed at the network edge: name_concert_role() and concert_role_holders() answer as the database does
 * (20261201000100_concert_role_admin.sql), and a DELETE of concert_roles removes the row, as its policy lets an admin.
 */
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS' };
const ACCOUNTS = new Map([['host@care.example', 'b7e1c0de-0000-4000-8000-000000000001']]);

interface Holder {
  id: string;
  role: 'artist' | 'host';
  email: string;
  created_at: string;
}

interface RolesBackend {
  holders: Holder[];
  namings: unknown[];
  removals: string[];
}

/** The two functions and the table's DELETE, answered in memory (tried before the programme's stub). */
async function stubRoles(page: Page): Promise<RolesBackend> {
  const backend: RolesBackend = { holders: [], namings: [], removals: [] };
  const json = (route: Route, status: number, body: unknown) => route.fulfill({ status, headers: { ...CORS, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await page.route(`${SUPABASE_ORIGIN}/rest/v1/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    if (url.pathname === '/rest/v1/rpc/concert_role_holders') {
      return json(route, 200, backend.holders);
    }
    if (url.pathname === '/rest/v1/rpc/name_concert_role') {
      const body = request.postDataJSON() as { concert: string; email: string; role: 'artist' | 'host' };
      backend.namings.push(body);
      if (!ACCOUNTS.has(body.email)) return json(route, 400, { code: 'P0001', message: 'no_account', details: null, hint: null });
      const id = `role-${backend.holders.length + 1}`;
      backend.holders.push({ id, role: body.role, email: body.email, created_at: new Date().toISOString() });
      return json(route, 200, id);
    }
    if (url.pathname === '/rest/v1/concert_roles' && request.method() === 'DELETE') {
      const id = (url.searchParams.get('id') ?? '').replace(/^eq\./, '');
      backend.removals.push(id);
      const removed = backend.holders.filter((holder) => holder.id === id).map((holder) => ({ id: holder.id }));
      backend.holders = backend.holders.filter((holder) => holder.id !== id);
      // As PostgREST answers a DELETE asked to return what it deleted (`.select('id')`).
      return json(route, 200, removed);
    }
    return route.fallback();
  });
  return backend;
}

const rolesSection = (page: Page) => page.getByRole('region', { name: 'Artist and host for the night' });

test.describe('naming by e-mail', () => {
  // The refusal of an unknown address is an HTTP 400, which Chromium logs.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('keyboard only: an unknown address is said at the field and kept; a host is added, listed and removed after a confirmation', async ({ page }) => {
    test.setTimeout(60_000);
    await stubProgrammeBackend(page);
    const backend = await stubRoles(page);
    await gotoReady(page, '/admin/concerts/spring-strings');
    const section = rolesSection(page);
    await expect(section.getByText('No artist or host yet.')).toBeVisible();
    await expect(section.getByRole('link', { name: '/concert/spring-strings/stage' })).toHaveAttribute('href', /\/concert\/spring-strings\/stage$/);

    const address = section.getByRole('textbox', { name: /E-mail address/ });
    await address.focus();
    await page.keyboard.type('Nobody@Care.example');
    await page.keyboard.press('Tab');
    await expect(section.getByRole('radio', { name: 'Artist' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(section.getByRole('radio', { name: 'Host' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(section.getByRole('button', { name: 'Add' })).toBeFocused();
    await page.keyboard.press('Enter');

    // Refused at the field, which has the focus again, with what was typed still in it.
    await expect(address).toHaveAccessibleDescription(/No account has this e-mail address\./);
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveValue('Nobody@Care.example');
    await expect(address).toBeFocused();
    expect(backend.namings).toEqual([{ concert: 'spring-strings', email: 'nobody@care.example', role: 'host' }]);

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('host@care.example');
    await expect(address).not.toHaveAttribute('aria-invalid');
    await page.keyboard.press('Enter');
    const list = section.getByRole('list', { name: 'Named for this concert' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem').first()).toContainText('Host');
    await expect(list.getByRole('listitem').first()).toContainText('host@care.example');
    await expect(section.getByText('host@care.example is now the host.')).toBeVisible();
    await expect(address).toHaveValue('');
    expect(backend.namings.at(-1)).toEqual({ concert: 'spring-strings', email: 'host@care.example', role: 'host' });
    expect(await blockingViolations(page, '#concert-roles')).toEqual([]);

    // Back from the field to the row's 'Remove'; Escape keeps the role and gives the focus back to it.
    await page.keyboard.press('Shift+Tab');
    const remove = section.getByRole('button', { name: 'Remove host@care.example as host' });
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    const question = section.getByRole('group', { name: 'Remove host@care.example as host? They can no longer open the stage view.' });
    await expect(question).toBeFocused();
    expect(await blockingViolations(page, '#concert-roles')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(remove).toBeFocused();
    expect(backend.removals).toEqual([]);

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(section.getByRole('button', { name: 'Yes, remove' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(section.getByText('No artist or host yet.')).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Artist and host for the night' })).toBeFocused();
    expect(backend.removals).toEqual(['role-1']);
  });
});

test.describe('a list that fails', () => {
  test.use({ expectedConsoleErrors: [/status of 503/] });

  test('on a phone in dark mode: the list fails, says so and loads again; the section fits the screen', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.emulateMedia({ colorScheme: 'dark' });
    await stubProgrammeBackend(page);
    const backend = await stubRoles(page);
    // Registered last, so tried first: the list's reads fail until the test lets them through.
    let failing = true;
    await page.route(`${SUPABASE_ORIGIN}/rest/v1/rpc/concert_role_holders`, (route) =>
      route.request().method() === 'OPTIONS' || !failing ? route.fallback() : route.fulfill({ status: 503, headers: { ...CORS, 'content-type': 'application/json' }, body: '{"message":"unavailable"}' }),
    );
    backend.holders.push({ id: 'role-9', role: 'artist', email: 'amstel@quartet.example', created_at: '2026-12-01T10:00:00Z' });
    await gotoReady(page, '/admin/concerts/spring-strings');
    const section = rolesSection(page);
    await expect(section.getByText('The data could not be loaded')).toBeVisible();
    failing = false;
    await section.getByRole('button', { name: 'Try again' }).click();
    await expect(section.getByRole('listitem')).toContainText('amstel@quartet.example');
    await expect(section.getByRole('listitem')).toContainText('Artist');
    await section.scrollIntoViewIfNeeded();
    expect(await blockingViolations(page, '#concert-roles')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
