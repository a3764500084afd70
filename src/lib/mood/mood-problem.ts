import { MoodRefused, type MoodRefusal } from './record-mood';

type ProblemKey = 'problem.failed' | 'problem.sessionOver' | 'problem.answeredByAnother' | 'problem.off';

/** The refusals staff can act on; any other (or a lost connection) is 'try again'. */
const SAID: Partial<Record<MoodRefusal, ProblemKey>> = {
  session_over: 'problem.sessionOver',
  answered_by_another: 'problem.answeredByAnother',
  mood_check_off: 'problem.off',
};

/** The `mood` namespace's key for why a rating was not saved. */
export const moodProblemKey = (error: unknown): ProblemKey => (error instanceof MoodRefused ? (SAID[error.reason] ?? 'problem.failed') : 'problem.failed');
