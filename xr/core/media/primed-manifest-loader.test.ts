import { LoaderContextType, LoadStats, type HlsConfig, type LoaderCallbacks, type LoaderConfiguration, type PlaylistContextType, type PlaylistLoaderContext } from 'hls.js';
import { describe, expect, it, vi } from 'vitest';
import { primedManifestLoader } from './primed-manifest-loader';

/** Stands in for hls.js's network loader (XhrLoader): records what reaches the network. */
class NetworkLoader {
  static requests: string[] = [];
  context: PlaylistLoaderContext | null = null;
  stats = new LoadStats();
  constructor(readonly config: HlsConfig) {}
  load(context: PlaylistLoaderContext): void {
    NetworkLoader.requests.push(`${context.type} ${context.url}`);
  }
  abort(): void {
    this.stats.aborted = true;
  }
  destroy(): void {}
}

const MASTER = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\nv0/index.m3u8\n';
const url = 'https://tutti.example/live/demo/master.m3u8';
const config = {} as LoaderConfiguration;
const MANIFEST = LoaderContextType.MANIFEST;
const context = (type: PlaylistContextType, at = url): PlaylistLoaderContext => ({ type, url: at, responseType: 'text', level: null, id: null, deliveryDirectives: null, levelOrTrack: null });

function callbacks() {
  return { onSuccess: vi.fn(), onError: vi.fn(), onTimeout: vi.fn() } satisfies LoaderCallbacks<PlaylistLoaderContext>;
}

function loaderFor(text = MASTER) {
  NetworkLoader.requests = [];
  const Loader = primedManifestLoader(NetworkLoader, url, text);
  return () => new Loader({} as HlsConfig);
}

describe('primedManifestLoader', () => {
  it('answers the first master playlist request with the text the page already has, after load() returns', async () => {
    const make = loaderFor();
    const answer = callbacks();
    make().load(context(MANIFEST), config, answer);
    expect(answer.onSuccess).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(answer.onSuccess).toHaveBeenCalledTimes(1);
    const [response, stats] = answer.onSuccess.mock.calls[0] ?? [];
    expect(response).toEqual({ url, data: MASTER });
    expect(stats).toMatchObject({ loaded: MASTER.length, total: MASTER.length });
    expect(NetworkLoader.requests).toEqual([]);
  });

  it('sends everything else to the network: media playlists, another address, and the master playlist again (a retry)', async () => {
    const make = loaderFor();
    make().load(context(MANIFEST), config, callbacks());
    make().load(context(LoaderContextType.LEVEL, 'https://tutti.example/live/demo/v0/index.m3u8'), config, callbacks());
    make().load(context(MANIFEST, 'https://tutti.example/live/other/master.m3u8'), config, callbacks());
    make().load(context(MANIFEST), config, callbacks());
    await Promise.resolve();
    expect(NetworkLoader.requests).toEqual(['level https://tutti.example/live/demo/v0/index.m3u8', 'manifest https://tutti.example/live/other/master.m3u8', `manifest ${url}`]);
  });

  it('knows the address however it is written (hls.js makes it absolute)', () => {
    NetworkLoader.requests = [];
    const Loader = primedManifestLoader(NetworkLoader, 'https://tutti.example/live/./demo/master.m3u8', MASTER);
    new Loader({} as HlsConfig).load(context(MANIFEST), config, callbacks());
    expect(NetworkLoader.requests).toEqual([]);
  });

  it('says nothing once aborted (the player was destroyed before the answer)', async () => {
    const make = loaderFor();
    const loader = make();
    const answer = callbacks();
    loader.load(context(MANIFEST), config, answer);
    loader.abort();
    await Promise.resolve();
    expect(answer.onSuccess).not.toHaveBeenCalled();
  });
});
