import type { MoodMoment, MoodStep, Observation, ObservedEmotion } from '@/lib/mood/record-mood';
import { completeObservation, missingEmotions, type ObservationDraft } from '@/lib/mood/observation-draft';
import { readResidentCode, type CodeProblem } from './resident-code';

/** Who answers: the resident with a face, or staff with what they observed. */
export const ANSWER_KINDS = ['face', 'observed'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/** What the form holds; both answers are kept while staff switch between them, only the chosen one is sent. */
export interface EntryValues {
  concert: string;
  resident: string;
  moment: MoodMoment;
  kind: AnswerKind;
  face: MoodStep | undefined;
  draft: ObservationDraft;
}

export type EntryAnswer = { face: MoodStep } | { observed: Observation };

export interface ValidEntry {
  concert: string;
  /** In the database's form ('R-17'). */
  resident: string;
  moment: MoodMoment;
  answer: EntryAnswer;
}

export interface EntryProblems {
  concert?: 'missing';
  resident?: CodeProblem;
  face?: 'missing';
  /** The emotions still unrated, in the form's order. */
  observed?: ObservedEmotion[];
}

function answerOf({ kind, face, draft }: EntryValues): EntryAnswer | null {
  if (kind === 'face') return face ? { face } : null;
  const observed = completeObservation(draft);
  return observed ? { observed } : null;
}

/** The entry to save, or every reason it cannot be saved yet (all at once, so staff fix them in one go). */
export function checkEntry(values: EntryValues): { entry: ValidEntry } | { problems: EntryProblems } {
  const code = readResidentCode(values.resident);
  const answer = answerOf(values);
  if (values.concert !== '' && 'code' in code && answer) return { entry: { concert: values.concert, resident: code.code, moment: values.moment, answer } };
  const unanswered: EntryProblems = values.kind === 'face' ? { face: 'missing' } : { observed: missingEmotions(values.draft) };
  return {
    problems: {
      ...(values.concert === '' ? { concert: 'missing' } : {}),
      ...('problem' in code ? { resident: code.problem } : {}),
      ...(answer ? {} : unanswered),
    },
  };
}
