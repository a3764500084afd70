/**
 * A headset's mood check (issue 26): asks when `moodAskOf` says so, remembers what this resident answered or
 * skipped in the session (a reload does not ask again), thanks at once and saves in the background, sent again by
 * itself after a failure on the network (lib/mood/use-mood-answers.ts). Nothing waits on it: the concert starts
 * whether anyone answered.
 */
import { useCallback, useMemo, useState } from 'react';
import { readStored, writeStored } from '@/lib/safe-storage';
import type { TuttiClient } from '@/lib/supabase/client';
import { recordHeadsetMood } from '@/lib/mood/record-mood';
import { useMoodAnswers, type MoodAnswerRules, type MoodAnswers } from '@/lib/mood/use-mood-answers';
import type { RoomState } from '../session-messages';
import { doneKey, moodAskOf, type HeadsetPlaying, type MoodAsk } from './mood-moment';

export interface HeadsetMood extends MoodAnswers {
  /** The moment to ask about now (null: nothing to ask). */
  ask: MoodAsk | null;
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

export function useHeadsetMood(client: TuttiClient, sessionId: string, device: string, room: RoomState | null, playing: HeadsetPlaying): HeadsetMood {
  const key = storeKey(sessionId, device);
  const [done, setDone] = useState<string[]>(() => storedDone(key));
  const found = moodAskOf(room, device, playing, done);
  const [concert, moment, resident] = [found?.concert ?? null, found?.moment ?? null, found?.resident ?? null];
  // The same question keeps its identity while the room restates itself every few seconds.
  const ask = useMemo<MoodAsk | null>(() => (concert && moment && resident ? { concert, moment, resident } : null), [concert, moment, resident]);

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
  const rules = useMemo<MoodAnswerRules<MoodAsk>>(
    () => ({
      keyOf: (asked) => doneKey(asked.concert, asked.moment),
      finish,
      save: (asked, face) => recordHeadsetMood(client, { session: sessionId, concert: asked.concert, resident: asked.resident, moment: asked.moment, face }),
    }),
    [client, sessionId, finish],
  );
  return { ask, ...useMoodAnswers(ask, rules) };
}
