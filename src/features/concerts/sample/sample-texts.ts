import type { Language } from '../programme';
import type { SampleTexts } from './sample-texts-shape';

export type { SampleTexts };

/*
 * The sample programme's own texts, one module per language (texts/<language>.ts), each loaded by a dynamic
 * import of its own so that the bundler gives it a chunk of its own: a visitor downloads their language only.
 * Nothing may import a texts module statically (but all-sample-texts.ts, for Node), or the bundler merges it
 * into the importer's chunk and every language comes along.
 */

const LOADERS: Record<Language, () => Promise<{ default: SampleTexts }>> = {
  en: () => import('./texts/en'),
  nl: () => import('./texts/nl'),
  es: () => import('./texts/es'),
  pt: () => import('./texts/pt'),
  de: () => import('./texts/de'),
  fr: () => import('./texts/fr'),
};

const loaded: Partial<Record<Language, SampleTexts>> = {};
const loading = new Map<Language, Promise<SampleTexts>>();
let version = 0;

/** The texts of the languages loaded so far, and a number that changes whenever one more arrives. */
export const loadedSampleTexts = (): { texts: Readonly<Partial<Record<Language, SampleTexts>>>; version: number } => ({ texts: loaded, version });

export const hasSampleTexts = (language: Language): boolean => loaded[language] !== undefined;

/** Loads one language's texts (once; the same promise for every caller, as React's `use` needs). */
export function loadSampleTexts(language: Language): Promise<SampleTexts> {
  let promise = loading.get(language);
  if (!promise) {
    promise = LOADERS[language]().then(
      ({ default: texts }) => {
        loaded[language] = texts;
        version += 1;
        return texts;
      },
      (error: unknown) => {
        // Offline, or a chunk a new deployment removed: the next reader asks again instead of failing for good.
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, promise);
  }
  return promise;
}
