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
    // Start on the smallest rendition: its first fragment arrives and decodes soonest (a care worker or a
    // conference visitor sees the picture at once), and adaptive bitrate moves up from the second fragment.
    // It also skips hls.js's bitrate test, which loads a fragment only to measure and throw it away.
    startLevel: 0,
    // A concert lasts an hour; an unbounded back buffer exhausts a headset's memory.
    backBufferLength: 30,
  };
}
