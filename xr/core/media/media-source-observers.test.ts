// @vitest-environment jsdom
/** Listeners that arrive after creation (`subscribe`, `levelsInfo`): how a prestarted source is adopted. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseManifest, setup } from './testing/media-source-setup';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createMediaSource: late listeners', () => {
  it('tells a subscriber about later states, besides the listener given at creation', async () => {
    const { source, video, states } = setup();
    await source.ready;
    const seen: string[] = [];
    source.subscribe({ onState: (state) => seen.push(state) });
    for (const type of ['canplay', 'play']) video.dispatchEvent(new Event(type));
    expect(seen).toEqual(['ready', 'playing']);
    expect(states).toEqual(['loading', 'ready', 'playing']);
  });

  it('gives a late listener the levels found so far, and the later changes', async () => {
    const { source, hls } = setup();
    await source.ready;
    parseManifest(hls());
    const info = source.levelsInfo;
    expect(info.choice).toBe('auto');
    expect(info.levels.map((level) => level.height)).toEqual([1920, 1024, 320]);
    const onLevels = vi.fn();
    source.subscribe({ onLevels });
    source.setLevel(info.levels[1]!.index);
    expect(onLevels).toHaveBeenLastCalledWith(expect.objectContaining({ choice: info.levels[1]!.index }));
  });

  it('stops telling a subscriber once it unsubscribes, and everyone once destroyed', async () => {
    const { source, video } = setup();
    await source.ready;
    const gone = vi.fn();
    const kept = vi.fn();
    source.subscribe({ onState: gone })();
    source.subscribe({ onState: kept });
    video.dispatchEvent(new Event('canplay'));
    source.destroy();
    video.dispatchEvent(new Event('play'));
    expect(gone).not.toHaveBeenCalled();
    expect(kept.mock.calls.map(([state]) => state)).toEqual(['ready']);
  });
});
