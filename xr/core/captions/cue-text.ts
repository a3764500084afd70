/** The character references a caption needs; WebVTT text is not HTML, so these few cover real files. */
const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
  quot: '"',
  apos: "'",
  lrm: '\u200e',
  rlm: '\u200f',
};

const ENTITY = /&(?:#(\d+)|#x([\da-f]+)|([a-z]+));/gi;

function decodeEntity(whole: string, decimal?: string, hex?: string, name?: string): string {
  if (decimal !== undefined || hex !== undefined) {
    const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  }
  return ENTITIES[(name ?? '').toLowerCase()] ?? whole;
}

/**
 * The plain text of a cue's payload: markup (`<v Name>`, `<i>`, `<c.loud>`, `<00:01.500>`) removed, then
 * character references decoded. Tags go first, so an escaped `&lt;b&gt;` stays visible as `<b>`. The caption
 * is drawn as plain text, so a voice's name inside `<v Name>` is dropped as browsers drop it, and lines left
 * empty (a line that held only a tag) are dropped too.
 */
export function cueText(payload: readonly string[]): string {
  return payload
    .map((line) => line.replace(/<[^>]*>/g, '').replace(ENTITY, decodeEntity).trim())
    .filter((line) => line !== '')
    .join('\n');
}
