import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** Meta's WebXR emulator, injected into the page before its scripts run (TESTING.md). */
const IWER = readFileSync(createRequire(import.meta.url).resolve('iwer/build/iwer.js'), 'utf8');

/** Makes the page see a Quest 3: `navigator.xr` says immersive-vr is supported, sessions run in the page. */
export const installQuest3 = (page: Page) =>
  page.addInitScript(`${IWER};
    window.__xrDevice = new IWER.XRDevice(IWER.metaQuest3, { stereoEnabled: true });
    window.__xrDevice.installRuntime({ forceInstall: true });`);

export const inSession = (page: Page) =>
  page.evaluate(() => Boolean((window as unknown as { __xrDevice: { activeSession?: unknown } }).__xrDevice.activeSession));

/** Turns the emulated head to look along `direction` (three.js axes, -Z ahead), never rolling. */
export async function lookAlong(page: Page, direction: { x: number; y: number; z: number }) {
  await page.evaluate(({ x, y, z }) => {
    const yaw = Math.atan2(-x, -z);
    const pitch = Math.atan2(y, Math.hypot(x, z));
    // Yaw about Y, then pitch about X (three's 'YXZ' order) as one quaternion.
    const [cy, sy, cp, sp] = [Math.cos(yaw / 2), Math.sin(yaw / 2), Math.cos(pitch / 2), Math.sin(pitch / 2)];
    const device = (window as unknown as { __xrDevice: { quaternion: { set(x: number, y: number, z: number, w: number): void } } }).__xrDevice;
    device.quaternion.set(cy * sp, sy * cp, -sy * sp, cy * cp);
  }, direction);
}
