import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reads a translation the way the app does, so tests assert on the shipped text in every language. */
export function translation(lang: string, ns: string, key: string): string {
  const data: unknown = JSON.parse(readFileSync(join(import.meta.dirname, '../../src/i18n/locales', lang, `${ns}.json`), 'utf8'));
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), data);
  if (typeof value !== 'string') throw new Error(`No ${lang}/${ns} translation for ${key}`);
  return value.replaceAll('{{product}}', 'Tutti');
}

export const LANGS = ['en', 'nl', 'es', 'pt', 'de', 'fr'] as const;
