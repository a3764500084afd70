import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { BRAND } from '../src/content/brand.ts';
import seoEn from '../src/i18n/locales/en/seo.json' with { type: 'json' };
import { APPLE_TOUCH_ICON, appManifest, ICONS, renderIcon } from './app-manifest.ts';

/** Writes manifest.webmanifest and the app's icons (app-manifest.ts) into the build; serves them in dev too. */
export function pwaAssets(): Plugin {
  let outDir = '';
  let publicDir = '';
  let building = false;
  const files = (): Array<[string, string | Buffer]> => [
    ['manifest.webmanifest', JSON.stringify(appManifest(BRAND.name, seoEn.organization.description), null, 2)],
    ...ICONS.map(({ file, size, purpose }): [string, Buffer] => [file, renderIcon(publicDir, size, purpose === 'maskable')]),
    [APPLE_TOUCH_ICON.file, renderIcon(publicDir, APPLE_TOUCH_ICON.size, true)],
  ];
  return {
    name: 'pwa-assets',
    apply: (_userConfig, env) => !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
      // Vitest and the dev server close their bundles too: only a build writes files.
      building = config.command === 'build';
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!building) return;
        for (const [file, content] of files()) {
          mkdirSync(dirname(join(outDir, file)), { recursive: true });
          writeFileSync(join(outDir, file), content);
        }
      },
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const found = files().find(([file]) => req.url?.split('?')[0] === `/${file}`);
        if (!found) return next();
        res.setHeader('Content-Type', found[0].endsWith('.png') ? 'image/png' : 'application/manifest+json');
        res.end(found[1]);
      });
    },
  };
}
