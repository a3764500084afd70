import { expect, gotoReady, test } from './fixtures';
import { installQuest3 } from './iwer';
import { translation } from './locale-files';
import { foreignNames, playerNames } from './player-names';

/**
 * The player speaks the page's language, 'Enter VR' included (issue 23: 'Start VR' on Dutch pages), and
 * offers 'Swap eyes' only for a stereo stream: the demo is mono (the stereo concert: player-recordings-language.backend.spec.ts).
 */
test.beforeEach(({ page }) => installQuest3(page));

test('on /nl/concert/demo every control of the player has a Dutch name', async ({ page }) => {
  await gotoReady(page, '/nl/concert/demo');
  await expect(page.getByRole('button', { name: translation('nl', 'player', 'enterVr'), exact: true })).toBeVisible({ timeout: 15_000 });
  const names = await playerNames(page);
  expect(names.length).toBeGreaterThanOrEqual(10);
  expect(foreignNames(names, 'nl')).toEqual([]);
});

test('the mono demo offers no "Swap eyes", on the flat screen or in the headset', async ({ page }) => {
  await gotoReady(page, '/concert/demo');
  const enterVr = page.getByRole('button', { name: 'Enter VR', exact: true });
  await expect(enterVr).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Swap eyes' })).toHaveCount(0);
  await enterVr.click();
  await expect(page.getByRole('button', { name: 'Exit VR', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Swap eyes' })).toHaveCount(0);
});
