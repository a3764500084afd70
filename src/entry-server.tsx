/**
 * The server side of the prerender build step (scripts/vite-plugin-prerender.ts): renders one page of the
 * app, in one language, to HTML, with the same components and translations as the browser, which then
 * hydrates it (main.tsx). Built by Vite as an SSR bundle and only ever run at build time.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppErrorBoundary } from './app/error-boundary';
import { preloadPage, routeFor, AppRoutes } from './app/router';
import { sitemapPaths } from './app/route-paths';
import { ARTIST_IDS, ARTISTS } from './content/artists';
import { BRAND } from './content/brand';
import { CONCERT_IDS, CONCERTS } from './content/concerts';
import { formatConcertDates } from './content/concert-rules';
import { socialImagePath } from './content/social-images';
import { DEMO_CONCERT_IDS, DEMO_CONCERTS } from './content/demo-concerts';
import { LANGUAGES, type Language } from './i18n/config';
import seoEn from './i18n/locales/en/seo.json';
import { initI18n } from './i18n/i18n';
import { localizedPath } from './i18n/language-path';
import { SHELL_NAMESPACES } from './i18n/shell-namespaces';

export { LANGUAGES };

/** Every page a search engine may index, as paths inside a language: the route table plus one page per item. */
export function indexablePaths(): string[] {
  const fixed = sitemapPaths();
  const concerts = [...CONCERT_IDS, ...DEMO_CONCERT_IDS].map((id) => `/concert/${id}`);
  const artists = ARTIST_IDS.map((id) => `/artist/${encodeURIComponent(id)}`);
  return [...fixed, ...concerts, ...artists];
}

let i18nReady: Promise<unknown> | undefined;

/** The page at `path` in `language`: the markup of #root, with the head's tags (title, meta, link) first. */
export async function renderPage(path: string, language: Language): Promise<string> {
  const route = routeFor(path);
  i18nReady ??= initI18n(language, SHELL_NAMESPACES);
  const i18n = await (i18nReady as ReturnType<typeof initI18n>);
  await i18n.changeLanguage(language);
  await Promise.all([i18n.loadNamespaces([...SHELL_NAMESPACES, ...route.namespaces]), preloadPage(route.id)]);
  const basename = localizedPath(language, '/');
  // Any error makes React leave that part to the browser: the page would ship without it, so fail the build.
  const errors: string[] = [];
  const onError = (error: unknown, info: { componentStack?: string }) => {
    errors.push(`${String(error)}${info.componentStack?.split('\n').slice(0, 6).join('\n') ?? ''}`);
  };
  const { prelude } = await prerender(
    <StrictMode>
      <AppErrorBoundary>
        <StaticRouter basename={basename} location={localizedPath(language, path)}>
          <AppRoutes />
        </StaticRouter>
      </AppErrorBoundary>
    </StrictMode>,
    // Every part inline and visible as it is: no part held back for a script to reveal (React splits parts
    // over its chunk size out of order by default), so the page reads the same without JavaScript.
    { onError, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length > 0) throw new Error(`prerender ${localizedPath(language, path)}:\n${errors.join('\n')}`);
  return new Response(prelude).text();
}

/** A link-preview card to draw (scripts/social-image.ts): the item's own title and line, and its artwork. */
export interface SocialCardData {
  file: string;
  title: string;
  line: string;
  artwork?: string;
  brand: string;
}

/** One card per concert and artist, and the site's own, at the paths the page heads name (socialImagePath). */
export function socialCards(): SocialCardData[] {
  const file = (path: string) => path.replace(/^\//, '');
  const brand = BRAND.name;
  return [
    { file: file(socialImagePath('site')), title: brand, line: seoEn.organization.description, brand },
    ...CONCERTS.map((c) => ({ file: file(socialImagePath('concert', c.id)), title: c.title, line: `${c.artist} · ${formatConcertDates(c, 'en-GB')}`, artwork: c.imageUrl, brand })),
    ...DEMO_CONCERTS.map((c) => ({ file: file(socialImagePath('concert', c.id)), title: c.title, line: formatConcertDates(c, 'en-GB'), artwork: c.imageUrl, brand })),
    ...ARTISTS.map((a) => ({ file: file(socialImagePath('artist', a.id)), title: a.name, line: a.hometown.place, artwork: a.poster, brand })),
  ];
}
