import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base } from './fixtures';
import { readMediaPlaylist } from '../../xr/core/hls/m3u8/index.ts';
import { startDemoPackager } from '../../scripts/live/demo-packager.ts';
import { livePath } from '../../scripts/live/live-dir.ts';
import type { Packager } from '../../scripts/live/packager.ts';

/** A running live:demo packager and the address the preview server serves it at. */
export interface LiveDemo {
  /** The running packager (a new one after `restart`). */
  readonly packager: Packager;
  /** Starts the packager again under the same name after `packager.kill()`: the same address, the clock's sequence numbers. */
  restart(): Promise<void>;
  /** /live/<name>/master.m3u8 on the preview server (scripts/vite-plugin-live-files.ts). */
  url: string;
  /** The wall-clock time (ms) of the stream's first frame, the demo's 0 s: its first segment's program date-time. */
  startedAt: number;
}

/** The first segment's EXT-X-PROGRAM-DATE-TIME, read as soon as the stream is published (it is still in the window). */
function firstProgramDateTime(dir: string): number {
  const playlist = readMediaPlaylist(readFileSync(join(dir, 'v2', 'index.m3u8'), 'utf8'));
  return playlist.segments[0]?.programDateTime ?? Number.NaN;
}

/**
 * Starts the real live:demo packager (ffmpeg, in real time) for the tests that ask for `liveDemo`, under a
 * name of their own so parallel workers (and a developer's `npm start`) never share a folder, and stops it
 * after the test: only these tests pay for ffmpeg.
 */
export const test = base.extend<{ liveDemo: LiveDemo }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  liveDemo: async ({}, use, testInfo) => {
    const name = `e2e-${testInfo.workerIndex}-${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;
    const options = { name, window: 6 };
    let packager = await startDemoPackager(options);
    const restart = async () => {
      await packager.kill();
      packager = await startDemoPackager(options, undefined, { resume: packager });
    };
    try {
      await use({
        get packager() {
          return packager;
        },
        restart,
        url: livePath(name),
        startedAt: firstProgramDateTime(packager.dir),
      });
    } finally {
      await packager.stop();
    }
  },
});

export { expect } from './fixtures';
