/**
 * The first visit's critical path is HTML → app code → (page code + translations). The app only
 * learns which page and language it needs once its code runs; this inline script learns the same
 * from the address while the app code is still downloading, and asks for those files at once with
 * <link rel="modulepreload">; on a player page, the first files of its stream too (see
 * stream-start-files.ts). When the address must change to name its language (a `?lang=`, or an
 * unprefixed address for a visitor who chose or speaks another language), it goes there before the
 * page paints. It mirrors src/i18n/detect.ts (languageAddress) and src/i18n/language-path.ts;
 * tests/e2e/languages.spec.ts fails if they ever disagree.
 */
export interface StartManifest {
  languages: readonly string[];
  /** The language whose addresses carry no prefix. */
  unprefixed: string;
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
    const valid = (v: string | null | undefined): v is string => !!v && m.languages.indexOf(v) >= 0;
    const localized = (l: string, p: string) => (l === m.unprefixed ? p : p === '/' ? `/${l}` : `/${l}${p}`);
    const params = new URLSearchParams(location.search);
    const parts = location.pathname.split('/');
    const prefix = parts[1] !== m.unprefixed && valid(parts[1]) ? parts[1] : null;
    const path = prefix ? `/${parts.slice(2).join('/')}` : location.pathname;
    let lang = params.get('lang');
    let go = valid(lang);
    if (go) {
      try {
        localStorage.setItem('language', lang as string);
      } catch {
        // Not remembered; the address still carries it.
      }
    } else if (prefix) {
      lang = prefix;
    } else {
      try {
        lang = localStorage.getItem('language');
      } catch {
        lang = null;
      }
      for (const tag of navigator.languages || []) {
        if (valid(lang)) break;
        lang = tag.toLowerCase().split('-')[0] ?? null;
      }
      if (!valid(lang)) lang = m.unprefixed;
      go = lang !== m.unprefixed;
    }
    if (go) {
      params.delete('lang');
      const query = params.toString();
      location.replace(localized(lang as string, path) + (query ? `?${query}` : '') + location.hash);
      return;
    }
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
