// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaSourceHandle, MediaSourceOptions } from './media-source';
import { dropPrestarted, prestartMedia, takePrestarted, UNCLAIMED_MS } from './prestart';

const SRC = '/media/demo/master.m3u8';

/** A stand-in for createMediaSource: records what it was asked and whether the source was destroyed. */
function fakeCreate() {
  const made: Array<{ options: MediaSourceOptions; destroyed: boolean; handle: MediaSourceHandle }> = [];
  const create = vi.fn((options: MediaSourceOptions) => {
    const entry = { options, destroyed: false, handle: {} as MediaSourceHandle };
    const handle: Partial<MediaSourceHandle> = {
      video: options.video,
      destroy: () => {
        entry.destroyed = true;
      },
    };
    entry.handle = handle as MediaSourceHandle;
    made.push(entry);
    return entry.handle;
  });
  return { create, made };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  dropPrestarted();
  vi.useRealTimers();
});

describe('prestartMedia / takePrestarted', () => {
  it('starts the source at once, muted and autoplaying on an element of its own, with the caller’s options', () => {
    const { create, made } = fakeCreate();
    prestartMedia({ src: SRC, loop: true, autoRetryMs: 5000 }, create);
    expect(create).toHaveBeenCalledOnce();
    expect(made[0]?.options).toMatchObject({ src: SRC, loop: true, autoRetryMs: 5000, muted: true, autoplay: true });
    expect(made[0]?.options.video).toBeInstanceOf(HTMLVideoElement);
  });

  it('hands the source over once, to the player of the same stream', () => {
    const { create, made } = fakeCreate();
    prestartMedia({ src: SRC }, create);
    expect(takePrestarted(SRC)).toBe(made[0]?.handle);
    expect(takePrestarted(SRC)).toBeNull();
    vi.advanceTimersByTime(UNCLAIMED_MS);
    expect(made[0]?.destroyed).toBe(false);
  });

  it('keeps the running source when the same stream is prestarted again', () => {
    const { create } = fakeCreate();
    prestartMedia({ src: SRC }, create);
    prestartMedia({ src: SRC }, create);
    expect(create).toHaveBeenCalledOnce();
  });

  it('destroys an unclaimed source when another stream is prestarted', () => {
    const { create, made } = fakeCreate();
    prestartMedia({ src: SRC }, create);
    prestartMedia({ src: '/media/other/master.m3u8' }, create);
    expect(made.map((m) => m.destroyed)).toEqual([true, false]);
    expect(takePrestarted('/media/other/master.m3u8')).toBe(made[1]?.handle);
  });

  it('destroys the source when a player asks for another stream: nobody will take it', () => {
    const { create, made } = fakeCreate();
    prestartMedia({ src: SRC }, create);
    expect(takePrestarted('/media/other/master.m3u8')).toBeNull();
    expect(made[0]?.destroyed).toBe(true);
    expect(takePrestarted(SRC)).toBeNull();
  });

  it('destroys a source nobody claimed in time', () => {
    const { create, made } = fakeCreate();
    prestartMedia({ src: SRC }, create);
    vi.advanceTimersByTime(UNCLAIMED_MS - 1);
    expect(made[0]?.destroyed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(made[0]?.destroyed).toBe(true);
    expect(takePrestarted(SRC)).toBeNull();
  });

  it('does nothing without a DOM (a prerender)', () => {
    vi.stubGlobal('document', undefined);
    try {
      const { create } = fakeCreate();
      prestartMedia({ src: SRC }, create);
      expect(create).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(takePrestarted(SRC)).toBeNull();
  });
});
