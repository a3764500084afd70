import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where the join code goes, shown but switched off on a site without its service: the headset's visitor
 * sees the field they were told about, and the reason it does not take a code is read with it.
 */
export function OfflineCodeField() {
  const { t } = useTranslation('sessions');
  const id = useId();
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-xl font-semibold">
        {t('join.code')}
      </label>
      <input
        id={id}
        disabled
        autoComplete="off"
        aria-describedby={`${id}-why`}
        className="min-h-16 w-full max-w-xs cursor-not-allowed rounded-xl border-2 border-dashed border-slate-500 bg-slate-100 px-4 font-mono text-4xl font-bold tracking-[0.3em] uppercase dark:border-slate-400 dark:bg-slate-800"
      />
      <p id={`${id}-why`} className="text-base text-slate-700 dark:text-slate-300">
        {t('join.codeOffline')}
      </p>
    </div>
  );
}
