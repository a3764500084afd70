/**
 * The first visit's critical path is HTML → app code → (page code + translations). The app only
 * learns which page and language it needs once its code runs; this inline script learns the same
 * from the address while the app code is still downloading, and asks for those files at once with
 * <link rel="modulepreload">; on a player page, the first files of its stream too (see
 * stream-start-files.ts), which starts playing from an entry of its own (xr/core/media/stream-start.ts)
 * before the app's code has run. In the order the first picture needs them: the app's code (nothing else
 * runs before it), the stream's entry, the page's code and hls.js, the stream's files, the texts of the
 * first render, then the code that draws (three.js): a browser fetches a few files at a time per server, and
 * the app's code once came last, behind two dozen files that nothing could use before it ran. When the address must change to name its language (a `?lang=`, or an
 * unprefixed address for a visitor who chose or speaks another language), it goes there before the
 * page paints. It mirrors src/i18n/detect.ts (languageAddress) and src/i18n/language-path.ts;
 * tests/e2e/languages.spec.ts fails if they ever disagree.
 */
import type { AnnouncedStream } from '../xr/core/media/announced-stream.ts';

export interface StartManifest {
  languages: readonly string[];
  /** The language whose addresses carry no prefix. */
  unprefixed: string;
  /** Namespaces every page reads. */
  shell: readonly string[];
  /** `lang/ns` → file. */
  locales: Record<string, string>;
  /** The window property that hands `locales` to the app, which loads its translations by them (src/i18n/locale-files.ts). */
  localeFiles: string;
  /**
   * `lang` → the bundled sample programme's texts in that language and what they import (none in a build
   * with a backend): the app loads them before its first render on every page (src/app/start-shell.ts).
   */
  programmeTexts: Record<string, readonly string[]>;
  /** The app's entry chunk and the chunks it imports: a prerendered page asks for them after its first paint. */
  entry: string;
  entryPreloads: readonly string[];
  /**
   * The stream-start entry (xr/core/media/stream-start.ts) and the chunks it imports, and the global through
   * which it learns the route's stream: loaded beside the app's code on a route with a stream.
   */
  streamStart: readonly string[];
  announcedStream: string;
  /** [path regex, page file, namespaces, code first, code later, stream files, stream, programme texts], in route order. */
  routes: Array<StartRoute>;
  fallback: StartRoute;
}


/**
 * `code first`: the page's own imports and what starts its stream, asked for before the texts; `code later`:
 * the rest of what the page loads lazily but needs at once (the player's three.js side). Stream files are
 * fetched (not module-preloaded): the player's first video frame waits for them. `programme texts`: whether the
 * first render shows the sample programme's texts (not the home page's, whose lower parts fetch them).
 */
export type StartRoute = [string, string, readonly string[], readonly string[], readonly string[], readonly string[], AnnouncedStream | null, boolean];

export function routePattern(path: string): string {
  const segments = path.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.join('/')}/?$`;
}

/** Runs in the page, serialised with toString(): it must not close over anything outside itself. */
function preload(m: StartManifest): void {
  // Whatever happens below: the app finds its translation files by this list.
  (window as unknown as Record<string, unknown>)[m.localeFiles] = m.locales;
  // A prerendered page (vite-plugin-prerender.ts marks it) is readable before any code runs: its code is
  // asked for once the page has painted its largest element, so on a slow network it does not compete with the page's HTML and
  // stylesheet for the first paint. The app shell needs its code to show anything: it asks at once.
  const prerendered = document.documentElement.hasAttribute('data-prerendered');
  const later = (task: () => void) => {
    if (!prerendered) return task();
    let done = false;
    const once = () => {
      if (!done) task();
      done = true;
    };
    // A tab opened in the background paints nothing to wait for.
    if (document.visibilityState === 'hidden') return once();
    // After the browser has reported a first largest paint (where it reports them), else after the first
    // frame: started any sooner, the code's download and parsing fall before that paint on a slow phone.
    if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      const observer = new PerformanceObserver(() => {
        observer.disconnect();
        setTimeout(once, 0);
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    } else requestAnimationFrame(() => setTimeout(once, 0));
    // Should the browser never report it, the code comes anyway, later than a slow phone's largest paint.
    setTimeout(once, 4000);
  };
  const add = (rel: string, href: string, fetchLike: boolean) => {
    const link = document.createElement('link');
    link.rel = rel;
    // Stream files as hls.js asks for them (CORS mode, same-origin credentials): otherwise the preload is not reused.
    if (fetchLike) {
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
    }
    link.href = href;
    document.head.appendChild(link);
  };
  // First of all: nothing else can be used before the app's code runs. The shell's HTML has its own tags for
  // it, further down: asked for here, it goes before the page's files instead of behind them.
  const startApp = () => {
    add('modulepreload', m.entry, false);
    for (const href of m.entryPreloads) add('modulepreload', href, false);
    if (!prerendered) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = m.entry;
    document.head.appendChild(script);
  };
  let pageFiles = () => {};
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
    const texts = m.shell.concat(route[2]).map((ns) => m.locales[`${lang}/${ns}`] ?? '').concat(route[7] ? (m.programmeTexts[lang as string] ?? []) : []);
    pageFiles = () => {
      // The stream starts in an entry of its own, as soon as it and hls.js are here (not after the app's code).
      const stream = route[6];
      if (stream && m.streamStart[0]) {
        (window as unknown as Record<string, unknown>)[m.announcedStream] = stream;
        for (const href of m.streamStart.slice(1)) add('modulepreload', href, false);
        const script = document.createElement('script');
        script.type = 'module';
        script.src = m.streamStart[0];
        document.head.appendChild(script);
      }
      for (const href of [route[1]].concat(route[3])) add('modulepreload', href, false);
      for (const href of route[5]) add('preload', href, true);
      // The texts before the code that draws: the first render waits for them, and the player's chain of
      // renders up to its canvas starts there (measured: the other way round, the canvas came later).
      for (const href of texts.concat(route[4])) if (href) add('modulepreload', href, false);
    };
  } catch {
    // A hint only: the app loads everything itself anyway.
  }
  later(() => {
    startApp();
    pageFiles();
  });
}

export function startPreloadScript(manifest: StartManifest): string {
  return `(${preload.toString()})(${JSON.stringify(manifest).replace(/</g, '\\u003c')});`;
}
