import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import { loadedRows, totalOf, type AdminPage } from './admin-queries';
import { dataErrorKey, failureOf } from './data-error';
import { PAGE_SIZE, type Cursor } from './keyset';
import { useResultsText } from './results-text';
import { useCountFormat } from './use-count-format';

export type PagesResult = UseInfiniteQueryResult<InfiniteData<AdminPage, Cursor | null>, Error>;

interface LoadMoreProps {
  pages: PagesResult;
  searching: boolean;
  /** The count line: described by it, and given the focus once the button goes away. */
  countId: string;
}

/**
 * "Load 50 more rows" under the table. The new rows join the table above the button, so the focus can
 * stay on it; the new count is announced. After the last page the button goes, and the focus moves to
 * the count line instead of being dropped on the page.
 */
export function LoadMore({ pages, searching, countId }: LoadMoreProps) {
  const { t } = useTranslation('admin');
  const format = useCountFormat();
  const resultsText = useResultsText();
  if (!pages.hasNextPage) return null;

  const rows = loadedRows(pages.data?.pages ?? []).length;
  const total = totalOf(pages.data?.pages ?? []);
  const next = total === null ? PAGE_SIZE : Math.min(PAGE_SIZE, total - rows);
  const busy = pages.isFetchingNextPage;

  const loadMore = async () => {
    // aria-disabled rather than disabled while busy: a disabled button would drop the keyboard focus.
    if (busy) return;
    const result = await pages.fetchNextPage();
    if (result.isFetchNextPageError) {
      announce(failureText(t, result.error), { politeness: 'assertive' });
      return;
    }
    const loaded = result.data?.pages ?? [];
    announce(resultsText({ shown: loadedRows(loaded).length, total: totalOf(loaded), searching }));
    if (!result.hasNextPage) document.getElementById(countId)?.focus();
  };

  return (
    <div className="space-y-3">
      {pages.isFetchNextPageError && <LoadMoreError error={pages.error} />}
      <Button variant="secondary" className="w-full sm:w-auto" aria-disabled={busy} aria-describedby={countId} onClick={() => void loadMore()}>
        {busy ? t('more.loading') : t('more.button', { count: next, next: format(next) })}
      </Button>
    </div>
  );
}

const failureText = (t: TFunction<'admin'>, error: Error | null) =>
  `${t('more.failed')} ${t(`errors.${dataErrorKey(failureOf(error))}`)}`;

/** Shown above the button, which then tries again; announced by loadMore, so no live region here. */
function LoadMoreError({ error }: { error: Error | null }) {
  const { t } = useTranslation('admin');
  return (
    <p className="rounded-xl border-2 border-red-700 bg-red-50 p-3 text-base text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
      {failureText(t, error)}
    </p>
  );
}
