import { expect, type Page } from '@playwright/test';
import { CODE, visit, type Room } from './session-stubs';

/** The steps a group session's tests and benchmark take, as the facilitator and the headsets take them. */

export async function createSession(room: Room): Promise<Page> {
  const facilitator = await room.open('facilitator');
  await visit(facilitator, '/session');
  await facilitator.getByRole('button', { name: 'Create session' }).click();
  await expect(facilitator.getByLabel(/^Join code K 7 M 4 P Q$/)).toHaveText('K7M 4PQ');
  await expect(facilitator.getByRole('img', { name: 'QR code that opens the join link' })).toBeVisible();
  return facilitator;
}

export async function joinByLink(room: Room, name: string, { quest = false } = {}): Promise<Page> {
  const headset = await room.open({ headset: name, quest });
  await visit(headset, `/join?code=${CODE}`);
  await expect(headset.getByRole('heading', { name: 'Led by anna' })).toBeVisible({ timeout: 20_000 });
  return headset;
}

export async function joinByKeypad(room: Room, name: string, code = CODE): Promise<Page> {
  const headset = await room.open({ headset: name });
  await visit(headset, '/join');
  const keypad = headset.getByRole('group', { name: 'Keypad' });
  for (const key of code) await keypad.getByRole('button', { name: `Type ${key}` }).click();
  await expect(headset.getByRole('textbox', { name: 'Session code' })).toHaveValue(code);
  await headset.getByRole('button', { name: 'Join', exact: true }).click();
  return headset;
}

export const headsetRow = (facilitator: Page, n: number) => facilitator.locator('[data-headset]').filter({ hasText: `Headset ${n}` });
export const roomStatus = (headset: Page) => headset.locator('[data-room-status]');
