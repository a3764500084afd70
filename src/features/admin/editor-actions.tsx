import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/ui/button';

interface EditorActionsProps {
  busy: boolean;
  busyText: string;
  /** Why the last save failed (already translated), or null. */
  failure: string | null;
  cancelTo: string;
}

/** Save and back-to-the-list, with the last failure above them; the values stay in the form. */
export function EditorActions({ busy, busyText, failure, cancelTo }: EditorActionsProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="space-y-4">
      {failure !== null && (
        <div className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-base text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
          <p className="font-semibold">{t('editor.saveFailed')}</p>
          <p>{failure}</p>
          <p>{t('editor.keptDraft')}</p>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" aria-disabled={busy || undefined} className="min-h-12 w-full text-lg sm:w-auto">
          {busy ? busyText : t('editor.save')}
        </Button>
        <Link to={cancelTo} className={buttonClasses('ghost', 'min-h-12 w-full text-lg sm:w-auto')}>
          {t('editor.backToList')}
        </Link>
      </div>
    </div>
  );
}
