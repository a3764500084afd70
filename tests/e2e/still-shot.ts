import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/** Waits until two screenshots in a row are the same (nothing moves), and returns the last one. */
export async function stillShot(canvas: Locator): Promise<Buffer> {
  let previous = await canvas.screenshot();
  await expect
    .poll(async () => {
      const next = await canvas.screenshot();
      const same = next.equals(previous);
      previous = next;
      return same;
    }, { timeout: 10_000 })
    .toBe(true);
  return previous;
}
