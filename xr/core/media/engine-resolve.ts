import { hasMediaSourceExtensions, pickHlsEngine, type Engine, type SourceKind } from './engine-choice';
import type { HlsClass, LoadHls } from './hls-types';
import { StreamUnreachableError } from './load-hls';
import type { PlayerErrorCode } from './player-state';
import { withTimeout } from './with-timeout';

export type Resolution = { engine: 'hls.js'; Hls: HlsClass } | { engine: Exclude<Engine, 'hls.js'> } | { failure: PlayerErrorCode };

/**
 * How long downloading hls.js (and reading the master playlist beside it) may take before it counts as failed:
 * the chunk is about 150 KB, so this is a connection that cannot carry a concert either. The import itself
 * cannot be aborted; a late arrival is ignored by the attempt that gave up on it.
 */
export const HLS_DOWNLOAD_TIMEOUT_MS = 20_000;

/**
 * Decides how to play a source, downloading hls.js only where it can run (the page has MSE).
 * A failed or timed-out download (offline, a deploy replaced the chunk) falls back to native HLS when the
 * element has it, and otherwise is a network failure that Retry can fix, not an unsupported stream. A master
 * playlist that never answers is a network failure at once: no engine could play it.
 */
export async function resolveEngine(kind: SourceKind, video: HTMLVideoElement, loadHls: LoadHls, scope: object = globalThis): Promise<Resolution> {
  if (kind === 'mp4') return { engine: 'file' };
  let Hls: HlsClass | null = null;
  let downloadFailed = false;
  if (hasMediaSourceExtensions(scope)) {
    try {
      Hls = await withTimeout(loadHls(), HLS_DOWNLOAD_TIMEOUT_MS, () => new Error(`hls.js did not arrive within ${HLS_DOWNLOAD_TIMEOUT_MS / 1000} s`));
    } catch (error) {
      if (error instanceof StreamUnreachableError) return { failure: 'network' };
      downloadFailed = true;
    }
  }
  const engine = pickHlsEngine(Hls?.isSupported() ?? false, video);
  if (engine === 'hls.js' && Hls) return { engine, Hls };
  if (engine === 'native-hls') return { engine };
  return { failure: downloadFailed ? 'network' : 'unsupported' };
}
