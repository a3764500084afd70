import type { StubbedRequest, StubReply } from './supabase-stub';

/**
 * A table behind PostgREST's API, in memory, for the admin pages: `select=` (all or some columns), `order=`, `limit=`,
 * plain filters (`col=op.value`), `or=(…)`/`and=(…)` logic trees, and `Prefer: count=exact` answered
 * with a Content-Range header. It is strict where the real server is: a value is parsed with PostgREST's
 * rules (double quotes with backslash escapes inside a logic tree, the raw rest in a plain filter), a '+'
 * that was not percent-encoded arrives as a space and makes a timestamp invalid, and anything it does
 * not understand is answered 400, so a malformed request fails the test instead of passing by luck.
 */
export interface StoredRow {
  id: string | number;
  [column: string]: unknown;
}

/** Columns holding moments: compared as instants, and a malformed one is refused as PostgreSQL would. */
const MOMENTS = new Set(['created_at', 'at', 'starts_at', 'ends_at', 'updated_at']);

type Condition = (row: StoredRow) => boolean;

class BadRequest extends Error {}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'or', 'and']);

function compareValues(column: string, left: unknown, right: string): number {
  if (left === null || left === undefined) return Number.NaN;
  if (MOMENTS.has(column)) {
    const [a, b] = [Date.parse(String(left)), Date.parse(right)];
    if (Number.isNaN(b)) throw new BadRequest(`invalid input syntax for type timestamp with time zone: "${right}"`);
    return a - b;
  }
  if (typeof left === 'number') return left - Number(right);
  const text = typeof left === 'string' ? left : JSON.stringify(left);
  return text < right ? -1 : text > right ? 1 : 0;
}

const OPERATORS: Record<string, (column: string, value: string) => Condition> = {
  eq: (c, v) => (row) => compareValues(c, row[c] ?? null, v) === 0,
  lt: (c, v) => (row) => compareValues(c, row[c] ?? null, v) < 0,
  lte: (c, v) => (row) => compareValues(c, row[c] ?? null, v) <= 0,
  gt: (c, v) => (row) => compareValues(c, row[c] ?? null, v) > 0,
  gte: (c, v) => (row) => compareValues(c, row[c] ?? null, v) >= 0,
  neq: (c, v) => (row) => compareValues(c, row[c] ?? null, v) !== 0,
  // `in.(a,"b,c")`: a list in parentheses, items quoted where they hold a comma.
  in: (c, v) => {
    if (!v.startsWith('(') || !v.endsWith(')')) throw new BadRequest(`failed to parse filter (in.${v})`);
    const items = [...v.slice(1, -1).matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)].map((m) => (m[1] ?? m[2] ?? '').replace(/\\(.)/g, '$1'));
    return (row) => items.some((item) => compareValues(c, row[c] ?? null, item) === 0);
  },
  // PostgreSQL's ~* (case-insensitive regular expression); the escapes the site sends mean the same in JS.
  imatch: (c, v) => {
    const pattern = new RegExp(v, 'i');
    return (row) => {
      const value = row[c];
      return typeof value === 'string' && pattern.test(value);
    };
  },
};

function condition(column: string, operator: string, value: string): Condition {
  const make = OPERATORS[operator];
  if (make === undefined) throw new BadRequest(`unsupported operator ${operator}`);
  return make(column, value);
}

/** Reads one value of a logic tree at `at`: quoted (with \ escapes) or up to the next ',' or ')'. */
function readValue(text: string, at: number): [string, number] {
  if (text[at] !== '"') {
    const end = text.slice(at).search(/[,)]/);
    const stop = end === -1 ? text.length : at + end;
    return [text.slice(at, stop), stop];
  }
  let value = '';
  let i = at + 1;
  for (; i < text.length && text[i] !== '"'; i++) value += text[i] === '\\' ? (text[++i] ?? '') : text[i];
  if (text[i] !== '"') throw new BadRequest(`unterminated quote in ${text}`);
  if (i + 1 < text.length && !',)'.includes(text[i + 1] ?? '')) throw new BadRequest(`text after a quoted value in ${text}`);
  return [value, i + 1];
}

