import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { dataErrorKey, failureOf } from './data-error';
import { PanelMessage } from './panel-message';

/** A read that failed, said plainly, with a way to try again. */
export function LoadFailure({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <PanelMessage tone="error" title={t('errors.title')}>
      {t(`errors.${dataErrorKey(failureOf(error))}`)}
      <Button variant="secondary" className="mt-4 flex" onClick={onRetry}>
        {t('errors.retry')}
      </Button>
    </PanelMessage>
  );
}
