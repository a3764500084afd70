import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn';

/** "Published" or "Draft", in words and not by colour alone. */
export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={cn(
        'inline-flex rounded-full border-2 px-3 py-1 text-base font-semibold whitespace-nowrap',
        published ? 'border-emerald-700 text-emerald-900 dark:border-emerald-400 dark:text-emerald-200' : 'border-slate-500 text-slate-800 dark:border-slate-400 dark:text-slate-200',
      )}
    >
      {t(published ? 'status.published' : 'status.draft')}
    </span>
  );
}
