import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { BRAND, placeholderWarning } from '../src/content/brand.ts';
import type { Language } from '../src/i18n/config.ts';
import { composePage, pageFile, SHELL_FILE, shellPage } from './prerender-html.ts';
import { programmeAtBuild, type ProgrammeRows } from './programme-at-build.ts';
import { resolveSiteUrl, sitemapXml } from './seo-files.ts';
import { renderSocialCard, type SocialCard } from './social-image.ts';

/** What the SSR bundle of src/entry-server.tsx exports. */
interface ServerEntry {
  LANGUAGES: readonly Language[];
  setProgramme(rows: ProgrammeRows | null): Promise<void>;
  programmeSnapshot(): string | undefined;
  socialCards(): SocialCard[];
  shellHead(): { title: string; description: string };
  indexablePaths(): string[];
  renderPage(path: string, language: Language): Promise<string>;
}

/**
 * After the browser build: builds src/entry-server.tsx for Node, renders every indexable page in every
 * language into its own HTML file (prerender-html.ts), keeps the template with a default head (the site's
 * name and description in English) as the app shell (`app.html`) for every other address, and writes the
 * sitemap of the pages it wrote. `vite preview` is taught the deployment rule (README: Deploying):
 * `<path>.html` when it exists, else the shell.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    apply: (_userConfig, env) => env.isPreview === true || (env.command === 'build' && !env.isSsrBuild),
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const started = performance.now();
        const env = loadEnv(config.mode, config.envDir || config.root, '');
        const [entry, rows] = await Promise.all([buildServerEntry(config, outDir), programmeAtBuild(env)]);
        await entry.setProgramme(rows);
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const shell = entry.shellHead();
        writeFileSync(join(outDir, SHELL_FILE), shellPage(template, shell.title, shell.description));
        const paths = entry.indexablePaths();
        const snapshot = entry.programmeSnapshot();
        for (const language of entry.LANGUAGES) {
          for (const path of paths) writePage(outDir, pageFile(path, language), composePage(template, await entry.renderPage(path, language), language, snapshot));
        }
        const siteUrl = resolveSiteUrl(env.VITE_SITE_URL, BRAND.defaultSiteUrl);
        writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(siteUrl, paths, entry.LANGUAGES));
        // The deployment rule in Netlify's (and Cloudflare Pages') own format; they find `<address>.html` themselves.
        writeFileSync(join(outDir, '_redirects'), `/* /${SHELL_FILE} 200\n`);
        const cards = entry.socialCards();
        for (const card of cards) writePage(outDir, card.file, await renderSocialCard(card, config.publicDir));
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        const source = rows ? `${rows.concerts.length} concerts and ${rows.artists.length} artists from Supabase` : 'the bundled sample programme';
        config.logger.info(`prerender: ${paths.length * entry.LANGUAGES.length} pages and ${cards.length} link-preview and event images from ${source} in ${seconds} s`);
        // The footer shows brand.ts's placeholders until the owner fills them in: say so, without failing the build.
        const placeholders = placeholderWarning();
        if (placeholders) config.logger.warn(placeholders);
      },
    },
    configurePreviewServer(server) {
      const outDir = resolve(config.root, config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const [pathname = '/', query = ''] = (req.url ?? '/').split(/\?(.*)/s);
        req.url = `${previewFile(outDir, decodeURIComponent(pathname))}${query ? `?${query}` : ''}`;
        next();
      });
    },
  };
}

/** The SSR bundle, beside the modules it imports (node_modules), one folder per output so builds can run side by side. */
async function buildServerEntry(config: ResolvedConfig, outDir: string): Promise<ServerEntry> {
  const ssrDir = resolve(config.root, 'node_modules/.prerender', basename(outDir));
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
  });
  // Imported by its plain address: the page chunks import the entry by that address too, and a second copy
  // (a cache-busting query) would hold its own query cache, which setProgramme never fills. A second build in
  // one process reuses the module; setProgramme starts it afresh.
  return (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
}

function writePage(outDir: string, file: string, content: string | Buffer): void {
  const target = join(outDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}

/** The deployment rule: a file as it is; an address with a page of its own, that page; any other, the shell. */
export function previewFile(outDir: string, pathname: string): string {
  const isFile = (path: string) => existsSync(path) && statSync(path).isFile();
  if (pathname !== '/' && isFile(join(outDir, pathname))) return pathname;
  const page = pathname === '/' ? '/index.html' : `${pathname.replace(/\/+$/, '')}.html`;
  if (isFile(join(outDir, page))) return page;
  return extname(pathname) ? pathname : `/${SHELL_FILE}`;
}
