import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/i18n/config';
import { cn } from '@/ui/cn';

interface LanguageTabsProps {
  active: Language;
  onSelect: (language: Language) => void;
  /** Languages with something written: marked on their tab. */
  written: ReadonlySet<Language>;
  /** Languages with an error in their texts: marked on their tab, in words. */
  invalid: ReadonlySet<Language>;
  /** The active language's fields. */
  children: ReactNode;
}

const NEXT_BY_KEY: Record<string, (index: number) => number> = {
  ArrowRight: (i) => (i + 1) % LANGUAGES.length,
  ArrowLeft: (i) => (i - 1 + LANGUAGES.length) % LANGUAGES.length,
  Home: () => 0,
  End: () => LANGUAGES.length - 1,
};

/** The six languages as tabs (APG tabs: arrows, Home, End; one tab stop); the panel has its own heading. */
export function LanguageTabs({ active, onSelect, written, invalid, children }: LanguageTabsProps) {
  const { t } = useTranslation('admin');
  const base = useId();
  const tabId = (language: Language) => `${base}-tab-${language}`;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = NEXT_BY_KEY[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const language = LANGUAGES[next(LANGUAGES.indexOf(active))] ?? active;
    onSelect(language);
    document.getElementById(tabId(language))?.focus();
  };
  return (
    <div className="space-y-4">
      <div role="tablist" aria-label={t('editor.texts.tabs')} className="flex flex-wrap gap-2">
        {LANGUAGES.map((language) => {
          const selected = language === active;
          return (
            <button
              key={language}
              type="button"
              role="tab"
              id={tabId(language)}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(language)}
              onKeyDown={onKeyDown}
              className={cn(
                'min-h-12 rounded-xl border-2 px-4 py-2 text-base font-semibold focus-visible:outline-3 focus-visible:outline-offset-2',
                selected ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-slate-950' : 'border-slate-400 text-slate-900 hover:bg-slate-100 dark:border-slate-500 dark:text-white dark:hover:bg-slate-800',
                invalid.has(language) && !selected && 'border-red-700 dark:border-red-400',
              )}
            >
              {/* Some languages write language names in lower case ("inglés"); a tab starts with a capital. */}
              <span className="inline-block first-letter:uppercase">{t(`languages.${language}`)}</span>
              {invalid.has(language) ? <span> ({t('editor.texts.hasError')})</span> : written.has(language) && <span> ✓<span className="sr-only"> {t('editor.texts.written')}</span></span>}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={tabId(active)} className="space-y-5 rounded-2xl border border-slate-300 p-5 dark:border-slate-600">
        <h3 className="text-xl font-bold text-slate-900 dark:text-white">{t('editor.texts.heading', { language: t(`languages.${active}`) })}</h3>
        {children}
      </div>
    </div>
  );
}

/** The languages that some error path (`texts.<lang>.<field>`) points into. */
export function languagesWithErrors(errors: Record<string, string>): Set<Language> {
  return new Set(LANGUAGES.filter((language) => Object.keys(errors).some((key) => key.startsWith(`texts.${language}.`))));
}
