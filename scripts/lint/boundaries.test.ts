// ARCHITECTURE.md's rules of dependency, as eslint.config.js encodes them: every rule refuses a planted import
// with its own message, and every kind of import the rules allow passes (so the config cannot pass by refusing
// everything, nor by resolving nothing: each planted import names a file that exists).
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const RULE = 'boundaries/dependencies';

/** How the planted module imports: a value, a type only, dynamically (as lazy routes do), a re-export, or bare. */
type Kind = 'value' | 'type' | 'dynamic' | 'reexport' | 'side-effect';

function plantedCode(specifier: string, kind: Kind): string {
  if (kind === 'type') return `import type * as planted from '${specifier}';\nexport type { planted };\n`;
  if (kind === 'dynamic') return `export const planted = () => import('${specifier}');\n`;
  if (kind === 'reexport') return `export * from '${specifier}';\n`;
  if (kind === 'side-effect') return `import '${specifier}';\n`;
  return `import * as planted from '${specifier}';\nexport { planted };\n`;
}

/** The file an import names, as tsconfig.json's paths and the bundler resolve it; undefined if none exists. */
function targetOf(file: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(ROOT, 'src', specifier.slice(2))
    : specifier.startsWith('@xr/')
      ? join(ROOT, 'xr', specifier.slice(4))
      : join(ROOT, dirname(file), specifier);
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => `${base}${ext}`);
  return candidates.find((path) => existsSync(path) && /\.tsx?$/.test(path));
}

/** Linting is CPU work on a machine other test runs share: generous limits, so that only a wrong answer fails. */
const TIMEOUT_MS = 60_000;

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: join(ROOT, 'eslint.config.js') });
  // The first lint loads the config, the parser and the import resolver: here, not in the first test's time.
  await eslint.lintText('export {};\n', { filePath: join(ROOT, 'src/lib/planted.ts') });
}, TIMEOUT_MS);

/**
 * Every message ESLint gives the planted module `file` (which need not exist) importing `specifier`, but the
 * rule on how three.js is imported (a namespace, as planted here, is refused for its bundle size: below).
 */
