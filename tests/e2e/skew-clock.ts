import type { Page } from '@playwright/test';

/**
 * This device's clock runs `ms` off (a device whose clock was never set), everywhere the page reads it: Date.now
 * and performance.timeOrigin. The true clock stays readable as `window.__realNow` for the test's own readings.
 */
export async function skewClock(page: Page, ms: number): Promise<void> {
  await page.addInitScript((skew) => {
    const realNow = Date.now.bind(Date);
    const origin = performance.timeOrigin;
    Object.defineProperty(window, '__realNow', { value: realNow });
    Date.now = () => realNow() + skew;
    Object.defineProperty(Performance.prototype, 'timeOrigin', { configurable: true, get: () => origin + skew });
  }, ms);
}
