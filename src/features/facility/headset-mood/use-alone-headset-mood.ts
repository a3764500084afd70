import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { MoodMoment } from '@/lib/mood/record-mood';
import { useMoodAnswers, type MoodAnswerRules, type MoodAnswers } from '@/lib/mood/use-mood-answers';
import type { TuttiClient } from '@/lib/supabase/client';
import { viewingKey } from '../mood-entry/viewings';
import { aloneMomentOf, concertUnderWay } from './alone-moment';
import { readAloneCheck, writeAloneCheck, type AloneCheck } from './alone-check-store';
import type { AloneHeadsetPlayer } from './alone-headset-player';
import { loadViewings } from '../mood-entry/viewings-store';
import { saveHeadsetFace } from './viewing-saves';

export interface AloneHeadsetMood {
  /** The resident's code the check is set for (null: not set). */
  code: string | null;
  start(code: string): void;
  stop(): void;
  /** The moment to ask about now (null: nothing to ask). */
  asking: MoodMoment | null;
  answers: MoodAnswers;
}

/** The resident goes with the question: an answer sent again later is theirs, whoever the check is set for by then. */
interface Question {
  moment: MoodMoment;
  resident: string;
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
  const question = useMemo<Question | null>(() => (moment && code ? { moment, resident: code } : null), [moment, code]);

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
        if (!before || before.code !== asked.resident || before.asked.includes(asked.moment)) return before;
        const next = { ...before, asked: [...before.asked, asked.moment] };
        writeAloneCheck(facility, concert, next);
        return next;
      }),
    [facility, concert],
  );
  const rules = useMemo<MoodAnswerRules<Question>>(
    () => ({
      keyOf: (asked) => `${asked.resident}:${asked.moment}`,
      finish,
      save: async ({ resident, moment: asked }, face) => setSaved(await saveHeadsetFace({ client, facility, concert, resident, moment: asked, face })),
    }),
    [client, facility, concert, finish],
  );
  const answers = useMoodAnswers(question, rules);
  usePassedOver(player, moment === 'before' ? question : null, finish);
  useMenuOutOfTheWay(player, moment === 'after');

  return {
    code,
    // Set once the concert is under way, there is no 'before' to ask: the concert is not sent back to its beginning.
    start: (resident) => keep({ code: resident, asked: player && concertUnderWay(player.getSnapshot(), concert) ? ['before'] : [] }),
    stop: () => keep(null),
    asking: moment,
    answers,
  };
}

/**
 * A press on play while 'before' is asked ends the page's hold: the question goes, unanswered. Only this player's
 * hold ending counts: a player that goes (the page switching from the recording to the live stream) is no press.
 */
function usePassedOver(player: AloneHeadsetPlayer | null, before: Question | null, finish: (asked: Question) => void): void {
  const pageHold = useSyncExternalStore(player?.subscribe ?? NOTHING, () => player?.getSnapshot().pageHold ?? false);
  const held = useRef<AloneHeadsetPlayer | null>(null);
  useEffect(() => {
    if (!before || !player) return void (held.current = null);
    if (pageHold) held.current = player;
    else if (held.current === player) finish(before);
    else held.current = null;
  }, [player, before, pageHold, finish]);
}

/** In VR, the chooser the end of a concert opens would hide the question after it: the question comes first. */
function useMenuOutOfTheWay(player: AloneHeadsetPlayer | null, asking: boolean): void {
  const inVr = useSyncExternalStore(player?.subscribe ?? NOTHING, () => player?.getSnapshot().vr.active === true);
  useEffect(() => {
    if (asking && inVr) player?.gaze.close();
  }, [player, asking, inVr]);
}
