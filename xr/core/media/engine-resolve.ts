import { hasMediaSourceExtensions, pickHlsEngine, type Engine, type SourceKind } from './engine-choice';
import type { HlsClass, LoadHls } from './hls-types';
import type { PlayerErrorCode } from './player-state';

export type Resolution = { engine: 'hls.js'; Hls: HlsClass } | { engine: Exclude<Engine, 'hls.js'> } | { failure: PlayerErrorCode };

/**
 * Decides how to play a source, downloading hls.js only where it can run (the page has MSE).
 * A failed download (offline, a deploy replaced the chunk) falls back to native HLS when the element has it,
 * and otherwise is a network failure that Retry can fix, not an unsupported stream.
 */
export async function resolveEngine(kind: SourceKind, video: HTMLVideoElement, loadHls: LoadHls, scope: object = globalThis): Promise<Resolution> {
  if (kind === 'mp4') return { engine: 'file' };
  let Hls: HlsClass | null = null;
  let downloadFailed = false;
  if (hasMediaSourceExtensions(scope)) {
    try {
      Hls = await loadHls();
    } catch {
      downloadFailed = true;
    }
  }
  const engine = pickHlsEngine(Hls?.isSupported() ?? false, video);
  if (engine === 'hls.js' && Hls) return { engine, Hls };
  if (engine === 'native-hls') return { engine };
  return { failure: downloadFailed ? 'network' : 'unsupported' };
}
