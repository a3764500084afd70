import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthProblem } from '@/lib/auth/auth-errors';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type CredentialProblem } from './credentials';

/** Translated texts of problems: the auth service's (by key) and the forms' own checks. */
export function useProblemText() {
  const { t } = useTranslation('auth');
  return {
    service: (problem: AuthProblem) => t(`errors.${problem.key}`),
    credential: (problem: CredentialProblem) => t(`validation.${problem}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }),
  };
}

/** A problem the auth service reported, with the rules a weak password broke when it gives them. */
export function ProblemText({ problem }: { problem: AuthProblem }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <p>{t(`errors.${problem.key}`)}</p>
      {problem.reasons && problem.reasons.length > 0 && (
        <ul className="mt-1 list-disc space-y-1 pl-6 font-normal">
          {problem.reasons.map((reason) => (
            <li key={reason}>{t(`weakPasswordReasons.${reason}`, { min: PASSWORD_MIN_LENGTH })}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A problem with the whole form, shown above its button (the form announces it as it appears). */
export function ProblemMessage({ problem, children }: { problem: AuthProblem; children?: ReactNode }) {
  return (
    <div className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-lg font-semibold text-red-950 dark:border-red-400 dark:bg-slate-800 dark:text-red-100">
      <ProblemText problem={problem} />
      {children}
    </div>
  );
}
