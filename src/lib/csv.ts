/**
 * CSV for spreadsheets (RFC 4180): fields with a comma, quote or line break are quoted and inner quotes
 * doubled; lines end in CRLF; a UTF-8 byte order mark makes Excel read accents and non-Latin names right.
 * Text starting with = + - @ (or a tab or carriage return) is prefixed with ' so a spreadsheet shows it
 * instead of running it as a formula (CSV injection: anyone can type into the public forms). One writer for the
 * admin's exports and a facility's own export.
 */
export const CSV_BOM = '\uFEFF';

export type CsvCell = string | number | boolean | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: CsvCell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((fields) => fields.map(csvField).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
