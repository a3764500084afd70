/**
 * An attribute list (RFC 8216 §4.2): `NAME=value` pairs separated by commas, where a value is a quoted string
 * (commas and equals signs allowed inside), or an unquoted one up to the next comma: a decimal integer, a
 * hexadecimal sequence (`0x…`), a decimal float, a decimal resolution (`1920x1080`) or an enumerated string.
 * The grammar does not say which type an attribute has: the tag's definition does, so the reader asks for it by
 * name and type (`integer('BANDWIDTH')`), and a value of the wrong shape reads as null.
 */

/** One pair: a name, then a quoted value or anything up to a comma; spaces around either are tolerated. */
const PAIR = /[ \t]*([A-Z0-9-]+)[ \t]*=[ \t]*("[^"\r\n]*"|[^,]*?)[ \t]*(?:,|$)/y;

export interface Resolution {
  width: number;
  height: number;
}

interface Value {
  text: string;
  quoted: boolean;
}

const DECIMAL_INTEGER = /^\d+$/;
const DECIMAL_FLOAT = /^-?\d+(?:\.\d*)?$|^-?\.\d+$/;
const HEXADECIMAL = /^0[xX]([0-9a-fA-F]+)$/;
const RESOLUTION = /^(\d+)x(\d+)$/;

export class AttributeList {
  readonly #values: ReadonlyMap<string, Value>;

  constructor(values: ReadonlyMap<string, Value>) {
    this.#values = values;
  }

  /** The attribute names, in the order the list gives them (a repeated name counts once, its last value wins). */
  names(): string[] {
    return [...this.#values.keys()];
  }

  has(name: string): boolean {
    return this.#values.has(name);
  }

  /** The value as written, without its quotes: for quoted strings and enumerated strings alike. */
  text(name: string): string | null {
    return this.#values.get(name)?.text ?? null;
  }

  /** The value of a quoted string only (`URI="…"`); an unquoted value reads as null. */
  quoted(name: string): string | null {
    const value = this.#values.get(name);
    return value?.quoted ? value.text : null;
  }

  /** A decimal-integer (0 to 2^64-1; above 2^53 it loses precision, as any JavaScript number would). */
  integer(name: string): number | null {
    return this.#unquoted(name, DECIMAL_INTEGER, Number);
  }

  /** A decimal-floating-point or signed-decimal-floating-point. */
  decimal(name: string): number | null {
    return this.#unquoted(name, DECIMAL_FLOAT, Number);
  }

  /** A hexadecimal-sequence as bytes, most significant first (an odd count of digits gets a leading zero). */
  hex(name: string): Uint8Array | null {
    const digits = HEXADECIMAL.exec(this.#unquotedText(name) ?? '')?.[1];
    if (digits === undefined) return null;
    const even = digits.length % 2 === 1 ? `0${digits}` : digits;
    return Uint8Array.from(even.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
  }

  /** A decimal-resolution, `<width>x<height>`. */
  resolution(name: string): Resolution | null {
    const match = RESOLUTION.exec(this.#unquotedText(name) ?? '');
    return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
  }

  /** An enumerated YES/NO; absent (or anything else) is `fallback`, NO by the RFC's defaults. */
  flag(name: string, fallback = false): boolean {
    const value = this.#unquotedText(name);
    return value === 'YES' ? true : value === 'NO' ? false : fallback;
  }

  /** A quoted comma-separated list (`CODECS="avc1.64001f,mp4a.40.2"`, CHARACTERISTICS), trimmed, empties left out. */
  list(name: string): string[] {
    return (this.text(name) ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '');
  }

  #unquotedText(name: string): string | null {
    const value = this.#values.get(name);
    return value && !value.quoted ? value.text : null;
  }

  #unquoted(name: string, shape: RegExp, read: (text: string) => number): number | null {
    const text = this.#unquotedText(name);
    return text !== null && shape.test(text) ? read(text) : null;
  }
}

/**
 * `TYPE=SUBTITLES,NAME="Fran,çais",DEFAULT=NO` read into an AttributeList. Reading stops at the first thing
 * that is not a pair, keeping what came before; a quote that is never closed is read as part of an unquoted value.
 */
export function parseAttributeList(list: string): AttributeList {
  const values = new Map<string, Value>();
  const pattern = new RegExp(PAIR); // a sticky regex keeps its position: one per call
  let match: RegExpExecArray | null;
  while (pattern.lastIndex < list.length && (match = pattern.exec(list))) {
    const [, name = '', raw = ''] = match;
    const quoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"');
    values.set(name, { text: quoted ? raw.slice(1, -1) : raw, quoted });
  }
  return new AttributeList(values);
}
