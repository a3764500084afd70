/**
 * A resident's answers in a headset's mood check (issue 26), as the group session's headset and a headset watched
 * alone give them: thanks at once, the save in the background. A save that fails on the network is tried again by
 * itself, a few times, more slowly each time (a resident in VR sees no button); after that the screen offers to
 * send it again. Each moment's answer waits on its own, so answering 'after' never drops a 'before' still unsent.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MoodRefused, type MoodMoment, type MoodRefusal, type MoodStep } from './record-mood';

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

export function moodProblemOf(error: unknown): MoodProblem | null {
  if (!(error instanceof MoodRefused)) return 'failed';
  if (QUIETLY.has(error.reason)) return null;
  return error.reason === 'session_over' ? 'sessionOver' : 'refused';
}

/** A question the check asks: at least its moment; the rest is the asker's (the concert, the resident). */
export interface MoodQuestion {
  moment: MoodMoment;
}

export interface MoodAnswerRules<Q extends MoodQuestion> {
  /** Names a question: a failed answer waits under it until sent. */
  keyOf(question: Q): string;
  /** Answered or skipped: not to be asked again. */
  finish(question: Q): void;
  /** Saves a face; rejects with MoodRefused for a refusal, an Error otherwise. */
  save(question: Q, face: MoodStep): Promise<void>;
}

export interface MoodAnswers {
  /** Just answered: thank the resident (null: no thanks showing). */
  thanked: MoodMoment | null;
  problem: MoodProblem | null;
  answer(face: MoodStep): void;
  skip(): void;
  /** Sends again every answer that failed. */
  retry(): void;
}

interface Unsent<Q> {
  question: Q;
  face: MoodStep;
  tries: number;
}

/** `ask`: the question showing now (null: none); `rules` should be stable (useMemo), as each change makes new actions. */
export function useMoodAnswers<Q extends MoodQuestion>(ask: Q | null, rules: MoodAnswerRules<Q>): MoodAnswers {
  const [thanked, setThanked] = useState<MoodMoment | null>(null);
  const [problem, setProblem] = useState<MoodProblem | null>(null);
  // Answers whose every try failed, by question: 'Try again' sends them all.
  const failed = useRef(new Map<string, Unsent<Q>>());
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  useEffect(() => {
    if (!thanked) return;
    const timer = window.setTimeout(() => setThanked(null), THANKS_MS);
    return () => window.clearTimeout(timer);
  }, [thanked]);

  const send = useCallback(
    function send(unsent: Unsent<Q>) {
      const key = rules.keyOf(unsent.question);
      rules.save(unsent.question, unsent.face).then(
        () => failed.current.delete(key),
        (error: unknown) => {
          const found = moodProblemOf(error);
          const wait = RETRY_AFTER_MS[unsent.tries];
          if (found === 'failed' && wait !== undefined) {
            const timer = window.setTimeout(() => {
              timers.current.delete(timer);
              send({ ...unsent, tries: unsent.tries + 1 });
            }, wait);
            timers.current.add(timer);
            return;
          }
          if (found === 'failed') failed.current.set(key, unsent);
          setProblem(found);
        },
      );
    },
    [rules],
  );

  const answer = useCallback(
    (face: MoodStep) => {
      if (!ask) return;
      rules.finish(ask);
      setThanked(ask.moment);
      send({ question: ask, face, tries: 0 });
    },
    [ask, rules, send],
  );
  const skip = useCallback(() => ask && rules.finish(ask), [ask, rules]);
  const retry = useCallback(() => {
    setProblem(null);
    const unsent = [...failed.current.values()];
    failed.current.clear();
    unsent.forEach((item) => send({ ...item, tries: 0 }));
  }, [send]);
  return { thanked, problem, answer, skip, retry };
}
