// @vitest-environment jsdom
import Hls from 'hls.js';
import { describe, expect, it } from 'vitest';
import { buildHlsConfig } from '../media/hls-config';
import { liveHlsConfig, MAX_CATCH_UP_SECONDS } from './live-config';

describe('liveHlsConfig', () => {
  it('standard HLS: low-latency mode off until a playlist offers parts, hls.js’s rate catch-up off', () => {
    const config = liveHlsConfig();
    expect(config).toMatchObject({ lowLatencyMode: false, maxLiveSyncPlaybackRate: 1, liveDurationInfinity: true, liveSyncOnStallIncrease: 0 });
    // hls.js's defaults (HOLD-BACK, PART-HOLD-BACK, else three target durations) are left to stand.
    expect(config).not.toHaveProperty('liveSyncDuration');
    expect(config).not.toHaveProperty('liveSyncDurationCount');
  });

  it('a concert’s own target latency: hls.js joins at it and jumps only past the catch-up limit', () => {
    expect(liveHlsConfig({ targetLatencySeconds: 4 })).toMatchObject({ liveSyncDuration: 4, liveMaxLatencyDuration: 4 + MAX_CATCH_UP_SECONDS });
  });

  it('is what the engine gives hls.js, and hls.js accepts it', () => {
    for (const live of [{}, { targetLatencySeconds: 4 }]) {
      const config = buildHlsConfig(live);
      expect(config).toMatchObject(liveHlsConfig(live));
      const hls = new Hls(config);
      expect(hls.lowLatencyMode).toBe(false);
      hls.destroy();
    }
  });
});
