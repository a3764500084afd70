import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { ProgressBar } from '@/ui/progress-bar';

/**
 * In place of what the programme is still to fill: its loading state, or, when it could not be read, a
 * message and a way to try again. `role="status"` says either to a screen reader without taking the focus.
 * `asPage`: it is all the page has (a concert or artist page not prerendered), so its message is the page's
 * heading, and a screen reader's list of headings still says what the page is doing.
 */
export function ProgrammeStatus({ failed, onRetry, asPage = false }: { failed: boolean; onRetry: () => void; asPage?: boolean }) {
  const { t } = useTranslation('concerts');
  const Message = asPage ? 'h1' : 'p';
  return (
    <div role="status" className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-16 text-center">
      {failed ? (
        <>
          <Message className="text-lg font-semibold text-slate-900 dark:text-white">{t('status.error')}</Message>
          <Button onClick={onRetry}>{t('status.retry')}</Button>
        </>
      ) : (
        <>
          <Message className="text-lg text-slate-800 dark:text-slate-200">{t('status.loading')}</Message>
          <ProgressBar label={t('status.loading')} className="w-full max-w-xs" />
        </>
      )}
    </div>
  );
}
