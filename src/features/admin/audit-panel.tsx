import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { auditChanges } from './audit-changes';
import { auditPagesQuery, auditRows, type AuditEntry } from './audit-queries';
import { formatCell } from './format-cell';
import { PAGE_SIZE } from './keyset';
import { LoadFailure } from './load-failure';
import { PanelMessage } from './panel-message';
import { useResultsText } from './results-text';
import { useCountFormat } from './use-count-format';

const cell = 'border-b border-slate-200 px-3 py-2 text-left align-top dark:border-slate-700';
const COLUMNS = ['at', 'actor', 'action', 'table_name', 'row_id', 'changes'] as const;

/** /admin/audit: who changed what and when, newest first, 50 at a time (the same keyset paging as the tables). */
export function AuditPanel({ client }: { client: TuttiClient }) {
  const { t } = useTranslation('admin');
  const { session } = useAuth();
  const pages = useInfiniteQuery(auditPagesQuery(client, session?.user.id ?? ''));
  const resultsText = useResultsText();
  const format = useCountFormat();
  const countId = useId();
  if (pages.data === undefined) {
    return pages.isPending ? <PanelMessage>{t('audit.loading')}</PanelMessage> : <LoadFailure error={pages.error} onRetry={() => void pages.refetch()} />;
  }
  const rows = auditRows(pages.data.pages);
  if (rows.length === 0) return <PanelMessage title={t('audit.empty')}>{t('audit.emptyHint')}</PanelMessage>;
  const total = pages.data.pages[0]?.total ?? null;
  const next = total === null ? PAGE_SIZE : Math.min(PAGE_SIZE, total - rows.length);
  const loadMore = async () => {
    if (pages.isFetchingNextPage) return;
    const result = await pages.fetchNextPage();
    if (result.isFetchNextPageError) return announce(t('more.failed'), { politeness: 'assertive' });
    const loaded = auditRows(result.data?.pages ?? []);
    announce(resultsText({ shown: loaded.length, total, searching: false }));
    if (!result.hasNextPage) document.getElementById(countId)?.focus();
  };
  return (
    <div className="space-y-4">
      <p id={countId} tabIndex={-1} className="text-lg font-semibold text-slate-800 focus-visible:outline-3 dark:text-slate-200">
        {resultsText({ shown: rows.length, total, searching: false })}
      </p>
      <AuditTable rows={rows} busy={pages.isFetchingNextPage} />
      {pages.isFetchNextPageError && <p className="font-semibold text-red-800 dark:text-red-300">{t('more.failed')}</p>}
      {pages.hasNextPage && (
        <Button variant="secondary" className="w-full sm:w-auto" aria-disabled={pages.isFetchingNextPage} aria-describedby={countId} onClick={() => void loadMore()}>
          {pages.isFetchingNextPage ? t('more.loading') : t('more.button', { count: next, next: format(next) })}
        </Button>
      )}
    </div>
  );
}

function AuditTable({ rows, busy }: { rows: readonly AuditEntry[]; busy: boolean }) {
  const { t } = useTranslation('admin');
  const language = useDisplayLanguage();
  const captionId = useId();
  return (
    <div role="region" aria-labelledby={captionId} aria-busy={busy} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-3 dark:border-slate-700">
      <table className="w-full border-collapse text-base">
        <caption id={captionId} className="px-3 py-2 text-left text-lg font-semibold text-slate-900 dark:text-white">{t('audit.caption')}</caption>
        <thead className="bg-slate-100 dark:bg-slate-800">
          <tr>
            {COLUMNS.map((column) => <th key={column} scope="col" className={`${cell} whitespace-nowrap`}>{t(`audit.columns.${column}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={`${cell} font-semibold whitespace-nowrap`}>{formatCell(row.at, 'datetime', language)}</th>
              <td className={cell}>{row.actor_email ?? t('audit.unknownActor')}</td>
              <td className={cell}>{row.action === 'insert' || row.action === 'update' || row.action === 'delete' ? t(`audit.actions.${row.action}`) : row.action}</td>
              <td className={`${cell} whitespace-nowrap`}>{row.table_name}</td>
              <td className={`${cell} whitespace-nowrap`}>{row.row_id ?? ''}</td>
              <td className={`${cell} min-w-72`}><ChangeList entry={row} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ChangeList({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const changes = auditChanges(entry.action, entry.changes);
  const shown = (value: string | null) => (value === null || value === '' ? t('audit.empty_value') : value);
  return (
    <ul className="space-y-1 break-words">
      {changes.map((change) => (
        <li key={change.column}>{t('audit.change', { column: change.column, from: shown(change.from), to: shown(change.to) })}</li>
      ))}
    </ul>
  );
}
