/**
 * A headset's mood check (issue 26): asks when `moodAskOf` says so, remembers what this resident answered or
 * skipped for the session (a reload does not ask again), saves an answer in the background and thanks at once.
 * Nothing waits on it: the concert starts whether or not anyone answered, and a failed save can be sent again.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readStored, writeStored } from '@/lib/safe-storage';
import type { TuttiClient } from '@/lib/supabase/client';
import { MoodRefused, recordHeadsetMood, type MoodRefusal, type MoodStep } from '@/lib/mood/record-mood';
import { MOOD_MOMENTS, type MoodMoment, type RoomState } from '../session-messages';
import { moodAskOf, type HeadsetPlaying, type MoodAsk } from './mood-moment';

/** How long the thanks shows before the check goes. */
export const THANKS_MS = 3000;

/** Why an answer was not saved: refusals that mean 'nothing to do' are not problems (see `quietly`). */
export type MoodProblem = 'failed' | 'sessionOver';
/** The check was turned off, or staff answered for this resident meanwhile: the resident need not know. */
const QUIETLY: ReadonlySet<MoodRefusal> = new Set(['mood_check_off', 'answered_by_another']);

export interface HeadsetMood {
  /** The moment to ask about now (null: nothing to ask). */
  ask: MoodAsk | null;
  /** Just answered: thank the resident (null: no thanks showing). */
  thanked: MoodMoment | null;
  problem: MoodProblem | null;
  answer(face: MoodStep): void;
  skip(): void;
  /** Sends the answer that failed again. */
  retry(): void;
}

const storeKey = (sessionId: string, device: string) => `mood-check:${sessionId}:${device}`;

function storedDone(key: string): MoodMoment[] {
  try {
    const parsed: unknown = JSON.parse(readStored(key, 'session') ?? '[]');
    return Array.isArray(parsed) ? MOOD_MOMENTS.filter((moment) => parsed.includes(moment)) : [];
  } catch {
    return [];
  }
}

interface Pending {
  ask: MoodAsk;
  face: MoodStep;
}

export function useHeadsetMood(client: TuttiClient, sessionId: string, device: string, room: RoomState | null, playing: HeadsetPlaying): HeadsetMood {
  const key = storeKey(sessionId, device);
  const [done, setDone] = useState<MoodMoment[]>(() => storedDone(key));
  const [thanked, setThanked] = useState<MoodMoment | null>(null);
  const [problem, setProblem] = useState<MoodProblem | null>(null);
  const pending = useRef<Pending | null>(null);
  const found = moodAskOf(room, device, playing, done);
  const [moment, resident] = [found?.moment ?? null, found?.resident ?? null];
  // The same question keeps its identity while the room restates itself every few seconds.
  const ask = useMemo<MoodAsk | null>(() => (moment && resident ? { moment, resident } : null), [moment, resident]);

  const finish = useCallback(
    (moment: MoodMoment) =>
      setDone((before) => {
        const next = before.includes(moment) ? before : [...before, moment];
        writeStored(key, JSON.stringify(next), 'session');
        return next;
      }),
    [key],
  );

  const send = useCallback(
    (what: Pending) => {
      pending.current = what;
      setProblem(null);
      recordHeadsetMood(client, { session: sessionId, resident: what.ask.resident, moment: what.ask.moment, face: what.face }).then(
        () => void (pending.current = null),
        (error: unknown) => {
          if (error instanceof MoodRefused && QUIETLY.has(error.reason)) return void (pending.current = null);
          setProblem(error instanceof MoodRefused && error.reason === 'session_over' ? 'sessionOver' : 'failed');
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
      finish(ask.moment);
      setThanked(ask.moment);
      send({ ask, face });
    },
    [ask, finish, send],
  );
  const skip = useCallback(() => ask && finish(ask.moment), [ask, finish]);
  const retry = useCallback(() => pending.current && send(pending.current), [send]);
  return { ask, thanked, problem, answer, skip, retry };
}
