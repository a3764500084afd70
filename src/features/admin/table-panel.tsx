import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import { adminPagesQuery, loadedRows, totalOf } from './admin-queries';
import { ADMIN_COLUMNS, type AdminTable } from './admin-tables';
import { DataTable } from './data-table';
import { DataError, dataErrorKey, type DataErrorLike } from './data-error';
import { LoadMore, type PagesResult } from './load-more';
import { PanelMessage } from './panel-message';
import { useResultsText } from './results-text';
import { normaliseSearch } from './search-filter';
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
  const applied = normaliseSearch(useDebouncedValue(search, SEARCH_DEBOUNCE_MS));
  // The previous results stay on screen (marked busy) while a new search runs, instead of a blank panel.
  const pages = useInfiniteQuery({ ...adminPagesQuery(client, userId, table, applied), placeholderData: keepPreviousData });
  const data = pages.data;
  if (applied === '' && data === undefined) {
    return pages.isPending ? <PanelMessage>{t(`tables.${table}.loading`)}</PanelMessage> : <LoadError pages={pages} />;
  }
  if (applied === '' && !pages.isPlaceholderData && data !== undefined && loadedRows(data.pages).length === 0) {
    return <PanelMessage title={t(`tables.${table}.empty`)}>{t('emptyHint')}</PanelMessage>;
  }
  return <Rows client={client} table={table} search={search} onSearch={setSearch} applied={applied} pages={pages} />;
}

function LoadError({ pages }: { pages: PagesResult }) {
  const { t } = useTranslation('admin');
  const reason: DataErrorLike = pages.error instanceof DataError ? pages.error : {};
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
  applied: string;
  pages: PagesResult;
}

function Rows({ client, table, search, onSearch, applied, pages }: RowsProps) {
  const { t } = useTranslation('admin');
  const resultsText = useResultsText();
  const countId = useId();
  const list = pages.data?.pages ?? [];
  const rows = loadedRows(list);
  const total = totalOf(list);
  // A new search is on its way: the rows on screen are the previous search's (or none yet).
  const updating = pages.isPlaceholderData || (pages.data === undefined && pages.isFetching);
  const count = resultsText({ shown: rows.length, total, searching: applied !== '' });
  useAnnounceSearchResults(applied, !updating && !pages.isFetching, count);
  return (
    <div className="space-y-4">
      <TableTools client={client} table={table} search={search} onSearch={onSearch} appliedSearch={applied} total={total ?? rows.length} countId={countId} />
      {/* tabIndex -1: the focus lands here when the last "load more" takes its button away. */}
      <p id={countId} tabIndex={-1} className="text-lg font-semibold text-slate-800 focus-visible:outline-3 dark:text-slate-200">
        {updating ? t('results.searching') : pages.data !== undefined && count}
      </p>
      <RowsBody table={table} pages={pages} applied={applied} onClear={() => onSearch('')} countId={countId} />
    </div>
  );
}

interface RowsBodyProps {
  table: AdminTable;
  pages: PagesResult;
  applied: string;
  onClear: () => void;
  countId: string;
}

function RowsBody({ table, pages, applied, onClear, countId }: RowsBodyProps) {
  const { t } = useTranslation('admin');
  if (pages.data === undefined) {
    return pages.isPending ? <PanelMessage>{t(`tables.${table}.loading`)}</PanelMessage> : <LoadError pages={pages} />;
  }
  const rows = loadedRows(pages.data.pages);
  if (rows.length === 0) return <NoMatch onClear={onClear} />;
  return (
    <>
      <DataTable caption={t(`tables.${table}.caption`)} columns={ADMIN_COLUMNS[table]} rows={rows} busy={pages.isPlaceholderData || pages.isFetchingNextPage} />
      {/* Not while a new search runs: "more" of the previous search's rows would mean nothing. */}
      {!pages.isPlaceholderData && <LoadMore pages={pages} searching={applied !== ''} countId={countId} />}
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
