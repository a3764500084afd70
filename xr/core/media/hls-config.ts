import type { HlsConfig } from 'hls.js';

export interface HlsConfigOptions {
  /**
   * URL of `hls.js/dist/hls.worker.js`. The ESM build of hls.js has no inline worker: without this path it
   * transmuxes on the main thread, which stalls the render loop (and a headset's frames) on every fragment.
   */
  workerPath?: string;
}

export function buildHlsConfig({ workerPath }: HlsConfigOptions = {}): Partial<HlsConfig> {
  return {
    enableWorker: true,
    ...(workerPath ? { workerPath } : {}),
    // The video element is never on screen (it feeds a texture), so its CSS size says nothing about quality.
    capLevelToPlayerSize: false,
    // Loading starts only after the level cap is set, so the first fragment is never too large a texture.
    autoStartLoad: false,
    // A concert lasts an hour; an unbounded back buffer exhausts a headset's memory.
    backBufferLength: 30,
  };
}
