import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isSubmissionStatus, SUBMISSION_STATUSES, type SubmissionStatus } from './admin-tables';

/** Only the rows with one status (asked of the database, like the search), or all. */
export function StatusFilter({ status, onStatus }: { status: SubmissionStatus | null; onStatus: (status: SubmissionStatus | null) => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-base font-semibold text-slate-800 dark:text-slate-200">{t('submissionStatus.filter')}</label>
      <select
        id={id}
        value={status ?? ''}
        onChange={(event) => onStatus(isSubmissionStatus(event.target.value) ? event.target.value : null)}
        className="min-h-12 w-full rounded-xl border-2 border-slate-400 bg-white px-4 text-lg text-slate-900 sm:w-auto dark:border-slate-500 dark:bg-slate-900 dark:text-white"
      >
        <option value="">{t('submissionStatus.all')}</option>
        {SUBMISSION_STATUSES.map((value) => (
          <option key={value} value={value}>{t(`submissionStatus.${value}`)}</option>
        ))}
      </select>
    </div>
  );
}
