import type { Plugin } from 'vite';
import { ROUTES } from '../src/app/route-paths.ts';
import { ROUTE_START_CODE } from '../src/app/route-start-code.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, NAMESPACES } from '../src/i18n/config.ts';
import { LOCALE_FILES_GLOBAL } from '../src/i18n/locale-files.ts';
import { SHELL_NAMESPACES } from '../src/i18n/shell-namespaces.ts';
import { pageFileName } from '../src/app/page-file-name.ts';
import { streamStartFiles } from './stream-start-files.ts';
import { EARLY_SETTINGS, earlySettingsScript } from './early-settings.ts';
import { routePattern, startPreloadScript, type StartManifest, type StartRoute } from './start-preload.ts';
import { earlyInputScript } from '../src/lib/early-input/capture-early-input.ts';
import { ANNOUNCED_STREAM } from '../xr/core/media/announced-stream.ts';
import { EARLY_INPUT_OPTIONS } from '../src/lib/early-input/early-input-options.ts';

/** The bundle entry that starts a player route's stream before the app's code (vite.config.ts). */
export const STREAM_START_ENTRY = '/xr/core/media/stream-start.ts';

/** A translation file's module id: `language`, `namespace`. */
const LOCALE_ID = /locales\/(\w+)\/([\w-]+)\.json$/;

/**
 * Injects the start-preload script (see start-preload.ts) into the built index.html, with the capture of
 * what a visitor types and presses before the app's code runs (src/lib/early-input).
 */
export function startPreload(): Plugin {
  let publicDir = '';
  let root = '';
  let ssr = false;
  let hasBackend = false;
  return {
    name: 'start-preload',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
      root = config.root;
      ssr = Boolean(config.build.ssr);
      // As src/lib/env.ts decides it: with a backend, the programme's texts come with its rows.
      hasBackend = Boolean(config.env.VITE_SUPABASE_URL && config.env.VITE_SUPABASE_ANON_KEY);
    },
    // Every translation file is a chunk of its own, which the app imports by the name the start script gives it
    // (src/i18n/locale-files.ts): nothing in the browser's code names them, so they are emitted here.
    buildStart() {
      if (ssr) return;
      for (const language of LANGUAGES) {
        for (const namespace of NAMESPACES) {
          this.emitFile({ type: 'chunk', id: `${root}/src/i18n/locales/${language}/${namespace}.json`, name: `locale-${language}-${namespace}`, preserveSignature: 'strict' });
        }
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunkFor = new Map<string, string>();
        const importsOf = new Map<string, readonly string[]>();
        let entryFile = '';
        for (const output of Object.values(ctx.bundle ?? {})) {
          if (output.type !== 'chunk') continue;
          importsOf.set(`/${output.fileName}`, output.imports.map((file) => `/${file}`));
          if (output.facadeModuleId) chunkFor.set(output.facadeModuleId, `/${output.fileName}`);
          // The app's entry (index.html's); the stream-start entry is loaded by the script below, on player routes.
          if (output.isEntry && !output.facadeModuleId?.endsWith(STREAM_START_ENTRY) && !LOCALE_ID.test(output.facadeModuleId ?? '')) entryFile = `/${output.fileName}`;
        }
        /** A module's chunk and every chunk it imports statically (modulepreload fetches one file each). */
        const withImports = (file: string, seen = new Set<string>()): Set<string> => {
          if (!file || seen.has(file)) return seen;
          seen.add(file);
          for (const dependency of importsOf.get(file) ?? []) withImports(dependency, seen);
          return seen;
        };
        const find = (suffix: string) => [...chunkFor].find(([id]) => id.endsWith(suffix))?.[1] ?? '';
        const locales: Record<string, string> = {};
        for (const [id, file] of chunkFor) {
          const match = id.match(LOCALE_ID);
          if (match) locales[`${match[1]}/${match[2]}`] = file;
        }
        if (!entryFile) throw new Error('start-preload: the bundle has no entry chunk');
        if (!find(STREAM_START_ENTRY)) throw new Error(`start-preload: the bundle has no entry for ${STREAM_START_ENTRY}`);
        const alreadyLoaded = withImports(entryFile);
        /** `modules`' chunks and their static imports, less what an earlier list or the entry brings. */
        const codeOf = (modules: readonly string[], loaded: Set<string>) => {
          const files = new Set<string>();
          for (const module of modules) withImports(find(module), files);
          const fresh = [...files].filter((file) => file && !loaded.has(file));
          fresh.forEach((file) => loaded.add(file));
          return fresh;
        };
        // The page's own static imports too: a modulepreload fetches one file, and they would otherwise
        // be requested only once the page's chunk has run. Then what starts its stream, then the rest.
        const entry = (r: (typeof ROUTES)[number]): StartRoute => {
          const page = find(`/src/pages/${pageFileName(r.id)}.tsx`);
          const loaded = new Set([...alreadyLoaded, page]);
          const first = [...withImports(page)].filter((file) => !loaded.has(file));
          first.forEach((file) => loaded.add(file));
          const { preloadFirst = [], preload = [], stream = null } = ROUTE_START_CODE[r.id] ?? {};
          first.push(...codeOf(preloadFirst, loaded));
          const then = codeOf(preload, loaded);
          return [routePattern(r.path), page, r.namespaces, first, then, stream ? streamStartFiles(publicDir, stream.src) : [], stream, !('programmeTextsLater' in r)];
        };
        const programmeTexts: Record<string, string[]> = {};
        for (const language of hasBackend ? [] : LANGUAGES) {
          const file = find(`/src/features/concerts/sample/texts/${language}.ts`);
          if (!file) throw new Error(`start-preload: no chunk for the sample programme's ${language} texts`);
          programmeTexts[language] = [...withImports(file)].filter((f) => !alreadyLoaded.has(f));
        }
        const notFound = ROUTES.find((r) => r.path === '*');
        if (!notFound) throw new Error('start-preload: the route table has no not-found route');
        const manifest: StartManifest = {
          entry: entryFile,
          entryPreloads: [...alreadyLoaded].filter((file) => file !== entryFile),
          languages: LANGUAGES,
          unprefixed: DEFAULT_LANGUAGE,
          shell: SHELL_NAMESPACES,
          locales,
          localeFiles: LOCALE_FILES_GLOBAL,
          programmeTexts,
          streamStart: [...withImports(find(STREAM_START_ENTRY))].filter((file) => !alreadyLoaded.has(file)),
          announcedStream: ANNOUNCED_STREAM,
          routes: ROUTES.filter((r) => r.path !== '*').map(entry),
          fallback: entry(notFound),
        };
        // Right after <meta charset> (which must stay in the first 1024 bytes), and before the
        // stylesheet, since an inline script after a stylesheet waits for it.
        const script = `<script>${earlySettingsScript(EARLY_SETTINGS)}${earlyInputScript(EARLY_INPUT_OPTIONS)}${startPreloadScript(manifest)}</script>`;
        if (!/<meta charset[^>]*>/i.test(html)) throw new Error('start-preload: index.html has no <meta charset>');
        return html.replace(/<meta charset[^>]*>/i, (meta) => `${meta}${script}`);
      },
    },
  };
}
