import { useTranslation } from 'react-i18next';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import { cellOf, ADMIN_COLUMNS, type AdminRow, type AdminTable } from './admin-tables';
import { toCsv } from './csv';
import { downloadText } from './download-file';

interface TableToolsProps {
  table: AdminTable;
  search: string;
  onSearch: (search: string) => void;
  /** The rows on screen: the export holds exactly these. */
  rows: readonly AdminRow[];
  countId: string;
}

/** The search box and the CSV export of what the search leaves on screen. */
export function TableTools({ table, search, onSearch, rows, countId }: TableToolsProps) {
  const { t } = useTranslation('admin');
  const searchId = `${countId}-search`;
  const exportCsv = () => {
    const columns = ADMIN_COLUMNS[table];
    const csv = toCsv(
      columns.map((column) => t(`columns.${column}`)),
      rows.map((row) => columns.map((column) => cellOf(row, column))),
    );
    downloadText(`${table}-${new Date().toISOString().slice(0, 10)}.csv`, csv, 'text/csv;charset=utf-8');
    announce(t('export.started', { count: rows.length }));
  };
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
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={countId}
          className="min-h-12 w-full rounded-xl border-2 border-slate-400 bg-white px-4 text-lg text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-white"
        />
      </form>
      <Button variant="secondary" disabled={rows.length === 0} onClick={exportCsv}>
        {t('export.button', { count: rows.length })}
      </Button>
    </div>
  );
}
