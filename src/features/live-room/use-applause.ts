/**
 * One person's applause button, wherever it is (a headset's, the facilitator's): a press is taken only within
 * the viewer's allowance (applause-limiter.ts), and the button says whether its clap went, failed, or must wait.
 * `ready` turns back on by itself when the next clap may go.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { nextClapAt, NO_CLAPS, takeClap, type ApplauseLimiterState } from './applause-limiter';

/** What the last press did: 'wait' when it came too soon (nothing was sent). */
export type ApplauseOutcome = 'idle' | 'sent' | 'failed' | 'wait';

export interface Applause {
  ready: boolean;
  outcome: ApplauseOutcome;
  /** Presses taken so far (each press's outcome is announced once). */
  presses: number;
  clap(): void;
}

export function useApplause(send: () => Promise<void>, now: () => number = Date.now): Applause {
  const limiter = useRef<ApplauseLimiterState>(NO_CLAPS);
  const latest = useRef(0);
  const [readyAt, setReadyAt] = useState(0);
  const [ready, setReady] = useState(true);
  const [outcome, setOutcome] = useState<ApplauseOutcome>('idle');
  const [presses, setPresses] = useState(0);

  useEffect(() => {
    const wait = readyAt - now();
    setReady(wait <= 0);
    if (wait <= 0) return;
    const timer = setTimeout(() => setReady(true), wait);
    return () => clearTimeout(timer);
  }, [readyAt, now]);

  const clap = useCallback(() => {
    const at = now();
    const taken = takeClap(limiter.current, at);
    limiter.current = taken.state;
    const press = ++latest.current;
    setPresses(press);
    setReadyAt(nextClapAt(taken.state, at));
    if (!taken.taken) return setOutcome('wait');
    // Only the latest press speaks: a clap that arrives after a later press's 'wait' does not cover it.
    const settle = (outcome: ApplauseOutcome) => latest.current === press && setOutcome(outcome);
    send().then(
      () => settle('sent'),
      () => settle('failed'),
    );
  }, [send, now]);

  return { ready, outcome, presses, clap };
}