/** Parses `and(…)`, `or(…)` or `column.operator.value` at `at`; returns the condition and where it ended. */
function readTree(text: string, at: number): [Condition, number] {
  const logic = /^(and|or)\(/.exec(text.slice(at));
  if (logic?.[1] !== undefined) {
    const items: Condition[] = [];
    let i = at + logic[0].length;
    for (;;) {
      const [item, end] = readTree(text, i);
      items.push(item);
      if (text[end] === ')') {
        const all = logic[1] === 'and';
        return [(row) => (all ? items.every((c) => c(row)) : items.some((c) => c(row))), end + 1];
      }
      if (text[end] !== ',') throw new BadRequest(`expected , or ) in ${text}`);
      i = end + 1;
    }
  }
  const filter = /^([a-z_]+)\.([a-z]+)\./.exec(text.slice(at));
  if (filter?.[1] === undefined || filter[2] === undefined) throw new BadRequest(`failed to parse logic tree (${text})`);
  const [value, end] = readValue(text, at + filter[0].length);
  return [condition(filter[1], filter[2], value), end];
}

function logicCondition(operator: string, body: string): Condition {
  const [tree, end] = readTree(`${operator}${body}`, 0);
  if (end !== operator.length + body.length) throw new BadRequest(`failed to parse logic tree (${body})`);
  return tree;
}

/** Every filter of the query string, and-ed as PostgREST does (several or= included). */
function conditionsOf(search: URLSearchParams): Condition[] {
  const conditions: Condition[] = [];
  for (const [key, value] of search) {
    if (key === 'or' || key === 'and') conditions.push(logicCondition(key, value));
    else if (!RESERVED.has(key)) {
      const dot = value.indexOf('.');
      // A plain filter's value is the raw rest: quotes are not parsed there.
      conditions.push(condition(key, value.slice(0, dot), value.slice(dot + 1)));
    }
  }
  return conditions;
}

function sorter(order: string | null): (a: StoredRow, b: StoredRow) => number {
  const terms = (order ?? '').split(',').filter(Boolean).map((term) => {
    const [column = '', direction = 'asc'] = term.split('.');
    if (direction !== 'asc' && direction !== 'desc') throw new BadRequest(`bad order ${term}`);
    return { column, sign: direction === 'desc' ? -1 : 1 };
  });
  return (a, b) => {
    for (const { column, sign } of terms) {
      const other = b[column];
      const difference = compareValues(column, a[column] ?? null, typeof other === 'string' ? other : JSON.stringify(other));
      if (difference !== 0) return sign * difference;
    }
    return 0;
  };
}

/** Which rows were sent of how many match, as PostgREST says it: `0-49/1234`, or `*` and the count when none. */
const contentRange = (sent: number, total: number) => `${sent === 0 ? '*' : `0-${sent - 1}`}/${total}`;

/** `select=a,b`: the rows cut to those columns (all of them for `*` or no select). */
function selected(rows: readonly StoredRow[], select: string | null): Record<string, unknown>[] {
  const columns = (select ?? '*').split(',');
  if (columns.includes('*')) return rows.map((row) => ({ ...row }));
  return rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column] ?? null])));
}

const badRequest = (error: unknown): StubReply => {
  if (!(error instanceof BadRequest)) throw error;
  return { status: 400, json: { code: 'PGRST100', message: error.message, details: null, hint: null } };
};

const matchingRows = (rows: readonly StoredRow[], search: URLSearchParams) => {
  const conditions = conditionsOf(search);
  return rows.filter((row) => conditions.every((c) => c(row)));
};

/** A handler for `GET /rest/v1/<table>` serving these rows (read at each request: the array may grow). */
export function postgrestTable(rows: readonly StoredRow[]): (request: StubbedRequest) => StubReply {
  return (request) => {
    try {
      const matching = matchingRows(rows, request.search).sort(sorter(request.search.get('order')));
      const limit = Number(request.search.get('limit') ?? matching.length);
      const page = matching.slice(0, limit);
      const counted = /count=exact/.test(request.headers['prefer'] ?? '');
      const headers: Record<string, string> = counted ? { 'content-range': contentRange(page.length, matching.length) } : {};
      return { json: selected(page, request.search.get('select')), headers };
    } catch (error) {
      return badRequest(error);
    }
  };
}

/** What a write did, for a stub that records it (as the database's audit triggers do). */
export interface StoredWrite {
  action: 'insert' | 'update';
  before: StoredRow | null;
  after: StoredRow;
}

interface WritableOptions {
  /** Columns a new row gets unless the insert names them (the table's defaults). */
  defaults?: () => Record<string, unknown>;
  onWrite?: (write: StoredWrite) => void;
}

/**
 * `POST` (insert) and `PATCH` (update, filtered like a read) on the same rows: answered with the written
 * rows cut to `select=` (`Prefer: return=representation`, as supabase-js asks after `.select()`), 409 with
 * 23505 for an id that exists.
 */
export function postgrestWrites(rows: StoredRow[], { defaults = () => ({}), onWrite }: WritableOptions = {}) {
  const represent = (request: StubbedRequest, written: StoredRow[], status: number): StubReply =>
    /return=representation/.test(request.headers['prefer'] ?? '') ? { status, json: selected(written, request.search.get('select')) } : { status: 204 };
  return {
    insert: (request: StubbedRequest): StubReply => {
      const incoming = (Array.isArray(request.body) ? request.body : [request.body]) as Record<string, unknown>[];
      const added: StoredRow[] = [];
      for (const values of incoming) {
        if (rows.some((row) => row.id === values['id'])) {
          return { status: 409, json: { code: '23505', message: 'duplicate key value violates unique constraint', details: null, hint: null } };
        }
        const row = { ...defaults(), ...values } as StoredRow;
        rows.push(row);
        added.push(row);
        onWrite?.({ action: 'insert', before: null, after: row });
      }
      return represent(request, added, 201);
    },
    update: (request: StubbedRequest): StubReply => {
      try {
        const changed = matchingRows(rows, request.search).map((row) => {
          const before = { ...row };
          Object.assign(row, request.body as Record<string, unknown>);
          onWrite?.({ action: 'update', before, after: row });
          return row;
        });
        return represent(request, changed, 200);
      } catch (error) {
        return badRequest(error);
      }
    },
  };
}
