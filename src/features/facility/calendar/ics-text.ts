/**
 * The iCalendar text layer (RFC 5545 §3.1, §3.3.11): TEXT values escaped, content lines folded at 75 octets of
 * UTF-8 without cutting a character in two, every line ended by CRLF. Knows nothing of events.
 */
export const CRLF = '\r\n';

/** The longest physical line, in octets, not counting its CRLF (RFC 5545 §3.1). */
export const MAX_LINE_OCTETS = 75;

/** A TEXT value: backslash, semicolon and comma escaped, any line break (CRLF, CR, LF) written as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * One content line as physical lines of at most 75 octets, joined by CRLF + space. Iterating by code point keeps
 * a multi-byte character (an accent, an emoji's surrogate pair) whole; the leading space of a continuation line
 * counts towards its 75.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) ?? 0);
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** A whole iCalendar object from its unfolded content lines: each folded, each ended by CRLF (the last too). */
export function icsDocument(lines: readonly string[]): string {
  return lines.map((line) => foldLine(line) + CRLF).join('');
}
