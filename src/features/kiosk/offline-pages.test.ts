import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHELL_FILE } from '../../../scripts/prerender-html';
import { checkOfflinePages, missingFiles, REGISTRATION_GRACE_MS, SHELL_PATH, type OfflinePages } from './offline-pages';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the offline page check', () => {
  it('looks for the shell the build writes and the service worker falls back to', () => {
    expect(SHELL_PATH).toBe(`/${SHELL_FILE}`);
  });

  it('names the files no cache holds, matching a kept file whatever its revision query', async () => {
    const kept = new Set(['https://tutti.test/app.html', 'https://tutti.test/assets/index-abc.js']);
    const match = vi.fn(async (url: string, options?: CacheQueryOptions) => {
      const key = options?.ignoreSearch ? url.split('?')[0] : url;
      return kept.has(key as string) ? new Response('') : undefined;
    });
    vi.stubGlobal('caches', { match });
    const urls = ['https://tutti.test/app.html?__WB_REVISION__=1', 'https://tutti.test/assets/index-abc.js', 'https://tutti.test/assets/kiosk-def.js'];
    expect(await missingFiles(urls)).toEqual(['https://tutti.test/assets/kiosk-def.js']);
  });

  it('says the install failed, instead of waiting for ever, when the site registered no worker', async () => {
    vi.useFakeTimers();
    // A loaded page whose worker never registered (a build without one, a failed registration): `ready` never settles.
    const serviceWorker = { controller: null, ready: new Promise(() => undefined), getRegistration: async () => undefined, addEventListener() {}, removeEventListener() {} };
    vi.stubGlobal('navigator', { serviceWorker });
    vi.stubGlobal('document', { readyState: 'complete' });
    const steps: OfflinePages[] = [];
    const result = checkOfflinePages((state) => steps.push(state), new AbortController().signal);
    await vi.advanceTimersByTimeAsync(REGISTRATION_GRACE_MS + 500);
    expect(await result).toEqual({ step: 'install-failed' });
    expect(steps.map((step) => step.step)).toEqual(['installing', 'install-failed']);
  });
});
