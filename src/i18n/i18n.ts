import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { BRAND } from '@/content/brand';
import { LANGUAGES, LANGUAGE_STORAGE_KEY, type Language, type Namespace } from './config';
import { builtLocaleFile } from './locale-files';
import { writeStored } from '@/lib/safe-storage';

/**
 * Each locale file is a chunk of its own, so only the active language is downloaded. A built page names its
 * files in its start script (locale-files.ts); the dev server and the prerender's Node bundle, which have no
 * such script, import them through Vite instead (a branch the browser build drops, with its table).
 */
const loadNamespace = (language: string, namespace: string): Promise<unknown> => {
  if (import.meta.env.DEV || import.meta.env.SSR) return import(`./locales/${language}/${namespace}.json`);
  const file = builtLocaleFile(language, namespace);
  if (!file) return Promise.reject(new Error(`No translation file for ${language}/${namespace} in this page`));
  return import(/* @vite-ignore */ file);
};

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
