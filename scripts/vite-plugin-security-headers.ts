import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import {
  inlineAttributeProblems,
  inlineHashes,
  mergeHashes,
  netlifyHeaders,
  nginxSnippet,
  securityConfigFromEnv,
  securityHeaders,
  type SecurityConfig,
} from './security-headers.ts';

/** The deployable header files, beside the site (README: Deploying). */
export const HEADER_FILES = { netlify: '_headers', nginx: 'security-headers.nginx.conf' } as const;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * Writes `_headers` (Netlify, Cloudflare Pages) and `security-headers.nginx.conf` into the build: the
 * security headers with a Content-Security-Policy computed from the built HTML (hashes of its inline
 * scripts and styles) and the configuration (security-headers.ts). Runs last, on the files as written,
 * so HTML that a later step of the build adds or changes (the start-preload script, prerendered pages
 * written before it) is covered; fails the build on inline code that no hash can allow.
 */
export function securityHeaderFiles(): Plugin {
  let outDir = '';
  let config: SecurityConfig = {};
  return {
    name: 'security-headers',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
      config = securityConfigFromEnv(loadEnv(resolved.mode, resolved.envDir || resolved.root, 'VITE_'));
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const pages = htmlFiles(outDir);
        if (pages.length === 0) return;
        const problems = pages.flatMap((file) =>
          inlineAttributeProblems(readFileSync(file, 'utf8')).map((problem) => `${relative(outDir, file)}: ${problem}`),
        );
        if (problems.length > 0) {
          throw new Error(
            `security-headers: inline code that the Content-Security-Policy cannot allow by hash (move it to a module or a stylesheet):\n${problems.join('\n')}`,
          );
        }
        const hashes = mergeHashes(pages.map((file) => inlineHashes(readFileSync(file, 'utf8'))));
        const headers = securityHeaders(config, hashes);
        writeFileSync(join(outDir, HEADER_FILES.netlify), netlifyHeaders(headers));
        writeFileSync(join(outDir, HEADER_FILES.nginx), nginxSnippet(headers));
      },
    },
  };
}
