import { GENRES, type Genre } from '@/content/concerts';
import type { ConcertFilter } from './concert-filter';

/*
 * The agenda's state in the address, so a search can be shared, bookmarked and restored on reload.
 * `search` is the parameter the site's WebSite structured data names in its SearchAction
 * (/concerts?search={search_term_string}); a test follows that template to this page.
 */
export const SEARCH_PARAM = 'search';
export const GENRE_PARAM = 'genre';
export const VIEW_PARAM = 'view';

/** Longest search kept: enough for any title, short enough that a pasted essay is cut. */
export const SEARCH_MAX_LENGTH = 100;

export const AGENDA_VIEWS = ['list', 'calendar'] as const;
export type AgendaView = (typeof AGENDA_VIEWS)[number];
const DEFAULT_VIEW: AgendaView = 'list';

export interface AgendaParams extends ConcertFilter {
  view: AgendaView;
}

export const isGenre = (value: unknown): value is Genre => typeof value === 'string' && (GENRES as readonly string[]).includes(value);
const isView = (value: unknown): value is AgendaView => typeof value === 'string' && (AGENDA_VIEWS as readonly string[]).includes(value);

/** Control characters have no place in a search box (a newline pasted from elsewhere becomes a space). */
const cleanSearch = (value: string) => value.replace(/\p{Cc}/gu, ' ').slice(0, SEARCH_MAX_LENGTH);

/** Reads the agenda's parameters; a value that is not one of the allowed ones is ignored. */
export function parseAgendaParams(params: URLSearchParams): AgendaParams {
  const genre = params.get(GENRE_PARAM);
  const view = params.get(VIEW_PARAM);
  return {
    search: cleanSearch(params.get(SEARCH_PARAM) ?? ''),
    genre: isGenre(genre) ? genre : null,
    view: isView(view) ? view : DEFAULT_VIEW,
  };
}

/**
 * The address parameters for `next`, keeping every parameter the agenda does not own (such as `lang`).
 * Defaults are left out, so the plain agenda stays at /concerts.
 */
export function withAgendaParams(current: URLSearchParams, next: AgendaParams): URLSearchParams {
  const params = new URLSearchParams(current);
  const search = cleanSearch(next.search).trim();
  const set = (name: string, value: string | null) => (value ? params.set(name, value) : params.delete(name));
  set(SEARCH_PARAM, search);
  set(GENRE_PARAM, next.genre);
  set(VIEW_PARAM, next.view === DEFAULT_VIEW ? null : next.view);
  return params;
}
