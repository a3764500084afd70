import { describe, expect, it } from 'vitest';
import { INITIAL_COUNTERS, nextRecovery, type RecoveryAction, type RecoveryCounters, type RecoveryInput } from './recovery-policy';

/** Feeds inputs in order and collects the actions taken. */
function run(inputs: RecoveryInput[], options?: Parameters<typeof nextRecovery>[2]): (RecoveryAction | null)[] {
  let counters: RecoveryCounters = INITIAL_COUNTERS;
  return inputs.map((input) => {
    const step = nextRecovery(counters, input, options);
    counters = step.counters;
    return step.action;
  });
}

const network: RecoveryInput = { type: 'fatal-error', error: 'network' };
const media: RecoveryInput = { type: 'fatal-error', error: 'media' };

describe('nextRecovery', () => {
  it('restarts loading after a fatal network error with 1 s, 2 s, 4 s backoff, then gives up', () => {
    expect(run([network, network, network, network])).toEqual([
      { kind: 'restart-load', delayMs: 1000, attempt: 1 },
      { kind: 'restart-load', delayMs: 2000, attempt: 2 },
      { kind: 'restart-load', delayMs: 4000, attempt: 3 },
      { kind: 'fatal', code: 'network' },
    ]);
  });

  it('takes the number of tries and the first delay from the options', () => {
    expect(run([network, network, network], { maxNetworkRetries: 2, baseDelayMs: 500 })).toEqual([
      { kind: 'restart-load', delayMs: 500, attempt: 1 },
      { kind: 'restart-load', delayMs: 1000, attempt: 2 },
      { kind: 'fatal', code: 'network' },
    ]);
  });

  it('recovers a media error, then swaps the audio codec, then gives up', () => {
    expect(run([media, media, media])).toEqual([
      { kind: 'recover-media' },
      { kind: 'swap-codec-and-recover' },
      { kind: 'fatal', code: 'media' },
    ]);
  });

  it('gives up at once on unsupported streams and other fatal errors', () => {
    expect(run([{ type: 'fatal-error', error: 'unsupported' }])).toEqual([{ kind: 'fatal', code: 'unsupported' }]);
    expect(run([{ type: 'fatal-error', error: 'other' }])).toEqual([{ kind: 'fatal', code: 'other' }]);
  });

  it('starts counting network tries afresh once a fragment loads', () => {
    const actions = run([network, network, { type: 'fragment-loaded' }, network]);
    expect(actions[3]).toEqual({ kind: 'restart-load', delayMs: 1000, attempt: 1 });
  });

  it('starts counting media recoveries afresh once playback moves again', () => {
    const actions = run([media, media, { type: 'playback-progressed' }, media]);
    expect(actions[3]).toEqual({ kind: 'recover-media' });
  });

  it('does not let a merely loaded fragment hide a decoder that keeps failing', () => {
    const actions = run([media, { type: 'fragment-loaded' }, media, { type: 'fragment-loaded' }, media]);
    expect(actions[4]).toEqual({ kind: 'fatal', code: 'media' });
  });

  it('lets playback moving reset only the media count, not the network tries', () => {
    const actions = run([network, network, { type: 'playback-progressed' }, network]);
    expect(actions[3]).toEqual({ kind: 'restart-load', delayMs: 4000, attempt: 3 });
  });

  it('counts network and media errors apart', () => {
    const actions = run([network, media, network, media]);
    expect(actions).toEqual([
      { kind: 'restart-load', delayMs: 1000, attempt: 1 },
      { kind: 'recover-media' },
      { kind: 'restart-load', delayMs: 2000, attempt: 2 },
      { kind: 'swap-codec-and-recover' },
    ]);
  });

  it('retries without end under a ceiling on the backoff, as a live stream does through a packager gap', () => {
    const options = { maxNetworkRetries: Infinity, baseDelayMs: 1000, maxDelayMs: 4000 };
    let counters = INITIAL_COUNTERS;
    const delays: number[] = [];
    for (let i = 0; i < 10; i++) {
      const step = nextRecovery(counters, network, options);
      counters = step.counters;
      if (step.action?.kind === 'restart-load') delays.push(step.action.delayMs);
    }
    expect(delays).toEqual([1000, 2000, 4000, 4000, 4000, 4000, 4000, 4000, 4000, 4000]);
  });

  it('never changes the counters it is given', () => {
    const counters = { ...INITIAL_COUNTERS };
    nextRecovery(counters, network);
    expect(counters).toEqual(INITIAL_COUNTERS);
  });
});
