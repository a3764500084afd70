import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { COUNTRIES, LANGUAGE_ENDONYMS, LANGUAGES, isCountry, isLanguage, type Language } from '@/i18n/config';
import { setCountry, useCountry } from '@/i18n/country';
import { useSwitchLanguage } from '@/i18n/language-switch';

/** Header disclosure with two labelled selects: language (each in its own name) and country. */
export function LanguageCountryPicker() {
  const { t, i18n } = useTranslation();
  const country = useCountry();
  const [open, setOpen] = useState(false);
  const [, setSearchParams] = useSearchParams();
  const switchLanguage = useSwitchLanguage();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const language = (isLanguage(i18n.language) ? i18n.language : 'en') satisfies Language;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  // Keep the address shareable: its path carries the language (`/nl/...`), its query the country.
  const updateCountryInUrl = (value: string) =>
    setSearchParams(
      (params) => {
        params.set('country', value);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        // The name holds the code the button shows, right after its purpose (WCAG 2.5.3): a voice user says what they see.
        aria-label={t('picker.button', { code: language.toUpperCase(), language: LANGUAGE_ENDONYMS[language], country: t(`picker.countries.${country}`) })}
        onClick={() => setOpen((v) => !v)}
        className="flex min-h-12 items-center gap-1.5 rounded-xl border-2 border-slate-300 px-3 font-semibold uppercase dark:border-slate-600"
      >
        <GlobeIcon />
        <span>{language.toUpperCase()}</span>
      </button>
      <div
        id={panelId}
        role="group"
        aria-label={t('picker.dialogLabel')}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-64 space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        <PickerSelect
          label={t('picker.language')}
          value={language}
          options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_ENDONYMS[code], lang: code }))}
          onChange={(value) => {
            if (!isLanguage(value)) return;
            void switchLanguage(value);
          }}
        />
        <PickerSelect
          label={t('picker.country')}
          value={country}
          options={COUNTRIES.map((code) => ({ value: code, label: t(`picker.countries.${code}`) }))}
          onChange={(value) => {
            if (!isCountry(value)) return;
            setCountry(value);
            updateCountryInUrl(value);
          }}
        />
      </div>
    </div>
  );
}

interface Option {
  value: string;
  label: string;
  lang?: string;
}

function PickerSelect({ label, value, options, onChange }: { label: string; value: string; options: Option[]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 rounded-lg border-2 border-slate-300 bg-white px-2 text-base dark:border-slate-600 dark:bg-slate-800"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function GlobeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 3 2.5 15 0 18M12 3c-2.5 3-2.5 15 0 18" />
    </svg>
  );
}
