import { expect, gotoReady, test } from './fixtures';
import { translation } from './locale-files';
import { chooserEntries, expectEndCard, openPlaying, playerRegion, prepareHeadset, toNearEnd, watchNextButtons } from './programme-readers-support';

/**
 * Without a backend the site shows the sample programme, whose concerts have no recording of their own (a
 * sample entry that points at the demo's stream, mono or stereo, has none either). So no
 * concert's page offers a recording or a player, no end card offers another concert, the headset's chooser
 * offers nothing besides the demo, and the kiosk has nothing to keep but the demo.
 */
const en = (ns: string, key: string) => translation('en', ns, key);

/** Every concert's page the site lists (its sitemap), the demo's excepted. */
async function concertPaths(baseURL: string | undefined, request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get(`${baseURL}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/concert\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
  return paths.filter((path) => path !== '/concert/demo');
}

test('no concert’s page offers a recording or a player, and the agenda offers no ‘Watch the recording’', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const paths = await concertPaths(baseURL, request);
  expect(paths.length).toBeGreaterThan(5);
  for (const path of paths) {
    await gotoReady(page, path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByText(en('concerts', 'recording.kicker')), path).toHaveCount(0);
    await expect(playerRegion(page), path).toHaveCount(0);
  }
  await gotoReady(page, '/concerts');
  await expect(page.getByRole('link', { name: new RegExp(`^${en('agenda', 'concert.details')}`) }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${en('agenda', 'concert.watchRecording')}`) })).toHaveCount(0);
});

test('the demo’s end card offers no other concert', async ({ page }) => {
  test.setTimeout(60_000);
  await openPlaying(page, '/concert/demo');
  await toNearEnd(page);
  await expectEndCard(page);
  await expect(page.getByRole('button', { name: translation('en', 'player', 'watchAgain') })).toBeVisible();
  await expect(watchNextButtons(page)).toHaveCount(0);
});

test('the kiosk has no concert to keep but the demo, and says so', async ({ page }) => {
  await gotoReady(page, '/kiosk');
  await expect(page.getByText(en('kiosk', 'noRecordings'))).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: en('kiosk', 'prepare') })).toBeEnabled();
});

test.describe('in an emulated Quest 3', () => {
  test.beforeEach(async ({ page }) => prepareHeadset(page));

  for (const { route, enterVr } of [
    { route: '/concert/demo', enterVr: en('player', 'enterVr') },
    { route: '/aframe-demo', enterVr: en('aframe', 'enterVr') },
  ]) {
    test(`${route}: the headset offers no concert to choose besides the demo`, async ({ page }) => {
      test.setTimeout(120_000);
      await openPlaying(page, route);
      // 'Choose a concert' is out of use: the playlist holds the demo alone.
      expect(await chooserEntries(page, enterVr)).toBeNull();
    });
  }
});
