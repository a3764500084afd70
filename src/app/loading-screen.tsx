import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@/ui/progress-bar';

/** Shown while a lazy page (or its translations) loads. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 p-6" aria-busy="true">
      <p className="text-lg font-medium">{t('loading.page')}</p>
      <ProgressBar label={t('loading.progressLabel')} />
    </div>
  );
}
