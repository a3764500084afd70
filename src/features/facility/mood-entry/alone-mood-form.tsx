import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/lib/forms/fields';
import { SubmitButton } from '@/lib/forms/form-parts';
import { moodProblemKey } from '@/lib/mood/mood-problem';
import { MOOD_MOMENTS, type MoodMoment } from '@/lib/mood/record-mood';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { LargeChoices } from '@/ui/large-choices';
import { dayOnFacilityClock } from '../page/concert-time';
import type { ReservedConcert } from '../page/facility-concerts';
import { AnswerFields, emotionId, FACE_ID } from './answer-fields';
import type { EntryProblems } from './entry-rules';
import { ResidentCodeField } from './resident-code-field';
import { useAloneEntry } from './use-alone-entry';

const CONCERT_ID = 'mood-entry-concert';
const CODE_ID = 'mood-entry-code';

interface AloneMoodFormProps {
  client: TuttiClient;
  facility: { id: string; timeZone: string };
  concerts: readonly ReservedConcert[];
}

/** Where the first thing still to do is, and whether its words come with the focus (a field's error does). */
function firstProblem(problems: EntryProblems): { id: string; said: boolean } | null {
  if (problems.concert) return { id: CONCERT_ID, said: true };
  if (problems.resident) return { id: CODE_ID, said: true };
  if (problems.face) return { id: FACE_ID, said: false };
  const emotion = problems.observed?.[0];
  return emotion ? { id: emotionId(emotion), said: false } : null;
}

/** One answer of one resident, before or after a concert the resident watched alone on a headset. */
export function AloneMoodForm({ client, facility, concerts }: AloneMoodFormProps) {
  const { t, i18n } = useTranslation('mood');
  const entry = useAloneEntry(client, facility.id);
  const { values, problems } = entry;
  const answerWords = (found: EntryProblems) =>
    found.face
      ? t('entry.faceMissing')
      : found.observed
        ? t('entry.observedMissing', { emotions: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(found.observed.map((emotion) => t(`emotions.${emotion}`))) })
        : null;
  const answerProblem = answerWords(problems);
  const options = [...concerts]
    .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt))
    .map((concert) => ({ value: concert.concertId, label: t('entry.concertOption', { title: concert.title, day: dayOnFacilityClock(concert.startsAt, facility.timeZone, i18n.language) }) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = entry.submit();
    const first = found && firstProblem(found);
    if (!found || !first) return;
    const target = document.getElementById(first.id);
    (target?.matches('input, select') ? target : target?.querySelector('input'))?.focus();
    // A field's error is read with it as the focus lands; a group of choices has no such link, so it is said.
    const words = first.said ? null : answerWords(found);
    if (words) announce(words, { politeness: 'assertive' });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="mood-entry-heading" className="space-y-6">
      <SelectField
        id={CONCERT_ID}
        name="concert"
        label={t('entry.concert')}
        required
        value={values.concert}
        onValueChange={entry.setConcert}
        options={options}
        errorText={problems.concert ? t('entry.concertMissing') : undefined}
      />
      <ResidentCodeField id={CODE_ID} value={values.resident} onValueChange={entry.setResident} problem={problems.resident} />
      <LargeChoices<MoodMoment>
        id="mood-entry-moment"
        legend={t('entry.moment')}
        name="mood-entry-moment"
        choices={MOOD_MOMENTS.map((value) => ({ value, label: t(`moment.${value}`) }))}
        value={values.moment}
        onChange={entry.setMoment}
        columns="sm:grid-cols-2"
      />
      <AnswerFields kind={values.kind} onKind={entry.setKind} face={values.face} onFace={entry.setFace} draft={values.draft} onDraft={entry.setDraft} />
      {answerProblem && <p className="text-lg font-semibold text-red-800 dark:text-red-300">{answerProblem}</p>}
      {/* Seen here, heard through the site's one live region (announce, in useAloneEntry). */}
      {entry.error !== null && <p className="text-lg font-semibold text-red-800 dark:text-red-300">{t(moodProblemKey(entry.error))}</p>}
      {entry.saved && (
        <div className="rounded-xl border-2 border-emerald-700 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-400 dark:bg-slate-800 dark:text-emerald-100">
          <p className="text-lg font-semibold">{t('entry.saved', { resident: entry.saved.resident, moment: t(`moment.${entry.saved.moment}`) })}</p>
          {entry.saved.moment === 'before' && <p className="mt-1 text-base">{t('entry.nextAfter')}</p>}
        </div>
      )}
      <SubmitButton submitting={entry.pending} busyLabel={t('entry.saving')}>
        {t('entry.save')}
      </SubmitButton>
    </form>
  );
}
