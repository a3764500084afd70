import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES } from './config';

/** Every key present in English must exist, non-empty, in the five other languages, with the same placeholders. */
const LOCALES_DIR = join(import.meta.dirname, 'locales');

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function leaves(value: Json, prefix = ''): Map<string, Json> {
  const out = new Map<string, Json>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else out.set(prefix, value);
  return out;
}

const read = (lang: string, ns: string): Json => JSON.parse(readFileSync(join(LOCALES_DIR, lang, `${ns}.json`), 'utf8')) as Json;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('has one file per declared namespace in English, and no undeclared ones', () => {
    const files = readdirSync(join(LOCALES_DIR, 'en')).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...NAMESPACES].sort());
  });

  for (const ns of NAMESPACES) {
    const english = leaves(read('en', ns));
    it(`en/${ns} has no empty value`, () => {
      const empty = [...english].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
      expect(empty).toEqual([]);
    });
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      it(`${lang}/${ns} has every English key, non-empty, with the same placeholders`, () => {
        const other = leaves(read(lang, ns));
        const problems: string[] = [];
        for (const [key, value] of english) {
          const translated = other.get(key);
          if (typeof translated !== 'string' || translated.trim() === '') problems.push(`missing or empty: ${key}`);
          else if (typeof value === 'string' && placeholders(value).join() !== placeholders(translated).join())
            problems.push(`placeholders differ: ${key}`);
        }
        for (const key of other.keys()) if (!english.has(key)) problems.push(`not in English: ${key}`);
        expect(problems).toEqual([]);
      });
    }
  }
});
