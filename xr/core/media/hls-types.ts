/**
 * The slice of hls.js the engine uses, typed from hls.js itself (a type-only import: nothing is bundled).
 * Depending on this slice rather than the whole class lets tests inject a small fake, while the compiler
 * still checks that the real `Hls` fits (see `load-hls.ts`).
 */
import type Hls from 'hls.js';
import type { HlsConfig, Level, LoadPolicy } from 'hls.js';

export type HlsLevel = Pick<Level, 'width' | 'height' | 'bitrate'>;

export interface HlsInstance
  extends Pick<
    Hls,
    | 'on'
    | 'loadSource'
    | 'attachMedia'
    | 'startLoad'
    | 'loadingEnabled'
    | 'recoverMediaError'
    | 'swapAudioCodec'
    | 'destroy'
    | 'autoLevelCapping'
    | 'nextLevel'
    | 'currentLevel'
    | 'stopLoad'
    | 'lowLatencyMode'
    | 'liveSyncPosition'
    | 'latency'
    | 'targetLatency'
  > {
  readonly levels: readonly HlsLevel[];
  /** hls.js reads its load policies at each request: a live stream's playlist reloads get their own. */
  readonly config: { playlistLoadPolicy: LoadPolicy };
}

export interface HlsClass extends Pick<typeof Hls, 'isSupported' | 'Events' | 'ErrorTypes' | 'ErrorDetails'> {
  /** Its network loader, which a primed playlist loader extends (primed-manifest-loader.ts). */
  readonly DefaultConfig: Pick<HlsConfig, 'loader'>;
  new (config: Partial<HlsConfig>): HlsInstance;
}

export type LoadHls = () => Promise<HlsClass>;
