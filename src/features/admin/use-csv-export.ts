import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { ADMIN_COLUMNS, cellOf, type AdminColumn, type AdminRow, type AdminTable, type SubmissionStatus } from './admin-tables';
import { toCsv } from '@/lib/csv';
import { dataErrorKey, failureOf, type DataErrorKey } from './data-error';
import { downloadText } from '@/lib/download-text';
import { fetchAllRows } from './fetch-all-rows';
import { useCountFormat } from './use-count-format';

export type CsvExportState =
  | { phase: 'idle' }
  | { phase: 'running'; loaded: number; total: number | null }
  | { phase: 'failed'; reason: DataErrorKey };

function csvOf(table: AdminTable, rows: readonly AdminRow[], header: (column: AdminColumn) => string): string {
  const columns = ADMIN_COLUMNS[table];
  return toCsv(
    columns.map(header),
    rows.map((row) => columns.map((column) => cellOf(row, column))),
  );
}

const reasonOf = (error: unknown): DataErrorKey => dataErrorKey(failureOf(error));

/**
 * The CSV of every row matching the search (not only the loaded pages): it asks the database page by
 * page, reports progress, and can be stopped; leaving the page stops it too.
 */
export function useCsvExport(client: TuttiClient, table: AdminTable, search: string, status: SubmissionStatus | null = null) {
  const { t } = useTranslation('admin');
  const formatCount = useCountFormat();
  const [state, setState] = useState<CsvExportState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    if (running.current !== null) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: 'running', loaded: 0, total: null });
    announce(t('export.preparingStarted'));
    try {
      const rows = await fetchAllRows(client, {
        table,
        search,
        status,
        signal: controller.signal,
        // A page may land just as the person stops: it must not bring the progress back.
        onProgress: (loaded, total) => {
          if (!controller.signal.aborted) setState({ phase: 'running', loaded, total });
        },
      });
      if (controller.signal.aborted) return;
      downloadText(`${table}-${new Date().toISOString().slice(0, 10)}.csv`, csvOf(table, rows, (column) => t(`columns.${column}`)), 'text/csv;charset=utf-8');
      announce(t('export.started', { count: rows.length, total: formatCount(rows.length) }));
      setState({ phase: 'idle' });
    } catch (error) {
      // A stop by the person (or leaving the page) is not a failure.
      if (controller.signal.aborted) return;
      const reason = reasonOf(error);
      setState({ phase: 'failed', reason });
      announce(`${t('export.failed')} ${t(`errors.${reason}`)}`, { politeness: 'assertive' });
    } finally {
      // A stopped run may end after a new one has started: only the run that is current lets go.
      if (running.current === controller) running.current = null;
    }
  };

  const stop = () => {
    running.current?.abort();
    running.current = null;
    setState({ phase: 'idle' });
    announce(t('export.stopped'));
  };

  return { state, start, stop };
}
