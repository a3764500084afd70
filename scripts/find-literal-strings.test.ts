import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLiteralStrings } from './find-literal-strings';

const ROOT = join(import.meta.dirname, '..');

function componentFiles(dir: string): string[] {
  // A layer that has no code yet (xr/ before the engine lands) is simply empty.
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

describe('findLiteralStrings', () => {
  it('finds text children, string children and read attributes', () => {
    const found = findLiteralStrings(`
      export const A = () => (
        <div aria-label="Close menu" className="flex">
          Hello there
          {'Literal child'}
          <img alt="A cat" src="x.png" />
          <input placeholder={'Your name'} />
          {t('ok')} 404 · {count}
        </div>
      );`);
    expect(found.map((f) => f.text)).toEqual(['Close menu', 'Hello there', 'Literal child', 'A cat', 'Your name']);
  });

  it('accepts translated text, class names, empty alt and symbols', () => {
    expect(findLiteralStrings(`const B = () => <p className="text-lg" alt="">{t('x')} © {year} · 404</p>;`)).toEqual([]);
  });
});

describe('components', () => {
  it('hold no literal user-facing text (it belongs in src/i18n/locales)', () => {
    const offenders = ['src', 'xr'].flatMap((dir) =>
      componentFiles(join(ROOT, dir)).flatMap((file) =>
        findLiteralStrings(readFileSync(file, 'utf8'), file).map((f) => `${relative(ROOT, file)}:${f.line} "${f.text}"`),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
