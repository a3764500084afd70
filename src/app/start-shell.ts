import { applyStoredA11yPreferences } from '@/features/a11y/preferences';
import { COUNTRY_STORAGE_KEY, LANGUAGE_STORAGE_KEY, isCountry, isLanguage } from '@/i18n/config';
import { setCountry } from '@/i18n/country';
import { detectCountry, detectLanguage } from '@/i18n/detect';
import { initI18n, setLanguage } from '@/i18n/i18n';
import { installGlobalErrorHandler } from '@/lib/global-error-handler';
import { readStored } from '@/lib/safe-storage';
import { forwardAuthCallback } from './auth-callback-forward';
import { preloadPage, routeFor } from './router';
import { SHELL_NAMESPACES } from '@/i18n/shell-namespaces';

/** Everything that must hold before the first render: error capture, a11y modes (no flash), language. */
export async function startShell(): Promise<void> {
  forwardAuthCallback();
  installGlobalErrorHandler();
  applyStoredA11yPreferences();
  const sources = { search: window.location.search, browser: navigator.languages };
  const language = detectLanguage({ ...sources, stored: readStored(LANGUAGE_STORAGE_KEY) });
  const country = detectCountry({ ...sources, stored: readStored(COUNTRY_STORAGE_KEY) });
  const params = new URLSearchParams(window.location.search);
  // A valid choice arriving in the URL is remembered; the browser's guess is not.
  setCountry(country, { remember: isCountry(params.get('country')) });
  const route = routeFor(window.location.pathname);
  // The page's code and its translations download in parallel; the first render then has both,
  // so the page appears at once instead of after a loading screen.
  await Promise.all([preloadPage(route.id), initI18n(language, [...SHELL_NAMESPACES, ...route.namespaces])]);
  if (isLanguage(params.get('lang'))) await setLanguage(language);
}
