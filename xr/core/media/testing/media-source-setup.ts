/**
 * Shared set-up for the media source tests: a jsdom video element (load/play/pause stubbed, since jsdom does
 * not implement playback) and the hls.js test double injected through `loadHls`. Imported only by tests.
 */
import { Events } from 'hls.js';
import { vi } from 'vitest';
import { createMediaSource, type MediaSourceOptions } from '../media-source';
import { createFakeHls, type FakeHls } from './fake-hls';

export const SRC = '/media/demo/master.m3u8';
export const LADDER = [
  { width: 640, height: 320, bitrate: 800_000 },
  { width: 2048, height: 1024, bitrate: 4_000_000 },
  { width: 3840, height: 1920, bitrate: 12_000_000 },
  { width: 5760, height: 2880, bitrate: 25_000_000 },
];

export interface Setup {
  mse?: boolean;
  native?: CanPlayTypeResult;
  options?: Partial<MediaSourceOptions>;
}

export function setup({ mse = true, native = 'maybe', options = {} }: Setup = {}) {
  if (mse) vi.stubGlobal('MediaSource', class {});
  const video = document.createElement('video');
  vi.spyOn(video, 'canPlayType').mockReturnValue(native);
  const load = vi.spyOn(video, 'load').mockImplementation(() => {});
  const play = vi.spyOn(video, 'play').mockResolvedValue(undefined);
  vi.spyOn(video, 'pause').mockImplementation(() => {});
  const fake = createFakeHls();
  const loadHls = vi.fn(async () => fake.Hls);
  const states: string[] = [];
  const levels = vi.fn();
  const source = createMediaSource({
    video,
    src: SRC,
    loadHls,
    onState: (state, error) => states.push(error ? `${state}:${error}` : state),
    onLevels: levels,
    ...options,
  });
  const hls = (n = 0): FakeHls => {
    const instance = fake.instances[n];
    if (!instance) throw new Error(`no hls instance #${n}`);
    return instance;
  };
  return { video, load, play, fake, loadHls, states, levels, source, hls };
}

export function parseManifest(hls: FakeHls, ladder = LADDER): void {
  hls.levels = ladder;
  hls.emit(Events.MANIFEST_PARSED);
}
