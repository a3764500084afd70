import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

/** Nothing matches: say so, and offer the one action that brings every concert back. */
export function EmptyState({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('agenda');
  return (
    <section
      aria-labelledby="agenda-empty-heading"
      className="flex flex-col items-start gap-4 rounded-2xl border-2 border-dashed border-slate-300 p-6 sm:p-8 dark:border-slate-600"
    >
      <h2 id="agenda-empty-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t('empty.heading')}
      </h2>
      <p className="max-w-2xl text-lg text-slate-800 dark:text-slate-200">{t('empty.text')}</p>
      <Button onClick={onClear}>{t('empty.clear')}</Button>
    </section>
  );
}
