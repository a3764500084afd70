import { describe, expect, it, vi } from 'vitest';
import { createDwellTimer, DEFAULT_DWELL_MS } from './dwell-timer';

describe('createDwellTimer', () => {
  it('fills over 1.5 s by default and fires once at the end', () => {
    const onActivate = vi.fn();
    const timer = createDwellTimer({ onActivate });
    expect(timer.update('play', 1000)).toBe(0);
    expect(timer.update('play', 1000 + DEFAULT_DWELL_MS / 2)).toBeCloseTo(0.5);
    expect(onActivate).not.toHaveBeenCalled();
    expect(timer.update('play', 1000 + DEFAULT_DWELL_MS)).toBe(1);
    expect(onActivate).toHaveBeenCalledExactlyOnceWith('play');
  });

  it('does not fire again while the gaze stays on the item', () => {
    const onActivate = vi.fn();
    const timer = createDwellTimer({ onActivate, dwellMs: 1000 });
    for (let t = 0; t <= 5000; t += 100) timer.update('play', t);
    expect(onActivate).toHaveBeenCalledOnce();
  });

  it('fires again after the gaze leaves and comes back', () => {
    const onActivate = vi.fn();
    const timer = createDwellTimer({ onActivate, dwellMs: 1000 });
    timer.update('play', 0);
    timer.update('play', 1000);
    expect(timer.update(null, 1100)).toBe(0);
    timer.update('play', 1200);
    expect(timer.update('play', 2100)).toBeCloseTo(0.9);
    timer.update('play', 2200);
    expect(onActivate).toHaveBeenCalledTimes(2);
  });

  it('starts again from zero when the gaze moves to another item', () => {
    const onActivate = vi.fn();
    const timer = createDwellTimer({ onActivate, dwellMs: 1000 });
    timer.update('play', 0);
    timer.update('play', 900);
    expect(timer.update('recenter', 950)).toBe(0);
    timer.update('recenter', 1900);
    expect(onActivate).not.toHaveBeenCalled();
    timer.update('recenter', 1950);
    expect(onActivate).toHaveBeenCalledExactlyOnceWith('recenter');
  });

  it('ignores disabled items, and stops filling when an item becomes disabled', () => {
    const onActivate = vi.fn();
    const disabled = new Set(['volume-up']);
    const timer = createDwellTimer({ onActivate, dwellMs: 1000, isDisabled: (id) => disabled.has(id) });
    expect(timer.update('volume-up', 0)).toBe(0);
    expect(timer.update('volume-up', 5000)).toBe(0);
    expect(timer.target).toBeNull();
    timer.update('volume-down', 5000);
    disabled.add('volume-down');
    expect(timer.update('volume-down', 5900)).toBe(0);
    expect(timer.update('volume-down', 7000)).toBe(0);
    expect(onActivate).not.toHaveBeenCalled();
  });

  it('takes its dwell time from the options and can be reset', () => {
    const onActivate = vi.fn();
    const timer = createDwellTimer({ onActivate, dwellMs: 3000 });
    timer.update('exit', 0);
    expect(timer.update('exit', 1500)).toBeCloseTo(0.5);
    timer.reset();
    expect(timer.update('exit', 1600)).toBe(0);
  });
});
