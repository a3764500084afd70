import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_SAMPLE_TEXTS } from '../../src/features/concerts/sample/all-sample-texts';

/** Reads a translation the way the app does, so tests assert on the shipped text in every language. */
export function translation(lang: string, ns: string, key: string): string {
  const data: unknown = JSON.parse(readFileSync(join(import.meta.dirname, '../../src/i18n/locales', lang, `${ns}.json`), 'utf8'));
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), data);
  if (typeof value !== 'string') throw new Error(`No ${lang}/${ns} translation for ${key}`);
  return value.replaceAll('{{product}}', 'Tutti');
}

export const LANGS = ['en', 'nl', 'es', 'pt', 'de', 'fr'] as const;

type SampleTextsOf<K extends 'concerts' | 'artists'> = (typeof ALL_SAMPLE_TEXTS)['en'][K];

/** A sample concert's or artist's own text (src/features/concerts/sample/texts), as the site shows it in `lang`. */
export function programmeText<K extends 'concerts' | 'artists'>(lang: string, kind: K, id: string, field: string): string {
  const texts = ALL_SAMPLE_TEXTS[lang as keyof typeof ALL_SAMPLE_TEXTS]?.[kind] as SampleTextsOf<K> | undefined;
  const value = (texts as Record<string, Record<string, string> | undefined> | undefined)?.[id]?.[field];
  if (typeof value !== 'string') throw new Error(`No ${lang} sample ${kind} text ${id}.${field}`);
  return value;
}
