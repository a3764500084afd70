import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { generateSW } from 'workbox-build';
import { SHELL_FILE } from './prerender-html.ts';
import { serviceWorkerConfig } from './service-worker-config.ts';

/**
 * Writes `sw.js` with Workbox over the finished build (after the prerender and the app's icons): the
 * app shell, code, styles and icons precached, pages network-first with the shell as their offline
 * fallback, and the kiosk's offline streams served from their cache (service-worker-config.ts).
 */
export function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'service-worker',
    apply: (_userConfig, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const { count, size, warnings } = await generateSW(serviceWorkerConfig(outDir, SHELL_FILE));
        for (const warning of warnings) config.logger.warn(`service-worker: ${warning}`);
        config.logger.info(`service-worker: ${count} files precached (${(size / 1024 / 1024).toFixed(1)} MB)`);
      },
    },
  };
}
