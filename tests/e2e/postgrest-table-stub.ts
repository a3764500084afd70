import type { StubbedRequest, StubReply } from './supabase-stub';

/**
 * A table behind PostgREST's read API, in memory, for the admin pages: `select=*`, `order=`, `limit=`,
 * plain filters (`col=op.value`), `or=(…)`/`and=(…)` logic trees, and `Prefer: count=exact` answered
 * with a Content-Range header. It is strict where the real server is: a value is parsed with PostgREST's
 * rules (double quotes with backslash escapes inside a logic tree, the raw rest in a plain filter), a '+'
 * that was not percent-encoded arrives as a space and makes a timestamp invalid, and anything it does
 * not understand is answered 400, so a malformed request fails the test instead of passing by luck.
 */
export interface StoredRow {
  id: string;
  created_at: string;
  [column: string]: string | number | null;
}

type Condition = (row: StoredRow) => boolean;

class BadRequest extends Error {}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'or', 'and']);

function compareValues(column: string, left: string | number | null, right: string): number {
  if (left === null) return Number.NaN;
  if (column === 'created_at') {
    const [a, b] = [Date.parse(String(left)), Date.parse(right)];
    if (Number.isNaN(b)) throw new BadRequest(`invalid input syntax for type timestamp with time zone: "${right}"`);
    return a - b;
  }
  if (typeof left === 'number') return left - Number(right);
  return left < right ? -1 : left > right ? 1 : 0;
}

const OPERATORS: Record<string, (column: string, value: string) => Condition> = {
  eq: (c, v) => (row) => compareValues(c, row[c] ?? null, v) === 0,
  lt: (c, v) => (row) => compareValues(c, row[c] ?? null, v) < 0,
  lte: (c, v) => (row) => compareValues(c, row[c] ?? null, v) <= 0,
  gt: (c, v) => (row) => compareValues(c, row[c] ?? null, v) > 0,
  gte: (c, v) => (row) => compareValues(c, row[c] ?? null, v) >= 0,
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
      const difference = compareValues(column, a[column] ?? null, String(b[column]));
      if (difference !== 0) return sign * difference;
    }
    return 0;
  };
}

/** Which rows were sent of how many match, as PostgREST says it: `0-49/1234`, or `*` and the count when none. */
const contentRange = (sent: number, total: number) => `${sent === 0 ? '*' : `0-${sent - 1}`}/${total}`;

/** A handler for `GET /rest/v1/<table>` serving these rows. */
export function postgrestTable(rows: readonly StoredRow[]): (request: StubbedRequest) => StubReply {
  return (request) => {
    try {
      const conditions = conditionsOf(request.search);
      const matching = rows.filter((row) => conditions.every((c) => c(row))).sort(sorter(request.search.get('order')));
      const limit = Number(request.search.get('limit') ?? matching.length);
      const page = matching.slice(0, limit);
      const counted = /count=exact/.test(request.headers['prefer'] ?? '');
      const headers: Record<string, string> = counted ? { 'content-range': contentRange(page.length, matching.length) } : {};
      return { json: page, headers };
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      return { status: 400, json: { code: 'PGRST100', message: error.message, details: null, hint: null } };
    }
  };
}
