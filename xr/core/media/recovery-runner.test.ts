import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecoveryRunner, type RecoveryHandlers } from './recovery-runner';
import { DEFAULT_RECOVERY } from './recovery-policy';

function recordingHandlers(log: string[]): RecoveryHandlers {
  return {
    restartLoad: () => log.push('restartLoad'),
    recoverMedia: () => log.push('recoverMedia'),
    swapAudioCodec: () => log.push('swapAudioCodec'),
    waiting: () => log.push('waiting'),
    fatal: (code) => log.push(`fatal:${code}`),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createRecoveryRunner', () => {
  it('restarts loading only after the backoff has passed', () => {
    const log: string[] = [];
    const runner = createRecoveryRunner(DEFAULT_RECOVERY, recordingHandlers(log));
    runner.feed({ type: 'fatal-error', error: 'network' });
    expect(log).toEqual(['waiting']);
    vi.advanceTimersByTime(999);
    expect(log).toEqual(['waiting']);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['waiting', 'restartLoad']);
  });

  it('swaps the audio codec before the second media recovery', () => {
    const log: string[] = [];
    const runner = createRecoveryRunner(DEFAULT_RECOVERY, recordingHandlers(log));
    for (let i = 0; i < 3; i++) runner.feed({ type: 'fatal-error', error: 'media' });
    expect(log).toEqual(['recoverMedia', 'swapAudioCodec', 'recoverMedia', 'fatal:media']);
  });

  it('does nothing once cancelled, not even a pending restart', () => {
    const log: string[] = [];
    const runner = createRecoveryRunner(DEFAULT_RECOVERY, recordingHandlers(log));
    runner.feed({ type: 'fatal-error', error: 'network' });
    runner.cancel();
    runner.feed({ type: 'fatal-error', error: 'media' });
    vi.runAllTimers();
    expect(log).toEqual(['waiting']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
