import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` on a clean machine refuses a lock file that lacks any platform's optional package (rollup's and
 * esbuild's native builds, for example), even one it would skip here. `npm install` on this machine can write
 * such a lock without a word, so CI once failed in its first two seconds. This keeps the lock whole.
 */
interface LockEntry {
  optionalDependencies?: Record<string, string>;
  dependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };

/** Where npm would find `name` for the package installed at `from`: its own node_modules, then each parent's. */
function resolves(from: string, name: string): boolean {
  let dir = from;
  for (;;) {
    if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent < 0 ? '' : dir.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  it('holds every optional dependency of every package, for every platform', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(path, name))
        .map((name) => `${path || '(root)'} → ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
