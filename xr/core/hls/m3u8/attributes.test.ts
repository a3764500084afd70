import { describe, expect, it } from 'vitest';
import { parseAttributeList, type AttributeList } from './attributes';

const texts = (list: AttributeList) => Object.fromEntries(list.names().map((name) => [name, list.text(name)]));

describe('parseAttributeList: the grammar (RFC 8216 §4.2)', () => {
  it('reads quoted and plain values, keeping commas and equals signs inside quotes', () => {
    const list = parseAttributeList('TYPE=SUBTITLES,GROUP-ID="subs",NAME="Fran,çais = FR",DEFAULT=NO,URI="subs/fr.m3u8?a=1,2"');
    expect(texts(list)).toEqual({ TYPE: 'SUBTITLES', 'GROUP-ID': 'subs', NAME: 'Fran,çais = FR', DEFAULT: 'NO', URI: 'subs/fr.m3u8?a=1,2' });
  });

  it('accepts spaces around names, values and commas, and empty quoted values', () => {
    expect(texts(parseAttributeList(' BANDWIDTH = 690800 , NAME="" ,RESOLUTION=640x320'))).toEqual({ BANDWIDTH: '690800', NAME: '', RESOLUTION: '640x320' });
  });

  it('keeps what it read before something that is not a pair, and reads nothing from nothing', () => {
    expect(texts(parseAttributeList('LANGUAGE="en",garbage,URI="x"'))).toEqual({ LANGUAGE: 'en' });
    // Attribute names are upper case by the RFC: a lower-case one is not a pair.
    expect(texts(parseAttributeList('BANDWIDTH=1,codecs="x"'))).toEqual({ BANDWIDTH: '1' });
    expect(parseAttributeList('').names()).toEqual([]);
  });

  it('reads a quote that is never closed as part of an unquoted value, not as a string', () => {
    const list = parseAttributeList('NAME="Open,URI="x.m3u8"');
    expect(list.text('NAME')).toBe('"Open');
    expect(list.quoted('NAME')).toBeNull();
    expect(list.quoted('URI')).toBe('x.m3u8');
  });

  it('lets the last of a repeated name win, as hls.js does', () => {
    expect(parseAttributeList('BANDWIDTH=1,BANDWIDTH=2').integer('BANDWIDTH')).toBe(2);
  });

  it('keeps a trailing comma harmless', () => {
    expect(texts(parseAttributeList('A=1,B="2",'))).toEqual({ A: '1', B: '2' });
  });
});

describe('AttributeList: values by type', () => {
  const list = parseAttributeList(
    'BANDWIDTH=2890800,HUGE=18446744073709551615,RESOLUTION=2048x1024,FRAME-RATE=29.970,TIME-OFFSET=-2.5,' +
      'IV=0x0123456789ABCDEF0123456789abcdef,ODD=0Xabc,DEFAULT=YES,FORCED=NO,AUTOSELECT=maybe,' +
      'CODECS="avc1.640028, mp4a.40.2",URI="a.m3u8",TYPE=AUDIO,QUOTED-NUMBER="12",BAD=12a,FLAT=1920X1080',
  );

  it('decimal-integer', () => {
    expect(list.integer('BANDWIDTH')).toBe(2_890_800);
    expect(list.integer('HUGE')).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    expect(list.integer('FRAME-RATE')).toBeNull();
    expect(list.integer('BAD')).toBeNull();
    // A quoted string is not an integer, whatever it holds.
    expect(list.integer('QUOTED-NUMBER')).toBeNull();
    expect(list.integer('ABSENT')).toBeNull();
  });

  it('decimal-floating-point and signed-decimal-floating-point', () => {
    expect(list.decimal('FRAME-RATE')).toBe(29.97);
    expect(list.decimal('TIME-OFFSET')).toBe(-2.5);
    expect(list.decimal('BANDWIDTH')).toBe(2_890_800);
    expect(list.decimal('BAD')).toBeNull();
  });

  it('hexadecimal-sequence, as bytes (an odd count of digits gets a leading zero)', () => {
    expect([...(list.hex('IV') ?? [])]).toEqual([0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef, 0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef]);
    expect([...(list.hex('ODD') ?? [])]).toEqual([0x0a, 0xbc]);
    expect(list.hex('BANDWIDTH')).toBeNull();
  });

  it('decimal-resolution', () => {
    expect(list.resolution('RESOLUTION')).toEqual({ width: 2048, height: 1024 });
    expect(list.resolution('FLAT')).toBeNull();
    expect(list.resolution('BANDWIDTH')).toBeNull();
  });

  it('enumerated YES/NO, with a fallback for absent or unknown values', () => {
    expect(list.flag('DEFAULT')).toBe(true);
    expect(list.flag('FORCED', true)).toBe(false);
    expect(list.flag('AUTOSELECT')).toBe(false);
    expect(list.flag('ABSENT', true)).toBe(true);
  });

  it('quoted-string and enumerated-string', () => {
    expect(list.quoted('URI')).toBe('a.m3u8');
    expect(list.quoted('TYPE')).toBeNull();
    expect(list.text('TYPE')).toBe('AUDIO');
    expect(list.text('ABSENT')).toBeNull();
    expect(list.has('URI')).toBe(true);
  });

  it('a quoted comma-separated list', () => {
    expect(list.list('CODECS')).toEqual(['avc1.640028', 'mp4a.40.2']);
    expect(list.list('ABSENT')).toEqual([]);
  });
});
