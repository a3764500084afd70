import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { facilityStatusSchema, type FacilityStatus } from '@/features/facility';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import { FacilityStatusError, facilityPagesQuery, facilityRows, useSetFacilityStatus, type FacilityRow, type StatusChangeError } from './facility-admin-queries';
import { actionButtonId, FacilityTable, STATUS_OF_ACTION, type FacilityAction } from './facility-admin-table';
import { FacilityStatusForm } from './facility-status-form';
import { PAGE_SIZE } from './keyset';
import { LoadFailure } from './load-failure';
import { PanelMessage } from './panel-message';
import { useResultsText } from './results-text';
import { normaliseSearch, SEARCH_MAX_LENGTH } from './search-filter';
import { useCountFormat } from './use-count-format';
import { useDebouncedValue } from './use-debounced-value';

const SEARCH_DEBOUNCE_MS = 400;
const fieldClasses =
  'min-h-12 w-full rounded-xl border-2 border-slate-400 bg-white px-4 text-lg text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-white';

interface Pending {
  row: FacilityRow;
  action: FacilityAction;
}

/**
 * The 'Facilities' tab: every registered facility, newest first, searched by name and filtered by status in
 * the database; per row, verify, suspend (with the reason the members will read) or reinstate. Each change
 * goes through admin_set_facility_status, which the audit log records; the list is then read again.
 */
export function FacilityAdminPanel({ client, userId }: { client: TuttiClient; userId: string }) {
  const { t } = useTranslation('admin');
  const tableId = useId();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<FacilityStatus | null>(null);
  const applied = normaliseSearch(useDebouncedValue(search, SEARCH_DEBOUNCE_MS));
  const pages = useInfiniteQuery({ ...facilityPagesQuery(client, userId, { search: applied, status }), placeholderData: keepPreviousData });
  const change = useStatusChange(client, userId, tableId);
  const filtered = applied !== '' || status !== null;
  if (pages.data === undefined) {
    return pages.isPending ? <PanelMessage>{t('tables.facilities.loading')}</PanelMessage> : <LoadFailure error={pages.error} onRetry={() => void pages.refetch()} />;
  }
  const rows = facilityRows(pages.data.pages);
  if (!filtered && !pages.isPlaceholderData && rows.length === 0) return <PanelMessage title={t('tables.facilities.empty')}>{t('facilities.emptyHint')}</PanelMessage>;
  return (
    <div className="space-y-4">
      <Filters search={search} onSearch={setSearch} status={status} onStatus={setStatus} />
      <Count pages={pages.data.pages} shown={rows.length} searching={filtered} updating={pages.isPlaceholderData} />
      {change.done !== null && (
        <p ref={change.doneRef} tabIndex={-1} className="rounded-xl border-2 border-emerald-700 bg-emerald-50 p-3 text-lg font-semibold text-emerald-950 dark:border-emerald-400 dark:bg-slate-900 dark:text-emerald-50">
          {change.done}
        </p>
      )}
      {change.pending !== null && (
        <FacilityStatusForm
          key={`${change.pending.row.id}-${change.pending.action}`}
          row={change.pending.row}
          action={change.pending.action}
          busy={change.busy}
          failure={change.failure}
          onConfirm={change.confirm}
          onCancel={change.cancel}
        />
      )}
      {rows.length === 0 ? (
        <PanelMessage title={t('noMatch.title')}>
          {t('noMatch.text')}
          <Button variant="secondary" className="mt-4 flex" onClick={() => { setSearch(''); setStatus(null); }}>{t('noMatch.clear')}</Button>
        </PanelMessage>
      ) : (
        <FacilityTable id={tableId} rows={rows} busy={pages.isPlaceholderData || pages.isFetchingNextPage} onAction={change.open} />
      )}
      {pages.hasNextPage && !pages.isPlaceholderData && (
        <MoreButton busy={pages.isFetchingNextPage} failed={pages.isFetchNextPageError} total={pages.data.pages[0]?.total ?? null} shown={rows.length} onMore={() => void pages.fetchNextPage()} />
      )}
    </div>
  );
}

