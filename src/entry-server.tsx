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
import { BRAND } from './content/brand';
import { socialImagePath } from './content/social-images';
import { artistsFromRows, concertsFromRows } from './features/concerts/concert-row';
import type { PageSnapshot } from './features/concerts/programme-source';
import { concertText, formatConcertDates, loadSampleProgramme, primeProgramme, type Programme } from './features/concerts';
import { EVENT_IMAGE_SHAPES, eventImagePath } from './features/seo/event-images';
import { LANGUAGES, type Language } from './i18n/config';
import seoEn from './i18n/locales/en/seo.json';
import { initI18n } from './i18n/i18n';
import { localizedPath } from './i18n/language-path';
import { SHELL_NAMESPACES } from './i18n/shell-namespaces';
import { HAS_BACKEND } from './lib/env';
import { queryClient } from './lib/query-client';

export { LANGUAGES };

/**
 * The programme the pages are built from (scripts/programme-at-build.ts): Supabase's published rows, else the
 * sample. The build step calls setProgramme before anything else.
 */
let programme: Programme;
let readAt: number;

/**
 * Takes the rows the build read from Supabase (checked by the app's own row schemas), or null for the bundled
 * sample, whose texts it loads in every language first: each page is rendered with its language's texts.
 */
export async function setProgramme(rows: { concerts: unknown[]; artists: unknown[] } | null): Promise<void> {
  programme = rows ? { concerts: concertsFromRows(rows.concerts), artists: artistsFromRows(rows.artists) } : await loadSampleProgramme(LANGUAGES);
  readAt = Date.now();
  queryClient.clear();
  // Every page renders from the cache: the hooks find the programme there, as the browser will (main.tsx).
  primeProgramme(queryClient, programme, readAt);
}

/**
 * What a prerendered page carries for the browser to adopt it with the same programme: with a backend, the
 * programme as the build read it (the browser's first render must match the HTML; the hooks then read Supabase
 * again once it is older than the cache's freshness). Without one, nothing: the browser has the sample itself.
 */
export function programmeSnapshot(): string | undefined {
  const snapshot: PageSnapshot = { readAt, programme };
  return HAS_BACKEND ? JSON.stringify(snapshot) : undefined;
}

/** Every page a search engine may index, as paths inside a language: the route table plus one page per item. */
export function indexablePaths(): string[] {
  const fixed = sitemapPaths();
  const concerts = programme.concerts.map((concert) => `/concert/${encodeURIComponent(concert.id)}`);
  const artists = programme.artists.map((artist) => `/artist/${encodeURIComponent(artist.id)}`);
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

/** The app shell's default head (scripts/prerender-html.ts, shellPage): the site's name and description, in English. */
export function shellHead(): { title: string; description: string } {
  return { title: BRAND.name, description: seoEn.organization.description };
}

/** A link-preview card to draw (scripts/social-image.ts): the item's own title and line, and its artwork. */
export interface SocialCardData {
  file: string;
  title: string;
  line: string;
  artwork?: string;
  brand: string;
  /** Another size than the link preview's: a concert's event images (event-images.ts). */
  size?: { width: number; height: number };
}

/**
 * One card per concert and artist, and the site's own, at the paths the page heads name (socialImagePath),
 * and each concert's event images in the shapes its structured data names (eventImagePath).
 */
export function socialCards(): SocialCardData[] {
  const file = (path: string) => path.replace(/^\//, '');
  const brand = BRAND.name;
  return [
    { file: file(socialImagePath('site')), title: brand, line: seoEn.organization.description, brand },
    ...programme.concerts.flatMap((c) => {
      const when = formatConcertDates(c, 'en-GB');
      const card = { title: concertText(c, 'en').title, line: c.artistName ? `${c.artistName} · ${when}` : when, artwork: c.posterUrl, brand };
      const events = EVENT_IMAGE_SHAPES.map((shape) => ({ ...card, file: file(eventImagePath(c.id, shape)), size: { width: shape.width, height: shape.height } }));
      return [{ ...card, file: file(socialImagePath('concert', c.id)) }, ...events];
    }),
    ...programme.artists.map((a) => ({ file: file(socialImagePath('artist', a.id)), title: a.name, line: a.hometown ?? '', artwork: a.posterUrl ?? undefined, brand })),
  ];
}
