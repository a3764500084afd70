import { describe, expect, it, vi } from 'vitest';
import { createPlaybackWatchdog, WATCHDOG } from './playback-watchdog';

describe('the kiosk watchdog', () => {
  it('restarts after an error that lasts, or a wait for data that lasts', () => {
    vi.useFakeTimers();
    const onStuck = vi.fn();
    const watchdog = createPlaybackWatchdog(onStuck);
    watchdog.stateChanged('error');
    vi.advanceTimersByTime(WATCHDOG.errorMs - 1);
    expect(onStuck).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onStuck).toHaveBeenCalledTimes(1);
    watchdog.stateChanged('buffering');
    vi.advanceTimersByTime(WATCHDOG.waitingMs);
    expect(onStuck).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('lets a brief error or wait pass, and never fires while playing', () => {
    vi.useFakeTimers();
    const onStuck = vi.fn();
    const watchdog = createPlaybackWatchdog(onStuck);
    watchdog.stateChanged('error');
    vi.advanceTimersByTime(1000);
    watchdog.stateChanged('playing');
    watchdog.stateChanged('loading');
    vi.advanceTimersByTime(1000);
    watchdog.stateChanged('playing');
    vi.advanceTimersByTime(60_000);
    expect(onStuck).not.toHaveBeenCalled();
    watchdog.stateChanged('error');
    watchdog.stop();
    vi.advanceTimersByTime(60_000);
    expect(onStuck).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
