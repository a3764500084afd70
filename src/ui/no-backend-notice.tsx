import { useTranslation } from 'react-i18next';

/** Shown by account and data screens on a deployment without Supabase: a clear reason, not a broken form. */
export function NoBackendNotice() {
  const { t } = useTranslation();
  return (
    <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-500/50 dark:bg-slate-800 dark:text-amber-100">
      <h2 className="text-xl font-bold">{t('noBackend.title')}</h2>
      <p className="mt-2 text-lg">{t('noBackend.text')}</p>
    </div>
  );
}
