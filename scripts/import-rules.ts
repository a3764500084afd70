/**
 * ARCHITECTURE.md's dependency rules, checked on every source file:
 * shared layers (ui, lib, content, i18n) → features → pages → app, and the engine (xr) apart from the site.
 */
export interface ImportViolation {
  file: string;
  specifier: string;
  rule: string;
}

const IMPORT_RE = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s*['"]([^'"]+)['"]/g;

export function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT_RE)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

/** `file` is relative to the repository root with forward slashes; `@/` is src/. */
export function checkImport(file: string, specifier: string): string | undefined {
  const target = specifier.startsWith('@/') ? `src/${specifier.slice(2)}` : specifier;
  const layer = (path: string) => path.match(/^src\/(\w[\w-]*)\//)?.[1];
  const feature = (path: string) => path.match(/^src\/features\/([\w-]+)\//)?.[1];

  if (file.startsWith('xr/') && (target.startsWith('src/') || /(^|\/)\.\.\/(\.\.\/)*src\//.test(specifier)))
    return 'xr never imports the site';
  if (file.startsWith('xr/core/') && /^(react|react-dom|@react-three\/|aframe)(\/|$)/.test(specifier))
    return 'xr/core is framework-free';
  if (!target.startsWith('src/')) return undefined;

  const from = layer(file);
  const to = layer(target);
  if (['ui', 'lib', 'content', 'i18n'].includes(from ?? '') && ['features', 'pages', 'app'].includes(to ?? ''))
    return `${from} is shared and never imports ${to}`;
  if (from === 'features' && (to === 'pages' || to === 'app')) return `features never import ${to}`;
  if (from === 'features' && to === 'features' && feature(file) !== feature(target))
    return 'features never import other features';
  if (from === 'pages' && (to === 'pages' || to === 'app')) return `pages never import ${to}`;
  return undefined;
}
