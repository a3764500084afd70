import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { installQuest3 } from './iwer';
import { translation } from './locale-files';
import { foreignNames, playerNames } from './player-names';
import { databaseConcert, stubReadersBackend } from './programme-readers-stub';
import { openPlaying } from './programme-readers-support';
import { serveStereoTestPattern } from './stereo-test-pattern';

/**
 * A concert page's player in Dutch (issue 23: 'Start VR' on Dutch concert pages), on a stereo concert from
 * the database (the stereo test pattern, as in player-recordings.backend.spec.ts): every control, 'Swap
 * eyes' and 'Enter VR' included, has a Dutch name.
 */
const STEREO = { id: 'stereo-pattern-recording', title: 'Stereo Pattern, Recorded Top and Bottom', stream: '/media/stereo-test-pattern/master.m3u8' } as const;

async function stubStereoConcert(page: Page) {
  await stubReadersBackend(page, [databaseConcert(STEREO.id, STEREO.title, '2025-06-10T18:30:00+00:00', STEREO.stream, 'top-bottom')]);
  await serveStereoTestPattern(page, 'stereo-test-pattern');
}

test('on a Dutch concert page with a stereo recording, every control of the player has a Dutch name', async ({ page }) => {
  test.setTimeout(90_000);
  await installQuest3(page);
  await stubStereoConcert(page);
  await openPlaying(page, `/nl/concert/${STEREO.id}`);
  await expect(page.getByRole('button', { name: translation('nl', 'player', 'enterVr'), exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: translation('nl', 'player', 'swapEyes'), exact: true })).toBeVisible();
  const names = await playerNames(page);
  expect(names.length).toBeGreaterThanOrEqual(11);
  expect(foreignNames(names, 'nl')).toEqual([]);
});
