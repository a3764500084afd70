import { describe, expect, it } from 'vitest';
import { buildHlsConfig } from './hls-config';

describe('buildHlsConfig', () => {
  it('remuxes without a worker, ignores the element size, starts small and waits for the level cap before loading', () => {
    expect(buildHlsConfig()).toMatchObject({
      enableWorker: false,
      capLevelToPlayerSize: false,
      autoStartLoad: false,
      startLevel: 0,
    });
  });
  it('bounds every request: no first byte within 8 s is a timeout, and fragments may not load for two minutes', () => {
    const config = buildHlsConfig();
    for (const policy of [config.manifestLoadPolicy, config.playlistLoadPolicy, config.fragLoadPolicy]) {
      const loader = policy?.default;
      expect(loader?.maxTimeToFirstByteMs).toBe(8000);
      expect(loader?.maxLoadTimeMs).toBeLessThanOrEqual(30_000);
    }
  });
  it('gives up on a request that is never answered within about 25 s, so Retry comes while someone still looks', () => {
    const config = buildHlsConfig();
    for (const policy of [config.manifestLoadPolicy, config.playlistLoadPolicy, config.fragLoadPolicy]) {
      const loader = policy?.default;
      const tries = 1 + (loader?.timeoutRetry?.maxNumRetry ?? Infinity);
      expect(tries * (loader?.maxTimeToFirstByteMs ?? Infinity)).toBeLessThanOrEqual(24_000);
      expect(loader?.timeoutRetry?.retryDelayMs).toBe(0);
    }
  });
  it('retries server errors a few times with a short backoff, not hls.js’s six tries up to 8 s apart', () => {
    const { fragLoadPolicy } = buildHlsConfig();
    expect(fragLoadPolicy?.default.errorRetry).toMatchObject({ maxNumRetry: 3, retryDelayMs: 500, maxRetryDelayMs: 4000 });
  });
  it('never asks for hls.js’s worker file', () => {
    expect(buildHlsConfig()).not.toHaveProperty('workerPath');
  });
});
