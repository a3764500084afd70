import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, toCsv } from './csv';

describe('csvField', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvField('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvField(42)).toBe('42');
    expect(csvField(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvField('Rotterdam, NL')).toBe('"Rotterdam, NL"');
    expect(csvField('the "Blue" room')).toBe('"the ""Blue"" room"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvField('+31 20 123 4567')).toBe("'+31 20 123 4567");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
  });

  it('does not touch those characters elsewhere in the text, nor numbers', () => {
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('ada+care@example.org')).toBe('ada+care@example.org');
    expect(csvField(-5)).toBe('-5');
  });
});

describe('toCsv', () => {
  it('starts with a byte order mark and ends every line with CRLF', () => {
    expect(toCsv(['Name', 'Spots'], [['Ada', 4], ['Grace, the second', null]])).toBe(
      `${CSV_BOM}Name,Spots\r\nAda,4\r\n"Grace, the second",\r\n`,
    );
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv(['Name'], [])).toBe(`${CSV_BOM}Name\r\n`);
  });
});