/** The row's form, the change, and where the focus goes: into the form, back to the row's button, or to the outcome. */
function useStatusChange(client: TuttiClient, userId: string, tableId: string) {
  const { t } = useTranslation('admin');
  const mutation = useSetFacilityStatus(client, userId);
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<StatusChangeError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const open = (row: FacilityRow, action: FacilityAction) => {
    setDone(null);
    setFailure(null);
    setPending({ row, action });
  };
  const cancel = () => {
    const back = pending && actionButtonId(tableId, pending.row.id, pending.action);
    setPending(null);
    if (back) document.getElementById(back)?.focus();
  };
  const confirm = (reason: string) => {
    if (pending === null || mutation.isPending) return;
    const { row, action } = pending;
    const to = STATUS_OF_ACTION[action];
    mutation.mutate(
      { facility: row.id, status: to, reason },
      {
        onSuccess: () => {
          const text = t('facilities.changed', { name: row.name, status: t(`facilities.status.${to}`) });
          flushSync(() => {
            setPending(null);
            setDone(text);
          });
          doneRef.current?.focus();
        },
        onError: (error) => {
          const reasonKey = error instanceof FacilityStatusError ? error.reason : 'failed';
          setFailure(reasonKey);
          announce(t(`facilities.errors.${reasonKey}`), { politeness: 'assertive' });
        },
      },
    );
  };
  return { pending, failure, done, doneRef, busy: mutation.isPending, open, cancel, confirm };
}

function Filters({ search, onSearch, status, onStatus }: { search: string; onSearch: (value: string) => void; status: FacilityStatus | null; onStatus: (value: FacilityStatus | null) => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <form role="search" aria-label={t('tables.facilities.search')} onSubmit={(event) => event.preventDefault()} className="min-w-64 flex-1 space-y-1">
        <label htmlFor={`${id}-search`} className="block text-base font-semibold text-slate-800 dark:text-slate-200">{t('tables.facilities.search')}</label>
        <input id={`${id}-search`} type="search" value={search} onChange={(event) => onSearch(event.target.value)} maxLength={SEARCH_MAX_LENGTH} autoComplete="off" enterKeyHint="search" className={fieldClasses} />
      </form>
      <div className="w-full space-y-1 sm:w-auto">
        <label htmlFor={`${id}-status`} className="block text-base font-semibold text-slate-800 dark:text-slate-200">{t('facilities.filter')}</label>
        <select id={`${id}-status`} value={status ?? ''} onChange={(event) => onStatus(facilityStatusSchema.safeParse(event.target.value).data ?? null)} className={fieldClasses}>
          <option value="">{t('facilities.anyStatus')}</option>
          {facilityStatusSchema.options.map((value) => <option key={value} value={value}>{t(`facilities.status.${value}`)}</option>)}
        </select>
      </div>
    </div>
  );
}

function Count({ pages, shown, searching, updating }: { pages: readonly { total: number | null }[]; shown: number; searching: boolean; updating: boolean }) {
  const { t } = useTranslation('admin');
  const resultsText = useResultsText();
  return (
    <p role="status" className="text-lg font-semibold text-slate-800 dark:text-slate-200">
      {updating ? t('results.searching') : resultsText({ shown, total: pages[0]?.total ?? null, searching })}
    </p>
  );
}

function MoreButton({ busy, failed, total, shown, onMore }: { busy: boolean; failed: boolean; total: number | null; shown: number; onMore: () => void }) {
  const { t } = useTranslation('admin');
  const format = useCountFormat();
  const next = total === null ? PAGE_SIZE : Math.min(PAGE_SIZE, total - shown);
  return (
    <div className="space-y-2">
      {failed && <p className="font-semibold text-red-800 dark:text-red-300">{t('more.failed')}</p>}
      <Button variant="secondary" className="w-full sm:w-auto" aria-disabled={busy || undefined} onClick={() => !busy && onMore()}>
        {busy ? t('more.loading') : t('more.button', { count: next, next: format(next) })}
      </Button>
    </div>
  );
}
