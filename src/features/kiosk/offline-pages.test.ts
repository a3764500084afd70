import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHELL_FILE } from '../../../scripts/prerender-html';
import { missingFiles, SHELL_PATH } from './offline-pages';

afterEach(() => vi.unstubAllGlobals());

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
});
