import { describe, expect, it } from 'vitest';
import { ineffectiveImports } from './ineffective-imports';

// As rolldown (Vite 8) prints it, colours included.
const WARNING =
  '\u001b[33m[INEFFECTIVE_DYNAMIC_IMPORT] \u001b[0msrc/i18n/locales/en/seo.json is dynamically imported by src/i18n/i18n.ts but also ' +
  'statically imported by src/entry-server.tsx, src/features/seo/a.ts, dynamic import will not move module into another chunk.';

describe('ineffectiveImports', () => {
  it('finds each warning of a build log with the module and its eager importers', () => {
    const log = `vite v8 building client environment for production...\n✓ built in 2.18s\n${WARNING}\n\n${WARNING}\n`;
    expect(ineffectiveImports(log)).toEqual([
      { module: 'src/i18n/locales/en/seo.json', staticImporters: ['src/entry-server.tsx', 'src/features/seo/a.ts'] },
    ]);
  });

  it('finds none in a clean log', () => {
    expect(ineffectiveImports('✓ 1110 modules transformed.\n(!) Some chunks are larger than 500 kB after minification.\n')).toEqual([]);
  });

  it('still counts a warning worded otherwise', () => {
    expect(ineffectiveImports('[INEFFECTIVE_DYNAMIC_IMPORT] something new')).toHaveLength(1);
  });
});
