/**
 * CSV for spreadsheets (RFC 4180), as the admin's exports write it: quoted where needed, CRLF, a byte order mark
 * for Excel, and text that starts like a formula prefixed with ' (a note is typed by people).
 */
export type CsvCell = string | number | boolean | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function field(value: CsvCell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((cells) => cells.map(field).join(',')).join('\r\n')}\r\n`;
}
