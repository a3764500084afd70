import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { moodQuestionContent, type MoodQuestionActions, type MoodQuestionContent } from '@/lib/mood/mood-question';
import { MOOD_STEPS, type MoodMoment, type MoodStep } from '@/lib/mood/record-mood';
import type { MoodAnswers } from '@/lib/mood/use-mood-answers';
import { useSpokenQuestion } from '@/lib/mood/use-spoken-question';
import { announce } from './announcer';
import { Button } from './button';
import { MoodFace } from './mood-face';

/** The headset's player as the check needs it (the engine's controller, by shape): its VR state and its MoodPanel. */
export interface MoodCheckHost {
  subscribe(listener: () => void): () => void;
  getSnapshot(): { vr: { active: boolean } };
  readonly mood: { show(content: MoodQuestionContent, actions: MoodQuestionActions): void; hide(): void };
}

interface MoodCheckProps {
  /** The moment to ask about now (null: nothing to ask). */
  asking: MoodMoment | null;
  answers: MoodAnswers;
  /** The player, once it exists: in VR the check is its MoodPanel, with the question spoken. */
  host: MoodCheckHost | null;
  /** The question's heading level on the screen: 2 by default, 3 inside a card that has its own heading. */
  headingLevel?: 2 | 3;
}

const noSubscription = () => () => undefined;

/**
 * A resident's mood check in a headset (issue 26), in a group session or watched alone: in VR five faces chosen by
 * a look, with the question spoken in the page's language; on the screen the same faces as large buttons. Skip is
 * always there; the thanks is announced and takes the focus (the pressed button goes).
 */
export function MoodCheck({ asking, answers, host, headingLevel = 2 }: MoodCheckProps) {
  const { t, i18n } = useTranslation('mood');
  const { thanked, answer, skip } = answers;
  const thanks = useRef<HTMLParagraphElement>(null);
  const moment = asking ?? thanked;
  const choose = (step: MoodStep | null) => {
    if (step === null) skip();
    else answer(step);
    thanks.current?.focus();
  };
  const content = useMemo(() => (moment ? moodQuestionContent(t, moment, thanked === moment) : null), [t, moment, thanked]);
  const inVr = useSyncExternalStore(host?.subscribe ?? noSubscription, () => host?.getSnapshot().vr.active === true);

  useEffect(() => {
    if (!host) return;
    if (content) host.mood.show(content, { answer, skip });
    else host.mood.hide();
  }, [host, content, answer, skip]);
  useEffect(() => () => host?.mood.hide(), [host]);
  useSpokenQuestion(inVr && asking ? (content?.question ?? null) : null, i18n.language);
  // The question after the concert comes by itself when it ends, with nothing pressed: on a screen it is said.
  useEffect(() => {
    if (asking === 'after' && !inVr) announce(t('prompt.after'));
  }, [asking, inVr, t]);

  return (
    <>
      {asking && <MoodFaces moment={asking} choose={choose} headingLevel={headingLevel} />}
      {/* Always there, so the thanks is announced; the pressed button goes, so the focus comes here. */}
      <p ref={thanks} tabIndex={-1} role="status" className="text-xl font-semibold">
        {thanked ? t('thanks') : ''}
      </p>
      <MoodProblemNotice answers={answers} />
    </>
  );
}

/** The question on the screen: five faces as large buttons, and Skip. */
function MoodFaces({ moment, choose, headingLevel }: { moment: MoodMoment; choose: (step: MoodStep | null) => void; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('mood');
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section aria-labelledby="mood-check-heading" className="space-y-4 rounded-xl border border-slate-300 bg-white p-5 dark:border-slate-600 dark:bg-slate-900" data-mood-check={moment}>
      <Heading id="mood-check-heading" className="text-2xl font-bold">
        {t(`prompt.${moment}`)}
      </Heading>
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
  );
}

const PROBLEM_TEXT = { failed: 'problem.failed', sessionOver: 'problem.sessionOver', refused: 'problem.refused' } as const;

/** A save that failed: said on the screen (staff see it), with the answer kept to send again. */
function MoodProblemNotice({ answers }: { answers: MoodAnswers }) {
  const { t } = useTranslation('mood');
  if (!answers.problem) return null;
  return (
    <div role="alert" className="space-y-3 rounded-xl border-2 border-amber-500 bg-amber-50 p-4 text-amber-950 dark:bg-slate-800 dark:text-amber-100">
      <p className="text-lg">{t(PROBLEM_TEXT[answers.problem])}</p>
      {answers.problem === 'failed' && (
        <Button variant="secondary" onClick={answers.retry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}
