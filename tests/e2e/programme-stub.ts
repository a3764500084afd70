import { artistRows, concertRows } from '../../scripts/db/seed-programme';
import { ARTIST_SELECT, CONCERT_SELECT } from '../../src/features/concerts/concert-columns';
import type { StubbedRequest, StubReply } from './supabase-stub';

/**
 * The public programme behind PostgREST's read API (tables `concerts` and `artists`), in memory, for the
 * browser tests: by default the seed programme (the bundled sample, as supabase/seed.sql has it). A subset
 * of PostgREST's query language (the rows are supabase/seed.sql's, from scripts/db/seed-programme.ts, which
 * src/features/concerts/sample-programme.test.ts holds equal to the site's bundled sample), strict where the real server is: `select=` (columns or `*`), filters
 * `col=eq.v`, `neq`, `gt`/`gte`/`lt`/`lte`, `in.(a,b)`, `is.null`, `order=col.asc,col2.desc`, `limit=`;
 * anything else is answered 400, so a malformed request fails the test instead of passing by luck.
 * A test may change `store.concerts`/`store.artists` (an admin's insert, a publish) and later reads see it.
 */
export type Row = Record<string, unknown>;

export interface ProgrammeStore {
  concerts: Row[];
  artists: Row[];
}

const TABLES = { '/rest/v1/concerts': 'concerts', '/rest/v1/artists': 'artists' } as const;
type TablePath = keyof typeof TABLES;

/** What the database fills in for a concert row that leaves a column out (its defaults: the migrations). */
const CONCERT_DEFAULTS: Row = { live_stream_url: null, doors_open_minutes: 15, status: 'scheduled' };

/** The seed's rows (and `extra` ones after them), each with a `created_at` in the order given. */
export function programmeStore(extra: { concerts?: Row[]; artists?: Row[] } = {}): ProgrammeStore {
  const created = (i: number) => new Date(Date.UTC(2026, 10, 1, 10, 0, i)).toISOString();
  const stamp = (rows: readonly object[]): Row[] => rows.map((row, i) => ({ ...row, created_at: created(i) }));
  return {
    concerts: stamp([...concertRows(), ...(extra.concerts ?? [])].map((row) => ({ ...CONCERT_DEFAULTS, ...row }))),
    artists: stamp([...artistRows(), ...(extra.artists ?? [])]),
  };
}

/** A read of the whole programme's columns, as the site's fetchers make it (src/features/concerts/api). */
export function isProgrammeRead(request: StubbedRequest): boolean {
  const select = request.search.get('select');
  return request.method === 'GET' && ((request.path === '/rest/v1/concerts' && select === CONCERT_SELECT) || (request.path === '/rest/v1/artists' && select === ARTIST_SELECT));
}

export const isProgrammeTable = (request: StubbedRequest) => request.method === 'GET' && request.path in TABLES;

class BadRequest extends Error {}

const text = (value: unknown) => (value === null || value === undefined ? null : typeof value === 'object' ? JSON.stringify(value) : String(value));

function compare(value: unknown, raw: string): number {
  if (typeof value === 'number') return value - Number(raw);
  const left = text(value) ?? '';
  const [a, b] = [Date.parse(left), Date.parse(raw)];
  if (/^\d{4}-\d{2}-\d{2}/.test(raw) && !Number.isNaN(a) && !Number.isNaN(b)) return a - b;
  return left < raw ? -1 : left > raw ? 1 : 0;
}

function inList(raw: string): string[] {
  const match = /^\((.*)\)$/.exec(raw);
  if (!match?.[1]) throw new BadRequest(`bad in list ${raw}`);
  return match[1].split(',').map((item) => item.replace(/^"(.*)"$/, '$1'));
}

function condition(column: string, filter: string): (row: Row) => boolean {
  const dot = filter.indexOf('.');
  const [operator, raw] = [filter.slice(0, dot), filter.slice(dot + 1)];
  switch (operator) {
    case 'eq':
      return (row) => text(row[column]) === raw;
    case 'neq':
      return (row) => text(row[column]) !== raw;
    case 'gt':
      return (row) => row[column] !== null && compare(row[column], raw) > 0;
    case 'gte':
      return (row) => row[column] !== null && compare(row[column], raw) >= 0;
    case 'lt':
      return (row) => row[column] !== null && compare(row[column], raw) < 0;
    case 'lte':
      return (row) => row[column] !== null && compare(row[column], raw) <= 0;
    case 'in': {
      const values = inList(raw);
      return (row) => values.includes(text(row[column]) ?? '');
    }
    case 'is':
      if (raw !== 'null') throw new BadRequest(`unsupported is.${raw}`);
      return (row) => row[column] === null;
    default:
      throw new BadRequest(`unsupported operator ${operator}`);
  }
}

function ordered(rows: Row[], order: string | null): Row[] {
  const terms = (order ?? '').split(',').filter(Boolean).map((term) => {
    const [column = '', direction = 'asc'] = term.split('.');
    if (direction !== 'asc' && direction !== 'desc') throw new BadRequest(`bad order ${term}`);
    return { column, sign: direction === 'desc' ? -1 : 1 };
  });
  return [...rows].sort((a, b) => {
    for (const { column, sign } of terms) {
      const difference = compare(a[column], text(b[column]) ?? '');
      if (difference !== 0) return sign * difference;
    }
    return 0;
  });
}

function project(rows: Row[], select: string | null): Row[] {
  if (select === null || select === '*') return rows;
  const columns = select.split(',');
  return rows.map((row) =>
    Object.fromEntries(
      columns.map((column) => {
        if (!(column in row)) throw new BadRequest(`column ${column} does not exist`);
        return [column, row[column]];
      }),
    ),
  );
}

/** Answers `GET /rest/v1/concerts` or `/artists` from the store. */
export function answerProgrammeRead(store: ProgrammeStore, request: StubbedRequest): StubReply {
  try {
    const rows = store[TABLES[request.path as TablePath]];
    const filters = [...request.search].filter(([key]) => !['select', 'order', 'limit', 'offset'].includes(key)).map(([key, value]) => condition(key, value));
    const matching = ordered(rows.filter((row) => filters.every((keep) => keep(row))), request.search.get('order'));
    const limit = Number(request.search.get('limit') ?? matching.length);
    return { json: project(matching.slice(0, limit), request.search.get('select')) };
  } catch (error) {
    if (!(error instanceof BadRequest)) throw error;
    return { status: 400, json: { code: 'PGRST100', message: error.message, details: null, hint: null } };
  }
}
