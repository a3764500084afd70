import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { MoodMoment } from '@/lib/mood/record-mood';
import { useMoodAnswers, type MoodAnswerRules, type MoodAnswers } from '@/lib/mood/use-mood-answers';
import type { TuttiClient } from '@/lib/supabase/client';
import { viewingKey } from '../mood-entry/viewings';
import { aloneMomentOf } from './alone-moment';
import { readAloneCheck, writeAloneCheck, type AloneCheck } from './alone-check-store';
import type { AloneHeadsetPlayer } from './alone-headset-player';
import { loadViewings, saveHeadsetFace } from './viewing-saves';

export interface AloneHeadsetMood {
  /** The resident's code the check is set for (null: not set). */
  code: string | null;
  start(code: string): void;
  stop(): void;
  /** The moment to ask about now (null: nothing to ask). */
  asking: MoodMoment | null;
  answers: MoodAnswers;
}

interface Question {
  moment: MoodMoment;
}

const NOTHING = () => () => undefined;

/** Whether the page's concert has ended in the player since the check was set (a replay does not undo it). */
function useEnded(player: AloneHeadsetPlayer | null, concert: string, code: string | null): boolean {
  const [ended, setEnded] = useState<string | null>(null);
  const state = useSyncExternalStore(player?.subscribe ?? NOTHING, () => {
    const snapshot = player?.getSnapshot();
    return snapshot?.entry.id === concert ? snapshot.state : null;
  });
  if (state === 'ended' && code !== null && ended !== code) setEnded(code);
  return ended !== null && ended === code;
}

/**
 * The mood check of a concert watched alone, in this headset (issue 26): 'before' until the concert starts, 'after'
 * once it has ended, for the facility, the concert and the resident's code, each answer to the viewing the
 * facility's alone entry keeps on this device (viewing-saves.ts). A press on play while 'before' is asked passes
 * it over: the concert never waits longer than the resident takes.
 */
export function useAloneHeadsetMood(client: TuttiClient, facility: string, concert: string, player: AloneHeadsetPlayer | null): AloneHeadsetMood {
  const [check, setCheck] = useState<AloneCheck | null>(() => readAloneCheck(facility, concert));
  const [saved, setSaved] = useState(() => loadViewings(facility));
  const code = check?.code ?? null;
  const ended = useEnded(player, concert, code);
  const given = code === null ? [] : [...(saved.get(viewingKey(concert, code))?.saved ?? []), ...(check?.asked ?? [])];
  const moment = code === null ? null : aloneMomentOf(given, ended);
  const question = useMemo<Question | null>(() => (moment ? { moment } : null), [moment]);

  const keep = useCallback(
    (next: AloneCheck | null) => {
      writeAloneCheck(facility, concert, next);
      setCheck(next);
    },
    [facility, concert],
  );
  const finish = useCallback(
    (asked: Question) =>
      setCheck((before) => {
        if (!before || before.asked.includes(asked.moment)) return before;
        const next = { ...before, asked: [...before.asked, asked.moment] };
        writeAloneCheck(facility, concert, next);
        return next;
      }),
    [facility, concert],
  );
  const rules = useMemo<MoodAnswerRules<Question>>(
    () => ({
      keyOf: (asked) => asked.moment,
      finish,
      save: async (asked, face) => setSaved(await saveHeadsetFace({ client, facility, concert, resident: code ?? '', moment: asked.moment, face })),
    }),
    [client, facility, concert, code, finish],
  );
  const answers = useMoodAnswers(question, rules);
  usePassedOver(player, moment === 'before' ? question : null, finish);
  useMenuOutOfTheWay(player, moment === 'after');

  return {
    code,
    start: (resident) => keep({ code: resident, asked: [] }),
    stop: () => keep(null),
    asking: moment,
    answers,
  };
}

/** A press on play while 'before' is asked ends the page's hold: the question goes, unanswered. */
function usePassedOver(player: AloneHeadsetPlayer | null, before: Question | null, finish: (asked: Question) => void): void {
  const pageHold = useSyncExternalStore(player?.subscribe ?? NOTHING, () => player?.getSnapshot().pageHold ?? false);
  const held = useRef(false);
  useEffect(() => {
    if (!before) return void (held.current = false);
    if (pageHold) held.current = true;
    else if (held.current) finish(before);
  }, [before, pageHold, finish]);
}

/** In VR, the chooser the end of a concert opens would hide the question after it: the question comes first. */
function useMenuOutOfTheWay(player: AloneHeadsetPlayer | null, asking: boolean): void {
  const inVr = useSyncExternalStore(player?.subscribe ?? NOTHING, () => player?.getSnapshot().vr.active === true);
  useEffect(() => {
    if (asking && inVr) player?.gaze.close();
  }, [player, asking, inVr]);
}
