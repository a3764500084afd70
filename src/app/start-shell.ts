import { applyStoredA11yPreferences } from '@/features/a11y/preferences';
import { preloadProgrammeTexts } from '@/features/concerts/preload-programme-texts';
import { COUNTRY_STORAGE_KEY, LANGUAGE_STORAGE_KEY, isCountry, isLanguage } from '@/i18n/config';
import { setCountry } from '@/i18n/country';
import { detectCountry, languageAddress } from '@/i18n/detect';
import { initI18n } from '@/i18n/i18n';
import { splitLanguagePath } from '@/i18n/language-path';
import { installGlobalErrorHandler } from '@/lib/global-error-handler';
import { readStored, writeStored } from '@/lib/safe-storage';
import { forwardAuthCallback } from './auth-callback-forward';
import { preloadPage, routeFor } from './router';
import { SHELL_NAMESPACES } from '@/i18n/shell-namespaces';

/**
 * Everything that must hold before the first render: error capture, a11y modes (no flash), the address's
 * language, the page's code and its translations. Resolves false when the visit moves to another address
 * (the one that names its language), which then loads instead.
 */
export async function startShell(): Promise<boolean> {
  forwardAuthCallback();
  installGlobalErrorHandler();
  applyStoredA11yPreferences();
  const { pathname, search, hash } = window.location;
  const sources = { pathname, search, browser: navigator.languages, stored: readStored(LANGUAGE_STORAGE_KEY) };
  const params = new URLSearchParams(search);
  const chosen = params.get('lang');
  // A valid choice arriving in the URL is remembered; the browser's guess is not.
  if (isLanguage(chosen)) writeStored(LANGUAGE_STORAGE_KEY, chosen);
  setCountry(detectCountry({ ...sources, stored: readStored(COUNTRY_STORAGE_KEY) }), { remember: isCountry(params.get('country')) });
  const address = languageAddress(sources);
  if (address !== null && address !== `${pathname}${search}`) {
    window.location.replace(`${address}${hash}`);
    return false;
  }
  const { language, path } = splitLanguagePath(pathname);
  const route = routeFor(path);
  // The page's code, its translations and the sample programme's texts in its language (none with a backend)
  // download in parallel; the first render then has them all, as the prerender had, so the page appears at
  // once instead of after a loading screen, and a prerendered page is adopted as it is. A page that shows them
  // only further down (the home page) leaves them to the parts that do.
  const programmeTexts = 'programmeTextsLater' in route ? undefined : preloadProgrammeTexts(language);
  await Promise.all([preloadPage(route.id), initI18n(language, [...SHELL_NAMESPACES, ...route.namespaces]), programmeTexts]);
  return true;
}
