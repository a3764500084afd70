import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';
import { catchScenes, lookAt, pitchHead, visibleTargets } from './gaze-visit';
import { inSession, installQuest3 } from './iwer';
import { OWN, stubReadersBackend } from './programme-readers-stub';

/**
 * The running kiosk offers in the headset only the concerts kept on the device (the review note of session
 * 22: it offered every recording of the programme, which offline would not play). The programme is the
 * stubbed database's, with one concert of its own recording besides the demo (programme-readers-stub.ts).
 */
const ids = async (page: Page) => (await visibleTargets(page)).map((target) => target.gazeId);

/** The running kiosk with these concerts kept, in an emulated Quest 3, its menu open: the targets it offers. */
async function menuOfRunningKiosk(page: Page, kept: readonly string[]) {
  await installQuest3(page);
  await catchScenes(page);
  await page.addInitScript((concerts) => {
    localStorage.setItem('a11y-preferences', JSON.stringify({ dwellMs: 1000 }));
    localStorage.setItem('kiosk', JSON.stringify({ running: true, code: '2580', concerts }));
  }, kept);
  await stubReadersBackend(page);
  // The menu is read once the programme is: before, the demo alone is there whatever the kiosk keeps.
  const programmeRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/rest/v1/concerts');
  await gotoReady(page, '/kiosk');
  await programmeRead;
  await pitchHead(page, -20);
  await page.getByRole('button', { name: 'Enter VR' }).click();
  await expect.poll(() => inSession(page)).toBe(true);
  await expect.poll(() => ids(page), { timeout: 20_000 }).toContain('handle');
  await lookAt(page, 'handle');
  await expect.poll(() => ids(page), { timeout: 20_000 }).toContain('captions');
}

const chooseConcert = async (page: Page) => (await visibleTargets(page)).find((target) => target.gazeId === 'choose-concert');

test('a concert not kept on the kiosk is not offered in the headset', async ({ page }) => {
  test.setTimeout(120_000);
  await menuOfRunningKiosk(page, []);
  // Nothing to choose besides the demo playing: the item is there, dimmed (it never fills its ring).
  expect(await chooseConcert(page)).toMatchObject({ disabled: true });
});

test('a concert kept on the kiosk is offered in the headset', async ({ page }) => {
  test.setTimeout(120_000);
  await menuOfRunningKiosk(page, [OWN.id]);
  expect(await chooseConcert(page)).toMatchObject({ disabled: false });
  await lookAt(page, 'choose-concert');
  await expect.poll(() => ids(page), { timeout: 20_000 }).toContain(`card:${OWN.id}`);
});
