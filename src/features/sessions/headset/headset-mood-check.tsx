import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { MoodCheckContent } from '@xr/core/gaze/mood-panel';
import type { TuttiClient } from '@/lib/supabase/client';
import { Button } from '@/ui/button';
import { MoodFace } from '@/ui/mood-face';
import { MOOD_STEPS, type MoodStep } from '@/lib/mood/record-mood';
import type { MoodMoment, RoomState } from '../session-messages';
import type { SessionPlayer } from '../session-player';
import type { HeadsetPlaying } from './mood-moment';
import { useHeadsetMood, type HeadsetMood } from './use-headset-mood';

interface HeadsetMoodCheckProps {
  client: TuttiClient;
  sessionId: string;
  device: string;
  room: RoomState | null;
  playing: HeadsetPlaying;
  player: SessionPlayer | null;
}

function contentOf(t: TFunction<'mood'>, moment: MoodMoment, thanked: boolean): MoodCheckContent {
  return {
    question: t(`prompt.${moment}`),
    hint: t('hint'),
    faces: [t('faces.1'), t('faces.2'), t('faces.3'), t('faces.4'), t('faces.5')],
    skip: t('skip'),
    ...(thanked ? { thanks: t('thanks') } : {}),
  };
}

/**
 * Before and after the room's concert, the headset asks its resident how they feel (issue 26): in VR five faces
 * chosen by a look, with the question spoken in the page's language; on the screen the same faces as buttons.
 * Skip is always there, and the concert never waits for an answer.
 */
export function HeadsetMoodCheck({ client, sessionId, device, room, playing, player }: HeadsetMoodCheckProps) {
  const { t, i18n } = useTranslation('mood');
  const mood = useHeadsetMood(client, sessionId, device, room, playing);
  const { ask, thanked, answer, skip } = mood;
  const thanks = useRef<HTMLParagraphElement>(null);
  const moment = ask?.moment ?? thanked;
  const choose = (step: MoodStep | null) => {
    if (step === null) skip();
    else answer(step);
    thanks.current?.focus();
  };
  const content = useMemo(() => (moment ? contentOf(t, moment, thanked === moment) : null), [t, moment, thanked]);
  const inVr = useSyncExternalStore(player?.subscribe ?? noSubscription, () => player?.getSnapshot().vr.active === true);

  useEffect(() => {
    if (!player) return;
    if (content) player.mood.show(content, { answer, skip });
    else player.mood.hide();
  }, [player, content, answer, skip]);
  useEffect(() => () => player?.mood.hide(), [player]);
  useSpokenQuestion(inVr && ask ? content?.question ?? null : null, i18n.language);

  return (
    <>
      {ask && (
        <section aria-labelledby="mood-check-heading" className="space-y-4 rounded-xl border border-slate-300 bg-white p-5 dark:border-slate-600 dark:bg-slate-900" data-mood-check={ask.moment}>
          <h2 id="mood-check-heading" className="text-2xl font-bold">
            {t(`prompt.${ask.moment}`)}
          </h2>
          <p className="text-lg">{t('hintScreen')}</p>
          {/* As many faces to a row as fit, each at least 7.5rem wide, one to a row on the narrowest screens. */}
          <ul className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,7.5rem),1fr))] gap-3">
            {MOOD_STEPS.map((step) => (
              <li key={step} className="flex">
                <Button variant="secondary" className="min-h-24 w-full flex-col text-lg" onClick={() => choose(step)}>
                  <MoodFace step={step} className="size-12" />
                  {t(`faces.${step}`)}
                </Button>
              </li>
            ))}
          </ul>
          <Button variant="ghost" className="text-lg underline" onClick={() => choose(null)}>
            {t('skip')}
          </Button>
        </section>
      )}
      {/* Always there, so the thanks is announced; the pressed button goes, so the focus comes here. */}
      <p ref={thanks} tabIndex={-1} role="status" className="text-xl font-semibold">
        {thanked ? t('thanks') : ''}
      </p>
      <MoodProblemNotice mood={mood} />
    </>
  );
}

const noSubscription = () => () => undefined;

const PROBLEM_TEXT = { failed: 'problem.failed', sessionOver: 'problem.sessionOver', refused: 'problem.refused' } as const;

/** A save that failed: said on the screen (staff see it), with the answer kept to send again. */
function MoodProblemNotice({ mood }: { mood: HeadsetMood }) {
  const { t } = useTranslation('mood');
  if (!mood.problem) return null;
  return (
    <div role="alert" className="space-y-3 rounded-xl border-2 border-amber-500 bg-amber-50 p-4 text-amber-950 dark:bg-slate-800 dark:text-amber-100">
      <p className="text-lg">{t(PROBLEM_TEXT[mood.problem])}</p>
      {mood.problem === 'failed' && (
        <Button variant="secondary" onClick={mood.retry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}

/**
 * Says the question once each time a new one shows in the headset, with the browser's speech synthesis where it
 * has it, and stops talking when the question goes (answered, or the concert starts).
 */
function useSpokenQuestion(question: string | null, language: string): void {
  const said = useRef<string | null>(null);
  useEffect(() => {
    if (!question || typeof speechSynthesis === 'undefined') return;
    if (said.current !== question) {
      said.current = question;
      const utterance = new SpeechSynthesisUtterance(question);
      utterance.lang = language;
      // Calm and clear: a little slower than the default.
      utterance.rate = 0.9;
      speechSynthesis.cancel();
      speechSynthesis.speak(utterance);
    }
    return () => speechSynthesis.cancel();
  }, [question, language]);
}
