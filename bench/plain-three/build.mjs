// Builds the plain three.js reference page (bench/plain-three) into <dist>/bench-plain/, so it is served from
// the same origin as the site and plays the same bundled stream.
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
export const PLAIN_BASE = '/bench-plain/';

/** Returns a function that removes the built page again. */
export async function buildPlainPage(dist) {
  const outDir = join(resolve(dist), 'bench-plain');
  await build({
    root: ROOT,
    base: PLAIN_BASE,
    configFile: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
  });
  return () => rmSync(outDir, { recursive: true, force: true });
}
