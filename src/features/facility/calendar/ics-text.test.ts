import { describe, expect, it } from 'vitest';
import { CRLF, escapeText, foldLine, icsDocument, MAX_LINE_OCTETS } from './ics-text';

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
// A string survives UTF-8 encoding unchanged only if no character was cut (a lone surrogate turns into U+FFFD).
const isWhole = (text: string) => new TextDecoder().decode(encoder.encode(text)) === text;

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes every kind of line break as \\n', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('\\n')).toBe('\\\\n');
  });

  it('leaves colons, quotes, accents and emoji as they are', () => {
    expect(escapeText('Händel: "Water Music" 🎻')).toBe('Händel: "Water Music" 🎻');
  });
});

describe('foldLine', () => {
  it('keeps a line of 75 octets whole and folds the 76th onto a line starting with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}${CRLF} x`);
  });

  it('counts octets of UTF-8, not characters, and never cuts a character', () => {
    for (const filler of ['é', '€', '🎻', 'a🎶', 'ab🎶']) {
      const line = `SUMMARY:${filler.repeat(60)}`;
      const physical = foldLine(line).split(CRLF);
      expect(physical.length).toBeGreaterThan(1);
      for (const part of physical) {
        expect(octets(part)).toBeLessThanOrEqual(MAX_LINE_OCTETS);
        expect(isWhole(part)).toBe(true);
      }
      expect(physical.slice(1).every((part) => part.startsWith(' '))).toBe(true);
      expect(unfold(physical.join(CRLF))).toBe(line);
    }
  });

  it('fills each physical line as far as the next character allows', () => {
    // 8 octets of name, then 4-octet emoji: 8 + 16 × 4 = 72, a 17th would make 76.
    const [first, second] = foldLine(`SUMMARY:${'🎻'.repeat(20)}`).split(CRLF);
    expect(octets(first ?? '')).toBe(72);
    expect(second).toBe(` ${'🎻'.repeat(4)}`);
  });
});

describe('icsDocument', () => {
  it('ends every line, the last too, with CRLF and has no bare LF or CR', () => {
    const text = icsDocument(['BEGIN:VCALENDAR', `X-LONG:${'y'.repeat(200)}`, 'END:VCALENDAR']);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(unfold(text)).toBe(`BEGIN:VCALENDAR\r\nX-LONG:${'y'.repeat(200)}\r\nEND:VCALENDAR\r\n`);
  });
});
