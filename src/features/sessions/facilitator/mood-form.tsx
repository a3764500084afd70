import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { MOOD_STEPS, OBSERVED_EMOTIONS, type MoodStep, type Observation } from '@/lib/mood/record-mood';
import { MOOD_MOMENTS, type MoodMoment } from '../session-messages';
import { LargeChoices } from '@/ui/large-choices';
import { completeObservation, missingEmotions, type ObservationDraft } from '@/lib/mood/observation-draft';

export interface MoodFormProps {
  id: string;
  ref?: Ref<HTMLFormElement>;
  /** The headset's name on the list ('Headset 3'). */
  name: string;
  moment: MoodMoment;
  onMoment: (moment: MoodMoment) => void;
  draft: ObservationDraft;
  onDraft: (draft: ObservationDraft) => void;
  pending: boolean;
  /** Why the last save failed, already translated. */
  problem: string | null;
  onSave: (observed: Observation) => void;
  onClose: () => void;
}

/** Lawton's four observed emotions, each 1 (not at all) to 5 (all the time), for one moment; saved all together. */
export function MoodForm({ id, ref, name, moment, onMoment, draft, onDraft, pending, problem, onSave, onClose }: MoodFormProps) {
  const { t, i18n } = useTranslation('sessions');
  const { t: tm } = useTranslation('mood');
  // The missing ones are named only after a press of Save: before, every group is simply still to do.
  const [tried, setTried] = useState(false);
  const missing = missingEmotions(draft);
  const incomplete =
    tried && missing.length > 0
      ? t('lead.mood.missing', { emotions: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(missing.map((emotion) => tm(`emotions.${emotion}`))) })
      : null;
  const message = incomplete ?? problem;
  const steps = MOOD_STEPS.map((step) => ({ value: step, mark: String(step), label: tm(`scale.${step}`) }));
  return (
    <form
      id={id}
      ref={ref}
      noValidate
      aria-labelledby={`${id}-heading`}
      aria-describedby={message ? `${id}-problem` : `${id}-hint`}
      className="basis-full space-y-5 rounded-xl border-2 border-slate-300 bg-slate-50 p-4 dark:border-slate-600 dark:bg-slate-800"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        const observed = completeObservation(draft);
        if (observed) return onSave(observed);
        setTried(true);
        document.getElementById(`${id}-${missing[0] ?? ''}`)?.querySelector('input')?.focus();
      }}
    >
      <div className="space-y-1">
        <h3 id={`${id}-heading`} className="text-xl font-bold">
          {t('lead.mood.heading', { name })}
        </h3>
        <p id={`${id}-hint`} className="text-base text-slate-700 dark:text-slate-300">
          {t('lead.mood.hint')}
        </p>
      </div>
      <LargeChoices
        legend={t('lead.mood.when')}
        name={`${id}-moment`}
        choices={MOOD_MOMENTS.map((value) => ({ value, label: tm(`moment.${value}`) }))}
        value={moment}
        onChange={onMoment}
        columns="sm:grid-cols-2"
      />
      {OBSERVED_EMOTIONS.map((emotion) => (
        <LargeChoices<MoodStep>
          key={emotion}
          id={`${id}-${emotion}`}
          legend={tm(`emotions.${emotion}`)}
          name={`${id}-${emotion}`}
          choices={steps}
          value={draft[emotion]}
          onChange={(step) => onDraft({ ...draft, [emotion]: step })}
          columns="sm:grid-cols-5"
        />
      ))}
      {message && (
        <p id={`${id}-problem`} role="alert" className="text-lg font-semibold text-red-800 dark:text-red-300">
          {message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {/* Not disabled while saving: a disabled button would drop the focus of the person who pressed it. */}
        <Button type="submit" aria-disabled={pending || undefined}>
          {pending ? t('lead.mood.saving') : t('lead.mood.save')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('lead.mood.close')}
        </Button>
      </div>
    </form>
  );
}
