import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import { adminPagesQuery, loadedRows, totalOf } from './admin-queries';
import { ADMIN_COLUMNS, hasStatus, type AdminColumn, type AdminRow, type AdminTable, type SubmissionStatus } from './admin-tables';
import { DataTable } from './data-table';
import { dataErrorKey, failureOf, type DataErrorLike } from './data-error';
import { LoadMore, type PagesResult } from './load-more';
import { PanelMessage } from './panel-message';
import { useResultsText } from './results-text';
import { normaliseSearch } from './search-filter';
import { StatusFilter } from './status-filter';
import { StatusSelect } from './status-select';
import { useStatusChange } from './set-submission-status';
import { TableTools } from './table-tools';
import { useDebouncedValue } from './use-debounced-value';

/** Long enough to let a word be typed before it is searched for, short enough to follow the typing. */
const SEARCH_DEBOUNCE_MS = 400;

interface TablePanelProps {
  client: TuttiClient;
  userId: string;
  table: AdminTable;
}

/**
 * One table, a page at a time: loading, the database's refusal or failure said plainly, nothing yet, or
 * the rows with their total, a search run by the database, "load more" and the CSV export of everything.
 */
export function TablePanel({ client, userId, table }: TablePanelProps) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SubmissionStatus | null>(null);
  // Reservations have no status: the hook runs for every table (hooks cannot be conditional), unused there.
  const changeStatus = useStatusChange(client, userId, hasStatus(table) ? table : 'bookings');
  const applied = normaliseSearch(useDebouncedValue(search, SEARCH_DEBOUNCE_MS));
  // The previous results stay on screen (marked busy) while a new search runs, instead of a blank panel.
  const pages = useInfiniteQuery({ ...adminPagesQuery(client, userId, table, applied, status), placeholderData: keepPreviousData });
  const data = pages.data;
  // Stable, so the memoised rows of the table are not all drawn again when more arrive.
  const renderCell = useCallback(
    (row: AdminRow, column: AdminColumn) => (column === 'status' && hasStatus(table) ? <StatusSelect row={row} onChange={changeStatus} /> : undefined),
    [table, changeStatus],
  );
  const filtered = applied !== '' || status !== null;
  if (!filtered && data === undefined) {
    return pages.isPending ? <PanelMessage>{t(`tables.${table}.loading`)}</PanelMessage> : <LoadError pages={pages} />;
  }
  if (!filtered && !pages.isPlaceholderData && data !== undefined && loadedRows(data.pages).length === 0) {
    return <PanelMessage title={t(`tables.${table}.empty`)}>{t('emptyHint')}</PanelMessage>;
  }
  return (
    <Rows
      client={client}
      table={table}
      search={search}
      onSearch={setSearch}
      status={status}
      onStatus={setStatus}
      applied={applied}
      pages={pages}
      renderCell={renderCell}
    />
  );
}

function LoadError({ pages }: { pages: PagesResult }) {
  const { t } = useTranslation('admin');
  const reason: DataErrorLike = failureOf(pages.error);
  return (
    <PanelMessage tone="error" title={t('errors.title')}>
      {t(`errors.${dataErrorKey(reason)}`)}
      <Button variant="secondary" className="mt-4 flex" disabled={pages.isFetching} onClick={() => void pages.refetch()}>
        {t('errors.retry')}
      </Button>
    </PanelMessage>
  );
}

interface RowsProps {
  client: TuttiClient;
  table: AdminTable;
  search: string;
  onSearch: (search: string) => void;
  status: SubmissionStatus | null;
  onStatus: (status: SubmissionStatus | null) => void;
  applied: string;
  pages: PagesResult;
  renderCell: (row: AdminRow, column: AdminColumn) => ReactNode | undefined;
}

function Rows({ client, table, search, onSearch, status, onStatus, applied, pages, renderCell }: RowsProps) {
  const { t } = useTranslation('admin');
  const resultsText = useResultsText();
  const countId = useId();
  const list = pages.data?.pages ?? [];
  const rows = loadedRows(list);
  const total = totalOf(list);
  // A new search is on its way: the rows on screen are the previous search's (or none yet).
  const updating = pages.isPlaceholderData || (pages.data === undefined && pages.isFetching);
  const searching = applied !== '' || status !== null;
  const count = resultsText({ shown: rows.length, total, searching });
  useAnnounceSearchResults(`${applied}\u0000${status ?? ''}`, !updating && !pages.isFetching, count);
  return (
    <div className="space-y-4">
      <TableTools client={client} table={table} search={search} onSearch={onSearch} appliedSearch={applied} status={status} total={total ?? rows.length} countId={countId} />
      {hasStatus(table) && <StatusFilter status={status} onStatus={onStatus} />}
      {/* tabIndex -1: the focus lands here when the last "load more" takes its button away. */}
      <p id={countId} tabIndex={-1} className="text-lg font-semibold text-slate-800 focus-visible:outline-3 dark:text-slate-200">
        {updating ? t('results.searching') : pages.data !== undefined && count}
      </p>
      <RowsBody table={table} pages={pages} searching={searching} onClear={() => { onSearch(''); onStatus(null); }} countId={countId} renderCell={renderCell} />
    </div>
  );
}

interface RowsBodyProps {
  table: AdminTable;
  pages: PagesResult;
  searching: boolean;
  onClear: () => void;
  countId: string;
  renderCell: (row: AdminRow, column: AdminColumn) => ReactNode | undefined;
}

function RowsBody({ table, pages, searching, onClear, countId, renderCell }: RowsBodyProps) {
  const { t } = useTranslation('admin');
  if (pages.data === undefined) {
    return pages.isPending ? <PanelMessage>{t(`tables.${table}.loading`)}</PanelMessage> : <LoadError pages={pages} />;
  }
  const rows = loadedRows(pages.data.pages);
  if (rows.length === 0) return <NoMatch onClear={onClear} />;
  return (
    <>
      <DataTable caption={t(`tables.${table}.caption`)} columns={ADMIN_COLUMNS[table]} rows={rows} busy={pages.isPlaceholderData || pages.isFetchingNextPage} renderCell={renderCell} />
      {/* Not while a new search runs: "more" of the previous search's rows would mean nothing. */}
      {!pages.isPlaceholderData && <LoadMore pages={pages} searching={searching} countId={countId} />}
    </>
  );
}

function NoMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <PanelMessage title={t('noMatch.title')}>
      {t('noMatch.text')}
      <Button variant="secondary" className="mt-4 flex" onClick={onClear}>
        {t('noMatch.clear')}
      </Button>
    </PanelMessage>
  );
}

/**
 * Says the count politely once a new search has its results: not on arrival (the page is being read then),
 * and not per key press (the search waits for a pause in typing, and the count for the answer).
 */
function useAnnounceSearchResults(applied: string, settled: boolean, message: string) {
  const announced = useRef(applied);
  useEffect(() => {
    if (!settled || announced.current === applied) return;
    announced.current = applied;
    announce(message);
  }, [applied, settled, message]);
}
