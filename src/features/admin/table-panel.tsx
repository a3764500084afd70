import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { Button } from '@/ui/button';
import { adminRowsQuery } from './admin-queries';
import { ADMIN_COLUMNS, type AdminRow, type AdminTable } from './admin-tables';
import { DataTable } from './data-table';
import { DataError, dataErrorKey, type DataErrorLike } from './data-error';
import { filterRows } from './filter-rows';
import { PanelMessage } from './panel-message';
import { TableTools } from './table-tools';
import { useResultsAnnouncement } from '@/ui/use-results-announcement';

/** One table: loading, the database's refusal or failure said plainly, nothing yet, or the rows with search and export. */
export function TablePanel({ client, userId, table }: { client: TuttiClient; userId: string; table: AdminTable }) {
  const { t } = useTranslation('admin');
  const rows = useQuery(adminRowsQuery(client, userId, table));
  if (rows.isPending) return <PanelMessage>{t(`tables.${table}.loading`)}</PanelMessage>;
  if (rows.isError) {
    const reason: DataErrorLike = rows.error instanceof DataError ? rows.error : {};
    return (
      <PanelMessage tone="error" title={t('errors.title')}>
        {t(`errors.${dataErrorKey(reason)}`)}
        <Button variant="secondary" className="mt-4 flex" disabled={rows.isFetching} onClick={() => void rows.refetch()}>
          {t('errors.retry')}
        </Button>
      </PanelMessage>
    );
  }
  if (rows.data.length === 0) return <PanelMessage title={t(`tables.${table}.empty`)}>{t('emptyHint')}</PanelMessage>;
  return <Rows table={table} rows={rows.data} />;
}

function Rows({ table, rows }: { table: AdminTable; rows: readonly AdminRow[] }) {
  const { t } = useTranslation('admin');
  const countId = useId();
  const [search, setSearch] = useState('');
  const columns = ADMIN_COLUMNS[table];
  const shown = filterRows(rows, columns, search);
  const count =
    search.trim() === ''
      ? t('results.all', { count: rows.length })
      : t('results.filtered', { count: shown.length, total: rows.length });
  useResultsAnnouncement(search, count);
  return (
    <div className="space-y-4">
      <TableTools table={table} search={search} onSearch={setSearch} rows={shown} countId={countId} />
      <p id={countId} className="text-lg font-semibold text-slate-800 dark:text-slate-200">
        {count}
      </p>
      {shown.length === 0 ? (
        <PanelMessage title={t('noMatch.title')}>
          {t('noMatch.text')}
          <Button variant="secondary" className="mt-4 flex" onClick={() => setSearch('')}>
            {t('noMatch.clear')}
          </Button>
        </PanelMessage>
      ) : (
        <DataTable caption={t(`tables.${table}.caption`)} columns={columns} rows={shown} />
      )}
    </div>
  );
}
