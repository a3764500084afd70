/**
 * A headset's mood check (issue 26): asks when `moodAskOf` says so, remembers what this resident answered or
 * skipped in the session (a reload does not ask again), thanks at once and saves in the background. A save that
 * fails on the network is tried again by itself, a few times, more slowly each time (a resident in VR sees no
 * button); after that the screen offers to send it again. Each moment's answer waits on its own, so answering
 * 'after' never drops a 'before' still unsent. Nothing waits on it: the concert starts whether anyone answered.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readStored, writeStored } from '@/lib/safe-storage';
import type { TuttiClient } from '@/lib/supabase/client';
import { MoodRefused, recordHeadsetMood, type MoodRefusal, type MoodStep } from '@/lib/mood/record-mood';
import type { MoodMoment, RoomState } from '../session-messages';
import { doneKey, moodAskOf, type HeadsetPlaying, type MoodAsk } from './mood-moment';

/** How long the thanks shows before the check goes. */
export const THANKS_MS = 3000;
/** The waits before each new try of a save that failed on the network. */
export const RETRY_AFTER_MS = [2000, 5000, 15_000, 30_000] as const;

/**
 * Why an answer was not saved: 'failed' (the network; it can be sent again), 'sessionOver' and 'refused' (for
 * good). The check turned off, or staff answered for this resident meanwhile, are not problems: the resident need
 * not know.
 */
export type MoodProblem = 'failed' | 'sessionOver' | 'refused';
const QUIETLY: ReadonlySet<MoodRefusal> = new Set(['mood_check_off', 'answered_by_another']);

export interface HeadsetMood {
  /** The moment to ask about now (null: nothing to ask). */
  ask: MoodAsk | null;
  /** Just answered: thank the resident (null: no thanks showing). */
  thanked: MoodMoment | null;
  problem: MoodProblem | null;
  answer(face: MoodStep): void;
  skip(): void;
  /** Sends again every answer that failed. */
  retry(): void;
}

const storeKey = (sessionId: string, device: string) => `mood-check:${sessionId}:${device}`;

function storedDone(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(readStored(key, 'session') ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

interface Unsent {
  ask: MoodAsk;
  face: MoodStep;
  tries: number;
}

function problemOf(error: unknown): MoodProblem | null {
  if (!(error instanceof MoodRefused)) return 'failed';
  if (QUIETLY.has(error.reason)) return null;
  return error.reason === 'session_over' ? 'sessionOver' : 'refused';
}

export function useHeadsetMood(client: TuttiClient, sessionId: string, device: string, room: RoomState | null, playing: HeadsetPlaying): HeadsetMood {
  const key = storeKey(sessionId, device);
  const [done, setDone] = useState<string[]>(() => storedDone(key));
  const [thanked, setThanked] = useState<MoodMoment | null>(null);
  const [problem, setProblem] = useState<MoodProblem | null>(null);
  // Answers whose every try failed, by moment of a concert: 'Try again' sends them all.
  const failed = useRef(new Map<string, Unsent>());
  const timers = useRef(new Set<number>());
  const found = moodAskOf(room, device, playing, done);
  const [concert, moment, resident] = [found?.concert ?? null, found?.moment ?? null, found?.resident ?? null];
  // The same question keeps its identity while the room restates itself every few seconds.
  const ask = useMemo<MoodAsk | null>(() => (concert && moment && resident ? { concert, moment, resident } : null), [concert, moment, resident]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const finish = useCallback(
    (asked: MoodAsk) =>
      setDone((before) => {
        const item = doneKey(asked.concert, asked.moment);
        const next = before.includes(item) ? before : [...before, item];
        writeStored(key, JSON.stringify(next), 'session');
        return next;
      }),
    [key],
  );

  const send = useCallback(
    function send(unsent: Unsent) {
      const item = doneKey(unsent.ask.concert, unsent.ask.moment);
      const { concert: asked, moment: when, resident: who } = unsent.ask;
      recordHeadsetMood(client, { session: sessionId, concert: asked, resident: who, moment: when, face: unsent.face }).then(
        () => failed.current.delete(item),
        (error: unknown) => {
          const found = problemOf(error);
          const wait = RETRY_AFTER_MS[unsent.tries];
          if (found === 'failed' && wait !== undefined) {
            const timer = window.setTimeout(() => {
              timers.current.delete(timer);
              send({ ...unsent, tries: unsent.tries + 1 });
            }, wait);
            timers.current.add(timer);
            return;
          }
          if (found === 'failed') failed.current.set(item, unsent);
          setProblem(found);
        },
      );
    },
    [client, sessionId],
  );

  useEffect(() => {
    if (!thanked) return;
    const timer = window.setTimeout(() => setThanked(null), THANKS_MS);
    return () => window.clearTimeout(timer);
  }, [thanked]);

  const answer = useCallback(
    (face: MoodStep) => {
      if (!ask) return;
      finish(ask);
      setThanked(ask.moment);
      send({ ask, face, tries: 0 });
    },
    [ask, finish, send],
  );
  const skip = useCallback(() => ask && finish(ask), [ask, finish]);
  const retry = useCallback(() => {
    setProblem(null);
    const unsent = [...failed.current.values()];
    failed.current.clear();
    unsent.forEach((item) => send({ ...item, tries: 0 }));
  }, [send]);
  return { ask, thanked, problem, answer, skip, retry };
}
