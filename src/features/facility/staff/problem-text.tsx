import { useTranslation } from 'react-i18next';
import type { FacilityProblem } from './facility-error';

/** A refusal in words, read out at once (role alert), beside what the person tried. */
export function ProblemText({ problem, id }: { problem: FacilityProblem | null; id?: string }) {
  const { t } = useTranslation('facility');
  if (problem === null) return null;
  return (
    <p id={id} role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 p-3 text-base font-semibold text-red-800 dark:border-red-400 dark:bg-slate-800 dark:text-red-200">
      {t(`staff.problems.${problem}`)}
    </p>
  );
}
