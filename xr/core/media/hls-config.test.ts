import { describe, expect, it } from 'vitest';
import { buildHlsConfig } from './hls-config';

describe('buildHlsConfig', () => {
  it('transmuxes in a worker, ignores the element size, starts small and waits for the level cap before loading', () => {
    expect(buildHlsConfig({ workerPath: '/assets/hls.worker.js' })).toMatchObject({
      enableWorker: true,
      workerPath: '/assets/hls.worker.js',
      capLevelToPlayerSize: false,
      autoStartLoad: false,
      startLevel: 0,
    });
  });
  it('leaves workerPath to hls.js when none is given', () => {
    expect(buildHlsConfig()).not.toHaveProperty('workerPath');
  });
});
