import { useTranslation } from 'react-i18next';
import { MOOD_STEPS, OBSERVED_EMOTIONS, type MoodStep } from '@/lib/mood/record-mood';
import type { ObservationDraft } from '@/lib/mood/observation-draft';
import { LargeChoices } from '@/ui/large-choices';
import { MoodFace } from '@/ui/mood-face';
import { ANSWER_KINDS, type AnswerKind } from './entry-rules';

/** The ids the form sends the focus to when a group is still unanswered. */
export const FACE_ID = 'mood-entry-face';
export const emotionId = (emotion: string) => `mood-entry-${emotion}`;

interface AnswerFieldsProps {
  kind: AnswerKind;
  onKind: (kind: AnswerKind) => void;
  face: MoodStep | undefined;
  onFace: (face: MoodStep) => void;
  draft: ObservationDraft;
  onDraft: (draft: ObservationDraft) => void;
}

/** The answer: the face the resident chose, or the four emotions staff observed, each with one tap. */
export function AnswerFields({ kind, onKind, face, onFace, draft, onDraft }: AnswerFieldsProps) {
  const { t } = useTranslation('mood');
  const faces = MOOD_STEPS.map((step) => ({ value: step, label: t(`faces.${step}`), mark: <MoodFace step={step} className="inline-block size-10 align-middle" /> }));
  const steps = MOOD_STEPS.map((step) => ({ value: step, mark: String(step), label: t(`scale.${step}`) }));
  return (
    <>
      <LargeChoices<AnswerKind>
        id="mood-entry-kind"
        legend={t('entry.kind')}
        name="mood-entry-kind"
        choices={ANSWER_KINDS.map((value) => ({ value, label: t(`entry.kinds.${value}`) }))}
        value={kind}
        onChange={onKind}
        columns="sm:grid-cols-2"
      />
      {kind === 'face' ? (
        <LargeChoices<MoodStep> id={FACE_ID} legend={t('entry.face')} name={FACE_ID} choices={faces} value={face} onChange={onFace} columns="sm:grid-cols-3 lg:grid-cols-5" />
      ) : (
        <div className="space-y-5">
          <p className="text-base text-slate-700 dark:text-slate-300">{t('entry.observedHint')}</p>
          {OBSERVED_EMOTIONS.map((emotion) => (
            <LargeChoices<MoodStep>
              key={emotion}
              id={emotionId(emotion)}
              legend={t(`emotions.${emotion}`)}
              name={emotionId(emotion)}
              choices={steps}
              value={draft[emotion]}
              onChange={(step) => onDraft({ ...draft, [emotion]: step })}
              columns="sm:grid-cols-5"
            />
          ))}
        </div>
      )}
    </>
  );
}