async function lint(file: string, specifier: string, kind: Kind = 'value') {
  const [result] = await eslint.lintText(plantedCode(specifier, kind), { filePath: join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId !== 'no-restricted-syntax');
}

/** A package's name, or a local file that must exist (an unresolved import would pass any rule unchecked). */
function expectResolvable(file: string, specifier: string) {
  if (!specifier.startsWith('.') && !specifier.startsWith('@/') && !specifier.startsWith('@xr/')) return;
  const target = targetOf(file, specifier);
  expect(target && relative(ROOT, target), `${specifier} from ${file} names no file`).toBeTruthy();
}

/** [planted file, import, kind] refused with `message`, one rule of ARCHITECTURE.md each. */
const REFUSED: { rule: string; message: string; imports: [string, string, Kind?][] }[] = [
  {
    rule: 'xr/ never imports from src/',
    message: 'xr/ never imports from src/',
    imports: [
      ['xr/react/planted.tsx', '@/lib/env'],
      ['xr/core/planted.ts', '../../src/i18n/config'],
      ['xr/aframe/planted.ts', '@/features/consent/consent-store', 'reexport'],
    ],
  },
  {
    rule: "xr/core never imports React, three's React bindings or A-Frame",
    message: "xr/core never imports React, three's React bindings or A-Frame",
    imports: [
      ['xr/core/planted.ts', 'react'],
      ['xr/core/media/planted.ts', 'react-dom/client'],
      ['xr/core/planted.ts', '@react-three/fiber'],
      ['xr/core/planted.ts', 'aframe', 'dynamic'],
    ],
  },
  {
    rule: 'xr/core never imports xr/react or xr/aframe',
    message: 'xr/core never imports xr/react or xr/aframe',
    imports: [
      ['xr/core/planted.ts', '../react/labels'],
      ['xr/core/gaze/planted.ts', '@xr/aframe/player', 'type'],
    ],
  },
  { rule: 'xr/react never imports xr/aframe', message: 'xr/react never imports xr/aframe', imports: [['xr/react/planted.tsx', '../aframe/player']] },
  { rule: 'xr/aframe never imports xr/react', message: 'xr/aframe never imports xr/react', imports: [['xr/aframe/planted.ts', '@xr/react/labels']] },
  {
    rule: 'ui/, lib/, content/ and i18n/ never import features/, pages/ or app/',
    message: 'ui/, lib/, content/ and i18n/ are shared and never import features/, pages/ or app/',
    imports: [
      ['src/ui/planted.tsx', '@/features/seo/page-head'],
      ['src/lib/planted.ts', '@/app/route-paths'],
      ['src/content/planted.ts', '@/pages/about-page'],
      ['src/i18n/planted.ts', '../features/a11y/preferences', 'side-effect'],
    ],
  },
  {
    rule: 'pages, app/ and the shared layers never import xr/',
    message: 'pages, app/ and the shared layers never import xr/',
    imports: [
      ['src/pages/planted-page.tsx', '@xr/react/player-360'],
      ['src/app/planted.tsx', '@xr/react/load-player', 'dynamic'],
      ['src/lib/planted.ts', '@xr/core/sync'],
    ],
  },
  {
    rule: 'features never import pages/ or app/',
    message: 'features never import pages/ or app/',
    imports: [
      ['src/features/a11y/planted.tsx', '@/pages/about-page'],
      ['src/features/a11y/planted.tsx', '@/app/route-paths'],
    ],
  },
  {
    rule: "a feature never imports another feature's files (the programme data only through its index)",
    message: "a feature never imports another feature's files",
    imports: [
      ['src/features/a11y/planted.tsx', '@/features/consent/consent-store'],
      ['src/features/a11y/planted.tsx', '../consent/consent-store', 'type'],
      ['src/features/a11y/planted.tsx', '@/features/seo/page-head', 'dynamic'],
      ['src/features/a11y/planted.tsx', '@/features/concerts/api/list-concerts'],
      ['src/features/home/planted.tsx', '@/features/concerts/editing'],
      ['src/features/admin/planted.tsx', '@/features/concerts/editing/save-concert'],
      ['src/features/player/planted.tsx', '@/features/player-settings/player-comfort'],
      ['src/features/kiosk/planted.tsx', '@/features/player-settings'],
    ],
  },
  {
    rule: 'only features/player imports xr/react (sessions: xr/core/sync and a type; aframe-demo: xr/aframe)',
    message: 'features do not import xr/',
    imports: [
      ['src/features/a11y/planted.tsx', '@xr/react/player-360'],
      ['src/features/player/planted.tsx', '@xr/core/sync'],
      ['src/features/player/planted.tsx', '@xr/aframe/player'],
      ['src/features/sessions/planted.ts', '@xr/core/media/player-state'],
      ['src/features/sessions/planted.ts', '@xr/core/gaze/gaze-ui'],
      ['src/features/aframe-demo/planted.tsx', '@xr/react/labels'],
      ['src/features/kiosk/planted.ts', '@xr/core/hls/m3u8/read'],
    ],
  },
  {
    rule: 'pages never import another page',
    message: 'pages never import another page',
    imports: [
      ['src/pages/planted-page.tsx', './about-page', 'dynamic'],
      ['src/pages/about-page.tsx', './home-page-below'],
    ],
  },
  { rule: 'pages never import app/', message: 'pages never import app/', imports: [['src/pages/planted-page.tsx', '@/app/route-paths']] },
];

/** [planted file, import, kind] that ARCHITECTURE.md allows. */
const ALLOWED: { what: string; imports: [string, string, Kind?][] }[] = [
  {
    what: 'a page imports features, ui, content, lib and i18n, and the home page its later parts',
    imports: [
      ['src/pages/planted-page.tsx', '@/features/seo/page-head'],
      ['src/pages/planted-page.tsx', '@/ui/button'],
      ['src/pages/planted-page.tsx', '@/content/brand'],
      ['src/pages/planted-page.tsx', '@/lib/env'],
      ['src/pages/planted-page.tsx', '@/i18n/config'],
      ['src/pages/home-page.tsx', './home-page-below', 'dynamic'],
    ],
  },
  {
    what: 'the shell imports pages (lazily), features, its own files and the shared layers',
    imports: [
      ['src/app/planted.tsx', '@/pages/about-page', 'dynamic'],
      ['src/app/planted.tsx', '@/features/consent/consent-store'],
      ['src/app/planted.tsx', './route-paths'],
      ['src/main.tsx', './app/route-paths'],
      ['src/app/planted.tsx', '@/ui/button'],
    ],
  },
  {
    what: 'a feature imports its own files, the shared layers, packages and the programme data through its index',
    imports: [
      ['src/features/a11y/planted.tsx', './preferences'],
      ['src/features/a11y/nested/planted.tsx', '@/features/a11y/read-aloud'],
      ['src/features/a11y/planted.tsx', '@/lib/safe-storage'],
      ['src/features/a11y/planted.tsx', '@/ui/button'],
      ['src/features/a11y/planted.tsx', '@/content/brand'],
      ['src/features/a11y/planted.tsx', '@/i18n/config'],
      ['src/features/a11y/planted.tsx', 'react'],
      ['src/features/a11y/planted.tsx', '@/features/concerts'],
      ['src/features/admin/planted.tsx', '@/features/concerts/editing'],
    ],
  },
  {
    what: 'the shared layers import each other',
    imports: [
      ['src/ui/planted.tsx', '@/lib/safe-storage'],
      ['src/lib/planted.ts', '../i18n/config'],
      ['src/content/planted.ts', '@/i18n/config', 'type'],
    ],
  },
  {
    what: 'xr/react and xr/aframe sit on xr/core; xr/core imports its own modules and three.js',
    imports: [
      ['xr/react/planted.tsx', '../core/projection'],
      ['xr/aframe/planted.ts', '@xr/core/projection'],
      ['xr/core/media/planted.ts', '../projection'],
      ['xr/core/planted.ts', 'three'],
      ['xr/react/planted.tsx', '@react-three/fiber'],
    ],
  },
  {
    what: 'the features that play: player → xr/react, sessions → xr/core/sync and a type, aframe-demo → xr/aframe',
    imports: [
      ['src/features/player/planted.tsx', '@xr/react/player-360'],
      ['src/features/player/planted.tsx', '@xr/react/load-player', 'dynamic'],
      ['src/features/sessions/planted.ts', '@xr/core/sync'],
      ['src/features/sessions/planted.ts', '@xr/core/gaze/gaze-ui', 'type'],
      ['src/features/aframe-demo/planted.tsx', '@xr/aframe/player'],
    ],
  },
  {
    what: 'the two players read the player settings through their index',
    imports: [
      ['src/features/player/planted.tsx', '@/features/player-settings'],
      ['src/features/aframe-demo/planted.tsx', '@/features/player-settings'],
    ],
  },
  {
    what: 'one reader per format: any feature reads m3u8 through the engine reader’s index',
    imports: [
      ['src/features/kiosk/planted.ts', '@xr/core/hls/m3u8'],
      ['src/features/concerts/editing/planted.ts', '@xr/core/hls/m3u8'],
    ],
  },
];

describe('import boundaries (eslint.config.js against ARCHITECTURE.md)', () => {
  for (const { rule, message, imports } of REFUSED) {
    it(`refuses: ${rule}`, async () => {
      for (const [file, specifier, kind = 'value'] of imports) {
        expectResolvable(file, specifier);
        const messages = await lint(file, specifier, kind);
        const found = messages.map((m) => `${m.ruleId}: ${m.message}`);
        expect(found, `${file} → ${specifier} (${kind})`).toEqual([expect.stringContaining(`${RULE}: ${message}`)]);
      }
    }, TIMEOUT_MS);
  }

  for (const { what, imports } of ALLOWED) {
    it(`allows: ${what}`, async () => {
      for (const [file, specifier, kind = 'value'] of imports) {
        expectResolvable(file, specifier);
        const messages = await lint(file, specifier, kind);
        expect(messages.map((m) => `${m.ruleId}: ${m.message}`), `${file} → ${specifier} (${kind})`).toEqual([]);
      }
    }, TIMEOUT_MS);
  }
});

describe('the session and the live-data cache are set up once, in app/ (eslint.config.js)', () => {
  const PROVIDERS = "import { QueryClientProvider } from '@tanstack/react-query';\nimport { AuthProvider } from '@/lib/auth/auth-provider';\nexport { QueryClientProvider, AuthProvider };\n";
  const restricted = async (file: string) => {
    const [result] = await eslint.lintText(PROVIDERS, { filePath: join(ROOT, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').length;
  };

  it('refuses the providers in a page or a feature', async () => {
    expect(await restricted('src/pages/planted-page.tsx')).toBe(2);
    expect(await restricted('src/features/admin/planted.tsx')).toBe(2);
  }, TIMEOUT_MS);

  it('allows them in app/ (and in tests, which render a piece alone)', async () => {
    expect(await restricted('src/app/planted.tsx')).toBe(0);
    expect(await restricted('src/features/admin/planted.test.tsx')).toBe(0);
  }, TIMEOUT_MS);
});

describe('three.js is imported by name, so the bundler keeps only what is used (eslint.config.js)', () => {
  const restricted = async (code: string, file = 'xr/react/planted.tsx') => {
    const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').length;
  };

  it('refuses a namespace import of three and R3F’s <Canvas>', async () => {
    expect(await restricted("import * as THREE from 'three';\nexport const made = new THREE.Group();\n")).toBe(1);
    expect(await restricted("import { Canvas } from '@react-three/fiber';\nexport { Canvas };\n")).toBe(1);
    expect(await restricted("import * as GPU from 'three/webgpu';\nexport const made = new GPU.Group();\n")).toBe(1);
    expect(await restricted("export const load = () => import('three');\n")).toBe(1);
    expect(await restricted("export * from 'three';\n")).toBe(1);
  }, TIMEOUT_MS);

  it('allows classes by name, a namespace of types, and tests', async () => {
    expect(await restricted("import { Group } from 'three';\nimport type * as T from 'three';\nexport const made: T.Group = new Group();\n")).toBe(0);
    expect(await restricted("import * as THREE from 'three';\nexport const made = new THREE.Group();\n", 'xr/react/planted.test.tsx')).toBe(0);
  }, TIMEOUT_MS);
});
