import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { cellOf, isSubmissionStatus, SUBMISSION_STATUSES, type AdminRow, type SubmissionStatus } from './admin-tables';
import { formatCell } from './format-cell';

interface StatusSelectProps {
  row: AdminRow;
  /** Saves the change (the panel's one mutation, so a thousand rows do not each hold one). */
  onChange: (row: AdminRow, from: SubmissionStatus, to: SubmissionStatus) => void;
}

/**
 * A row's status as a select named after the row ("Status of Ada Lovelace (20 Nov 2026, 09:30)"), saved as
 * soon as it changes. Memoised: loading 50 more rows redraws only the new ones.
 */
export const StatusSelect = memo(function StatusSelect({ row, onChange }: StatusSelectProps) {
  const { t } = useTranslation('admin');
  const language = useDisplayLanguage();
  const raw = cellOf(row, 'status');
  const current = typeof raw === 'string' && isSubmissionStatus(raw) ? raw : 'new';
  const when = formatCell(cellOf(row, 'created_at'), 'datetime', language);
  return (
    <select
      aria-label={t('submissionStatus.label', { name: String(cellOf(row, 'name') ?? ''), when })}
      value={current}
      onChange={(event) => isSubmissionStatus(event.target.value) && event.target.value !== current && onChange(row, current, event.target.value)}
      className="min-h-12 rounded-xl border-2 border-slate-500 bg-white px-3 text-base text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 dark:border-slate-400 dark:bg-slate-900 dark:text-white"
    >
      {SUBMISSION_STATUSES.map((status) => (
        <option key={status} value={status}>{t(`submissionStatus.${status}`)}</option>
      ))}
    </select>
  );
});
