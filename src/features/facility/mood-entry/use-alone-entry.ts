import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moodProblemKey } from '@/lib/mood/mood-problem';
import type { MoodMoment, MoodStep } from '@/lib/mood/record-mood';
import type { ObservationDraft } from '@/lib/mood/observation-draft';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { facilityMoodKey } from '../mood/facility-mood-report';
import { checkEntry, type AnswerKind, type EntryProblems, type EntryValues, type ValidEntry } from './entry-rules';
import { readResidentCode } from './resident-code';
import { saveAloneMood } from './save-alone-mood';
import { momentFor, viewingKey, withSaved, type Viewings } from './viewings';
import { changeViewings, keepViewing, loadViewings, watchViewings } from './viewings-store';

/** The last answer saved, named by its resident and moment. */
export interface SavedAnswer {
  resident: string;
  moment: MoodMoment;
}

export interface AloneEntry {
  values: EntryValues;
  setConcert: (concert: string) => void;
  setResident: (resident: string) => void;
  setMoment: (moment: MoodMoment) => void;
  setKind: (kind: AnswerKind) => void;
  setFace: (face: MoodStep) => void;
  setDraft: (draft: ObservationDraft) => void;
  /** What is still wrong, once a save was tried; follows the taps from then on. */
  problems: EntryProblems;
  /** Saves, or returns what is still wrong (the form moves the focus there). */
  submit: () => EntryProblems | null;
  pending: boolean;
  /** Why the last save failed, as a `mood:problem.*` error. */
  error: unknown;
  saved: SavedAnswer | null;
}

/**
 * The form's state and its save. The concert and the code stay after a save (the next answer is most often the
 * same resident's after the concert); the face and the observation are cleared; a failure keeps everything.
 */
export function useAloneEntry(client: TuttiClient, facility: string): AloneEntry {
  const { t } = useTranslation('mood');
  const queries = useQueryClient();
  const [concert, setConcert] = useState('');
  const [resident, setResident] = useState('');
  const [kind, setKind] = useState<AnswerKind>('face');
  const [face, setFace] = useState<MoodStep | undefined>(undefined);
  const [draft, setDraft] = useState<ObservationDraft>({});
  // What this tab shows; every change goes through the store (viewings-store.ts), read afresh there.
  const [viewings, setViewings] = useState<Viewings>(() => loadViewings(facility));
  useEffect(() => watchViewings(facility, setViewings), [facility]);
  // A moment staff chose holds for the pairing they chose it for; another pairing starts where it stands.
  const [chosen, setChosen] = useState<{ key: string; moment: MoodMoment } | null>(null);
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<SavedAnswer | null>(null);

  const code = readResidentCode(resident);
  const key = viewingKey(concert, 'code' in code ? code.code : '');
  const moment = chosen?.key === key ? chosen.moment : momentFor(viewings, key);
  const values: EntryValues = { concert, resident, moment, kind, face, draft };
  const checked = checkEntry(values);

  const save = useMutation({
    mutationFn: (mood: { viewing: string; entry: ValidEntry }) => saveAloneMood(client, { facility, ...mood }),
    onSuccess: (_, { entry }) => {
      setViewings(changeViewings(facility, (known) => withSaved(known, viewingKey(entry.concert, entry.resident), entry.moment)));
      setChosen(null);
      setFace(undefined);
      setDraft({});
      setTried(false);
      setSaved({ resident: entry.resident, moment: entry.moment });
      const said = t('entry.saved', { resident: entry.resident, moment: t(`moment.${entry.moment}`) });
      announce(entry.moment === 'before' ? `${said} ${t('entry.nextAfter')}` : said);
      void queries.invalidateQueries({ queryKey: facilityMoodKey(facility) });
    },
    onError: (error) => announce(t(moodProblemKey(error)), { politeness: 'assertive' }),
  });

  const submit = (): EntryProblems | null => {
    if (save.isPending) return null;
    setSaved(null);
    if ('problems' in checked) {
      setTried(true);
      return checked.problems;
    }
    const { entry } = checked;
    // The id is kept before the answer is sent: a retry after a lost reply must not start a second viewing.
    const { id, viewings: known } = keepViewing(facility, viewingKey(entry.concert, entry.resident));
    setViewings(known);
    save.mutate({ viewing: id, entry });
    return null;
  };

  return {
    values,
    setConcert,
    setResident,
    setMoment: (next) => setChosen({ key, moment: next }),
    setKind,
    setFace,
    setDraft,
    problems: tried && 'problems' in checked ? checked.problems : {},
    submit,
    pending: save.isPending,
    error: save.error,
    saved,
  };
}
