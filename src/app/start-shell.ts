import { applyStoredA11yPreferences } from '@/features/a11y/preferences';
import { COUNTRY_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from '@/i18n/config';
import { setCountry } from '@/i18n/country';
import { detectCountry, detectLanguage } from '@/i18n/detect';
import { initI18n, setLanguage } from '@/i18n/i18n';
import { installGlobalErrorHandler } from '@/lib/global-error-handler';
import { readStored } from '@/lib/safe-storage';

/** Everything that must hold before the first render: error capture, a11y modes (no flash), language. */
export async function startShell(): Promise<void> {
  installGlobalErrorHandler();
  applyStoredA11yPreferences();
  const sources = { search: window.location.search, browser: navigator.languages };
  const language = detectLanguage({ ...sources, stored: readStored(LANGUAGE_STORAGE_KEY) });
  const country = detectCountry({ ...sources, stored: readStored(COUNTRY_STORAGE_KEY) });
  setCountry(country, { remember: new URLSearchParams(window.location.search).has('country') });
  await initI18n(language);
  if (new URLSearchParams(window.location.search).has('lang')) await setLanguage(language);
}
