import { isGenre } from '@/features/concerts';
import type { ConcertFilter } from './concert-filter';
import type { YearMonth } from './month-grid';

/*
 * The agenda's state in the address, so a search can be shared, bookmarked and restored on reload.
 * `search` is the parameter the site's WebSite structured data names in its SearchAction
 * (/concerts?search={search_term_string}); a test follows that template to this page.
 */
export const SEARCH_PARAM = 'search';
export const GENRE_PARAM = 'genre';
export const VIEW_PARAM = 'view';
/** The calendar's month (YYYY-MM): without it the calendar opens on the current month. */
export const MONTH_PARAM = 'month';

/** Longest search kept: enough for any title, short enough that a pasted essay is cut. */
export const SEARCH_MAX_LENGTH = 100;

export const AGENDA_VIEWS = ['list', 'calendar'] as const;
export type AgendaView = (typeof AGENDA_VIEWS)[number];
const DEFAULT_VIEW: AgendaView = 'list';

export interface AgendaParams extends ConcertFilter {
  view: AgendaView;
  month: YearMonth | null;
}

export { isGenre };

/** 'YYYY-MM' of a real month (years 1000 to 9999), else null. */
export function parseMonth(value: string | null): YearMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  const [year, month] = [Number(match?.[1]), Number(match?.[2])];
  return match && year >= 1000 && month >= 1 && month <= 12 ? { year, month } : null;
}

export const formatMonthParam = ({ year, month }: YearMonth) => `${year}-${String(month).padStart(2, '0')}`;
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
    month: parseMonth(params.get(MONTH_PARAM)),
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
  set(MONTH_PARAM, next.month && next.view === 'calendar' ? formatMonthParam(next.month) : null);
  return params;
}
