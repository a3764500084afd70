/**
 * The first visit's critical path is HTML → app code → (page code + translations). The app only
 * learns which page and language it needs once its code runs; this inline script learns the same
 * from the address and the stored language while the app code is still downloading, and asks for
 * those files at once with <link rel="modulepreload">; on a player page, the first files of its stream
 * too (see stream-start-files.ts). It mirrors src/i18n/detect.ts (URL, then
 * stored choice, then browser); tests/e2e/languages.spec.ts fails if the two ever disagree.
 */
export interface StartManifest {
  languages: readonly string[];
  /** Namespaces every page reads. */
  shell: readonly string[];
  /** `lang/ns` → file. */
  locales: Record<string, string>;
  /** [path regex, page file, namespaces, other code files, stream files], in route order. */
  routes: Array<StartRoute>;
  fallback: StartRoute;
}

/** Stream files are fetched (not module-preloaded): the player's first video frame waits for them. */
export type StartRoute = [string, string, readonly string[], readonly string[], readonly string[]];

export function routePattern(path: string): string {
  const segments = path.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.join('/')}/?$`;
}

/** Runs in the page, serialised with toString(): it must not close over anything outside itself. */
function preload(m: StartManifest): void {
  try {
    const valid = (v: string | null): v is string => v !== null && m.languages.indexOf(v) >= 0;
    let lang = new URLSearchParams(location.search).get('lang');
    if (!valid(lang)) {
      try {
        lang = localStorage.getItem('language');
      } catch {
        lang = null;
      }
    }
    if (!valid(lang)) {
      lang = 'en';
      for (const tag of navigator.languages || []) {
        const base = tag.toLowerCase().split('-')[0] ?? '';
        if (m.languages.indexOf(base) >= 0) {
          lang = base;
          break;
        }
      }
    }
    const path = location.pathname;
    let route = m.fallback;
    for (const r of m.routes) {
      if (new RegExp(r[0]).test(path)) {
        route = r;
        break;
      }
    }
    const files = [route[1]].concat(route[3], m.shell.concat(route[2]).map((ns) => m.locales[`${lang}/${ns}`] ?? ''));
    for (const href of files) {
      if (!href) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
    for (const href of route[4]) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      // As hls.js asks for them (CORS mode, same-origin credentials): otherwise the preload is not reused.
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.appendChild(link);
    }
  } catch {
    // A hint only: the app loads everything itself anyway.
  }
}

export function startPreloadScript(manifest: StartManifest): string {
  return `(${preload.toString()})(${JSON.stringify(manifest).replace(/</g, '\\u003c')});`;
}
