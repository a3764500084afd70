import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { Button } from '@/ui/button';
import { ProgressBar } from '@/ui/progress-bar';
import type { AdminTable, SubmissionStatus } from './admin-tables';
import { SEARCH_MAX_LENGTH } from './search-filter';
import { useCountFormat } from './use-count-format';
import { useCsvExport, type CsvExportState } from './use-csv-export';

interface TableToolsProps {
  client: TuttiClient;
  table: AdminTable;
  /** What is typed in the search box. */
  search: string;
  onSearch: (search: string) => void;
  /** The search the rows on screen were found with (the typed one, once typing pauses): the export uses it. */
  appliedSearch: string;
  /** The status filter of the rows on screen: the export uses it too. */
  status: SubmissionStatus | null;
  /** Rows matching the applied search in the whole table: the export holds all of them, not only the loaded ones. */
  total: number;
  countId: string;
}

const fieldClasses =
  'min-h-12 w-full rounded-xl border-2 border-slate-400 bg-white px-4 text-lg text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-white';

/** The search box (run by the database, over every row) and the CSV export of everything it finds. */
export function TableTools({ client, table, search, onSearch, appliedSearch, status, total, countId }: TableToolsProps) {
  const { t } = useTranslation('admin');
  const searchId = `${countId}-search`;
  const hintId = `${countId}-hint`;
  return (
    <div className="flex flex-wrap items-end gap-4">
      <form role="search" aria-label={t(`tables.${table}.search`)} onSubmit={(event) => event.preventDefault()} className="min-w-64 flex-1 space-y-1">
        <label htmlFor={searchId} className="block text-base font-semibold text-slate-800 dark:text-slate-200">
          {t(`tables.${table}.search`)}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={`${hintId} ${countId}`}
          className={fieldClasses}
        />
        <p id={hintId} className="text-base text-slate-700 dark:text-slate-300">
          {t('searchHint')}
        </p>
      </form>
      <CsvExport client={client} table={table} search={appliedSearch} status={status} total={total} />
    </div>
  );
}

function CsvExport({ client, table, search, status, total }: { client: TuttiClient; table: AdminTable; search: string; status: SubmissionStatus | null; total: number }) {
  const { t } = useTranslation('admin');
  const format = useCountFormat();
  const csv = useCsvExport(client, table, search, status);
  const running = csv.state.phase === 'running';
  // One button whose job changes while the file is prepared, so the keyboard focus stays on it.
  return (
    <div className="w-full space-y-2 sm:w-auto">
      <Button variant="secondary" className="w-full sm:w-auto" disabled={!running && total === 0} onClick={running ? csv.stop : () => void csv.start()}>
        {running ? t('export.stop') : t('export.button', { count: total, total: format(total) })}
      </Button>
      <ExportStatus state={csv.state} />
    </div>
  );
}

/** Progress while the pages are fetched (rows so far of the total), or why the export failed. */
function ExportStatus({ state }: { state: CsvExportState }) {
  const { t } = useTranslation('admin');
  const format = useCountFormat();
  if (state.phase === 'failed') {
    return (
      <p className="max-w-sm text-base font-semibold text-red-800 dark:text-red-300">
        {t('export.failed')} {t(`errors.${state.reason}`)}
      </p>
    );
  }
  if (state.phase !== 'running') return null;
  const { loaded, total } = state;
  return (
    <div className="space-y-1">
      {/* Indeterminate until the first page has told how many rows there are. */}
      <ProgressBar label={t('export.progressLabel')} value={total === null ? undefined : loaded} max={Math.max(total ?? 0, 1)} />
      <p className="text-base text-slate-800 dark:text-slate-200">
        {total === null ? t('export.progressLabel') : t('export.progress', { loaded: format(loaded), total: format(total) })}
      </p>
    </div>
  );
}
