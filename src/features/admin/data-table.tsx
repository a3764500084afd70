import { useId } from 'react';
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
}

const cellClasses = 'border-b border-slate-200 px-3 py-2 text-left align-top dark:border-slate-700';

/**
 * The rows as a real table: a caption, column headers with scope, and the moment of arrival as each row's
 * header. Wide tables scroll sideways inside a focusable region, so a keyboard can scroll them too.
 */
export function DataTable({ caption, columns, rows, busy = false }: DataTableProps) {
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
            <tr key={row.id}>
              {columns.map((column, index) => {
                const text = formatCell(cellOf(row, column), columnKind(column), language);
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
          ))}
        </tbody>
      </table>
    </div>
  );
}
