import { expect, gotoReady, test } from './fixtures';
import { translation } from './locale-files';
import { BORROWED, OWN, OWN_STREAM, stubReadersBackend } from './programme-readers-stub';
import { DEMO_TITLE } from './programme-readers-support';
import { ZONNEHUIS } from './session-stubs';
import { fakeSession, startSignedIn } from './supabase-stub';

/**
 * The kiosk's list and the facilitator's chooser read the programme from the database (stubbed at the network
 * edge, programme-readers-stub.ts), not from the bundled sample: a concert that exists only there is offered,
 * and kept offline from its own address; the concerts whose rows borrow the demo's stream are not.
 */
const k = (key: string) => translation('en', 'kiosk', key);

test.describe('with the service worker, which the kiosk waits for before it says Ready (issue 23)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the kiosk lists the database’s concert with its own recording and keeps its files offline', async ({ page }) => {
    test.setTimeout(90_000);
    const { recordingRequests } = await stubReadersBackend(page);
    await gotoReady(page, '/kiosk');
    const concerts = page.getByRole('group', { name: k('concertsLegend') });
    await expect(concerts.getByRole('checkbox')).toHaveCount(1);
    const own = concerts.getByRole('checkbox', { name: OWN.title });
    for (const borrowed of BORROWED) await expect(concerts.getByText(borrowed.title)).toHaveCount(0);
    await expect(page.getByText(k('noRecordings'))).toHaveCount(0);

    await own.check();
    await page.getByRole('button', { name: k('prepare') }).click();
    await expect(page.getByRole('status').filter({ hasText: k('ready') })).toBeVisible({ timeout: 60_000 });
    expect(recordingRequests).toContain(OWN_STREAM);
    const kept = await page.evaluate(async () => {
      const names = await caches.keys();
      const requests = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat();
      return requests.map((request) => request.url);
    });
    expect(kept).toContain(OWN_STREAM);
    expect(kept.some((url) => url.endsWith('/media/demo/master.m3u8'))).toBe(true);
  });
});

test('the facilitator chooses among the demo and the database’s concert with its own recording', async ({ page }) => {
  await startSignedIn(page, fakeSession({ email: 'anna@zonnehuis.example' }));
  // Staff of a verified facility, who open sessions (none of theirs running).
  await stubReadersBackend(page, [], { 'POST /rest/v1/rpc/my_facilities': () => ({ json: [ZONNEHUIS] }), 'GET /rest/v1/group_sessions': () => ({ json: [] }) });
  await gotoReady(page, '/session');
  const select = page.getByLabel(translation('en', 'sessions', 'lead.start.concert'), { exact: true });
  await expect(select.locator('option')).toHaveText([DEMO_TITLE, OWN.title]);
  expect(await select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(['demo', OWN.id]);
});
