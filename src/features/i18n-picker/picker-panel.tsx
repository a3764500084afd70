import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { COUNTRIES, LANGUAGE_ENDONYMS, LANGUAGES, isCountry, isLanguage, type Country, type Language } from '@/i18n/config';
import { setCountry } from '@/i18n/country';
import { useSwitchLanguage } from '@/i18n/language-switch';

/** The picker's open panel: the language (each in its own name) and the country (language-country-picker.tsx). */
export default function PickerPanel({ id, language, country }: { id: string; language: Language; country: Country }) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const switchLanguage = useSwitchLanguage();
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
    <div
      id={id}
      role="group"
      aria-label={t('picker.dialogLabel')}
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

