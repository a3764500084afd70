import { blockingViolations } from './axe-scan';
import { expect, gotoReady, test } from './fixtures';
import { translation } from './locale-files';
import { BORROWED, OWN, OWN_STREAM, stubReadersBackend } from './programme-readers-stub';
import {
  chooserEntries,
  expectEndCard,
  openPlaying,
  playerRegion,
  prepareHeadset,
  toNearEnd,
  watchNext,
  watchNextButtons,
} from './programme-readers-support';

/**
 * With a backend (Supabase's HTTP API stubbed at the network edge, programme-readers-stub.ts) the programme
 * comes from the database. A concert whose row points at the site's demo stream (mono or stereo), or at
 * nothing, has no recording of its own: it offers none on its page, at an end card or in the headset's
 * chooser. The one concert with its own recording is offered everywhere, from its own address.
 */
const en = (ns: string, key: string) => translation('en', ns, key);

test('only the concert with its own recording offers it, on its page and on the agenda', async ({ page }) => {
  test.setTimeout(90_000);
  const { recordingRequests } = await stubReadersBackend(page);
  await openPlaying(page, `/concert/${OWN.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OWN.title);
  await expect(page.getByText(en('concerts', 'recording.kicker'))).toBeVisible();
  await expect(playerRegion(page)).toBeVisible();
  expect(recordingRequests).toContain(OWN_STREAM);
  // The page with its player, as the sample's concert pages had it before they lost their borrowed demo.
  expect(await blockingViolations(page)).toEqual([]);

  for (const borrowed of BORROWED) {
    await gotoReady(page, `/concert/${borrowed.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(borrowed.title);
    await expect(page.getByText(en('concerts', 'recording.none'))).toBeVisible();
    await expect(page.getByText(en('concerts', 'recording.kicker'))).toHaveCount(0);
    await expect(playerRegion(page)).toHaveCount(0);
  }

  await gotoReady(page, '/concerts');
  const watch = page.getByRole('link', { name: new RegExp(`^${en('agenda', 'concert.watchRecording')}`) });
  await expect(watch).toHaveCount(1);
  await expect(watch).toHaveAttribute('href', `/concert/${OWN.id}`);
});

test('the demo’s end card offers the concert with its own recording, and no borrowed one', async ({ page }) => {
  test.setTimeout(60_000);
  await stubReadersBackend(page);
  await openPlaying(page, '/concert/demo');
  await toNearEnd(page);
  await expectEndCard(page);
  // The playlist is the demo and that concert: the next after the demo is it, though the borrowed ones start earlier.
  await expect(watchNextButtons(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: watchNext(OWN.title) })).toBeVisible();
});

test.describe('in an emulated Quest 3', () => {
  test.beforeEach(async ({ page }) => prepareHeadset(page));

  for (const { route, enterVr } of [
    { route: '/concert/demo', enterVr: en('player', 'enterVr') },
    { route: '/aframe-demo', enterVr: en('aframe', 'enterVr') },
  ]) {
    test(`${route}: the headset’s chooser lists the demo and the concert with its own recording, read from the database`, async ({ page }) => {
      test.setTimeout(120_000);
      await stubReadersBackend(page);
      await openPlaying(page, route);
      expect(await chooserEntries(page, enterVr)).toEqual(['demo', OWN.id]);
    });
  }
});
