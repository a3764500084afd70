import { memo, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { cn } from '@/ui/cn';
import { cellOf, columnKind, type AdminColumn, type AdminRow } from './admin-tables';
import { formatCell } from './format-cell';

interface DataTableProps {
  caption: string;
  columns: readonly AdminColumn[];
  rows: readonly AdminRow[];
  /** While newer results replace these (a search) or more are fetched: tells assistive technology to wait. */
  busy?: boolean;
  /** A cell drawn as a control (the status select) instead of text; undefined keeps the text. */
  renderCell?: (row: AdminRow, column: AdminColumn) => ReactNode | undefined;
}

const cellClasses = 'border-b border-slate-200 px-3 py-2 text-left align-top dark:border-slate-700';

/**
 * The rows as a real table: a caption, column headers with scope, and the moment of arrival as each row's
 * header. Wide tables scroll sideways inside a focusable region, so a keyboard can scroll them too.
 */
export function DataTable({ caption, columns, rows, busy = false, renderCell }: DataTableProps) {
  const { t } = useTranslation('admin');
  const language = useDisplayLanguage();
  const captionId = useId();
  return (
    <div role="region" aria-labelledby={captionId} aria-busy={busy} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-3 dark:border-slate-700">
      <table className="w-full border-collapse text-base">
        <caption id={captionId} className="px-3 py-2 text-left text-lg font-semibold text-slate-900 dark:text-white">
          {caption}
        </caption>
        <thead className="bg-slate-100 dark:bg-slate-800">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cn(cellClasses, 'whitespace-nowrap')}>
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <DataRow key={row.id} row={row} columns={columns} language={language} renderCell={renderCell} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DataRowProps {
  row: AdminRow;
  columns: readonly AdminColumn[];
  language: string;
  renderCell: DataTableProps['renderCell'];
}

/** One row; memoised, so "load 50 more" draws the 50 new rows and leaves the thousand above alone. */
const DataRow = memo(function DataRow({ row, columns, language, renderCell }: DataRowProps) {
  return (
    <tr>
      {columns.map((column, index) => {
        const control = renderCell?.(row, column);
        const text = control ?? formatCell(cellOf(row, column), columnKind(column), language);
        const long = column === 'message' || column === 'special_requirements';
        return index === 0 ? (
          <th key={column} scope="row" className={cn(cellClasses, 'font-semibold whitespace-nowrap')}>
            {text}
          </th>
        ) : (
          <td key={column} className={cn(cellClasses, long ? 'min-w-64 whitespace-pre-line' : 'whitespace-nowrap')}>
            {text}
          </td>
        );
      })}
    </tr>
  );
});
