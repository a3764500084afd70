import { cellOf, columnKind, type AdminColumn, type AdminRow } from './admin-tables';

/**
 * The rows whose text columns contain the search, ignoring case (and surrounding spaces). Dates and
 * counts are left out: a search for "4" should find "Room 4", not every row received on the 4th.
 */
export function filterRows<R extends AdminRow>(rows: readonly R[], columns: readonly AdminColumn[], search: string): R[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return [...rows];
  const textColumns = columns.filter((column) => columnKind(column) === 'text');
  return rows.filter((row) =>
    textColumns.some((column) => {
      const value = cellOf(row, column);
      return typeof value === 'string' && value.toLocaleLowerCase().includes(needle);
    }),
  );
}
