import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkImport, importsOf } from './import-rules';

const ROOT = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  // A layer that has no code yet (xr/ before the engine lands) is simply empty.
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('checkImport', () => {
  it('refuses the forbidden directions', () => {
    expect(checkImport('src/features/a11y/x.ts', '@/features/consent/y')).toBeDefined();
    expect(checkImport('src/features/a11y/x.ts', '@/app/router')).toBeDefined();
    expect(checkImport('src/ui/button.tsx', '@/features/seo/page-head')).toBeDefined();
    expect(checkImport('src/pages/a-page.tsx', '@/pages/b-page')).toBeDefined();
    expect(checkImport('xr/react/player.tsx', '@/lib/env')).toBeDefined();
    expect(checkImport('xr/react/player.tsx', '../../src/lib/env')).toBeDefined();
    expect(checkImport('xr/core/media.ts', 'react')).toBeDefined();
  });
  it('allows the permitted ones', () => {
    expect(checkImport('src/features/a11y/x.ts', '@/features/a11y/y')).toBeUndefined();
    expect(checkImport('src/features/a11y/x.ts', '@/ui/button')).toBeUndefined();
    expect(checkImport('src/pages/a-page.tsx', '@/features/seo/page-head')).toBeUndefined();
    expect(checkImport('src/app/router.tsx', '@/pages/home-page')).toBeUndefined();
    expect(checkImport('xr/react/player.tsx', 'three')).toBeUndefined();
  });
  it('reads static, re-export, side-effect and dynamic imports', () => {
    expect(importsOf(`import a from 'x';\nexport { b } from "y";\nimport 'z.css';\nconst c = import('w');`)).toEqual(['x', 'y', 'z.css', 'w']);
  });
});

describe('source tree', () => {
  it('follows the dependency rules of ARCHITECTURE.md', () => {
    const violations = ['src', 'xr'].flatMap((dir) =>
      sourceFiles(join(ROOT, dir)).flatMap((path) => {
        const file = relative(ROOT, path).split('\\').join('/');
        return importsOf(readFileSync(path, 'utf8')).flatMap((spec) => {
          const rule = checkImport(file, spec);
          return rule ? [`${file} → ${spec}: ${rule}`] : [];
        });
      }),
    );
    expect(violations).toEqual([]);
  });
});
