import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { BRAND } from '@/content/brand';
import { LANGUAGES, LANGUAGE_STORAGE_KEY, type Language, type Namespace } from './config';
import { writeStored } from '@/lib/safe-storage';

/** Vite turns each locale file into its own chunk, so only the active language is downloaded. */
const loadNamespace = (language: string, namespace: string) =>
  import(`./locales/${language}/${namespace}.json`);

/** Loads `namespaces` of `language` in parallel before resolving; the rest load on first use. */
export async function initI18n(language: Language, namespaces: readonly Namespace[]): Promise<I18n> {
  await i18next
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: LANGUAGES,
      // No fallback language: a test guarantees every key exists in all six, and a fallback
      // would download English beside the active language.
      fallbackLng: false,
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false, defaultVariables: { product: BRAND.name } },
      react: { useSuspense: true },
      returnNull: false,
    });
  syncDocumentLanguage(language);
  i18next.on('languageChanged', (next) => syncDocumentLanguage(next));
  return i18next;
}

function syncDocumentLanguage(language: string) {
  // The prerender (no document) writes the language into the page's HTML itself.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Switch language and remember the choice for the next visit. */
export async function setLanguage(language: Language): Promise<void> {
  writeStored(LANGUAGE_STORAGE_KEY, language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
}
